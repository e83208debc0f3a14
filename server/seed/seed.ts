// The embedded default's demo: an admin and a sandbox merchant with an API key, printed once and
// written to ./.data/demo-credentials.txt. Runs only on an empty database.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "@/db/client";
import { createApiKey } from "@/server/auth/api-keys";
import { env } from "@/kernel/env";
import { createUser } from "@/server/users/create-user";
import { seedSampleData } from "./seed-samples";

export const DEMO_ADMIN = { email: "admin@ponte.local", password: "ponte-admin-demo", name: "Demo Admin" };
export const DEMO_MERCHANT = { email: "merchant@ponte.local", password: "ponte-merchant-demo", name: "Demo Merchant" };

export async function seedDemo(db: Database): Promise<string | null> {
  const [row] = rowsOf<{ count: number | string }>(await db.execute(sql`select count(*) as count from users`));
  if (Number(row?.count ?? 0) > 0) return null;

  await createUser(db, "system", { ...DEMO_ADMIN, role: "admin" });
  const merchant = await createUser(db, "system", { ...DEMO_MERCHANT, role: "merchant", sandbox: true });
  const key = await createApiKey(db, { userId: merchant.id, name: "Demo key" });
  await seedSampleData(db, { merchantId: merchant.id });

  const appUrl = env.APP_URL.replace(/\/$/, "");
  const text = [
    "Ponte demo credentials (embedded database)",
    "",
    `Dashboard:        ${appUrl}/login`,
    `Admin:            ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
    `Merchant:         ${DEMO_MERCHANT.email} / ${DEMO_MERCHANT.password}  (sandbox mode)`,
    `Merchant API key: ${key.token}`,
    "",
    "Try it:",
    `  curl -H "Authorization: Bearer ${key.token}" ${appUrl}/api/invoices/payment-gateway`,
    "",
  ].join("\n");
  const file = path.resolve(env.DATA_DIR, "demo-credentials.txt");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text, { mode: 0o600 });
  console.log(`\n${text}\n(saved to ${file})\n`);
  return key.token;
}
