// PGlite is single-process: a lock file with the owner's pid stops a second process (the CLI while
// `npm run dev` runs, say) from opening the same directory and corrupting it.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function acquireEmbeddedLock(dataDir: string): () => void {
  mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const lockPath = `${path.resolve(dataDir)}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(lockPath, { force: true });
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(lockPath, "utf8").trim());
      if (owner === process.pid) return () => {};
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new Error(
          `The embedded database at ${dataDir} is in use by process ${owner} (is \`npm run dev\` running?). ` +
            "Stop that process, or set DATABASE_URL to use a PostgreSQL server that several processes can share.",
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database at ${dataDir}.`);
}
