// What the bench scripts share: their database on the PostgreSQL server (created and migrated
// here), the production server they measure, logging and percentiles.
import { spawn, spawnSync } from "node:child_process";
import postgres from "postgres";

export const log = (...parts) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...parts);

export const round = (value) => Math.round(value * 100) / 100;

export function percentile(sorted, share) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** The bench's database: BENCH_ADMIN_URL's server, BENCH_DB (or `defaultName`) on it. */
export function benchDatabase(defaultName) {
  const adminUrl = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = process.env.BENCH_DB ?? defaultName;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { adminUrl, name, url: url.toString() };
}

/** Creates the database when missing (again with BENCH_RESEED=1) and applies the migrations. */
export async function prepareDatabase(database) {
  const admin = postgres(database.adminUrl, { max: 1, onnotice: () => {} });
  const exists = await admin`select 1 from pg_database where datname = ${database.name}`;
  const reseed = process.env.BENCH_RESEED === "1";
  if (reseed && exists.length) await admin.unsafe(`drop database ${database.name} with (force)`);
  if (!exists.length || reseed) await admin.unsafe(`create database ${database.name}`);
  await admin.end();
  log("migrating", database.url);
  const migrated = spawnSync("npx", ["tsx", "db/migrate.ts"], {
    env: { ...process.env, DATABASE_URL: database.url },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (migrated.status !== 0) throw new Error("migration failed");
}

/** `npm start` (the production build, as deployed) on `port`, its scheduler off; resolves once /api/health answers. */
export async function startServer({ port, databaseUrl, env = {} }) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn("npm", ["start", "--", "-p", String(port)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      APP_URL: baseUrl,
      SCHEDULER: "off",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      AUTH_SECRET: process.env.AUTH_SECRET ?? "bench-auth-secret-0123456789abcdef",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  process.kill(-child.pid);
  throw new Error("next start did not answer /api/health; run `npm run build` first");
}
