// The operations CLI: parses `<command> --flag value …`, runs the command against the configured
// database (the same configuration as the app), prints a clear error and exits non-zero on failure.
import { closeDb, getDb } from "@/db/client";
import { AppError } from "@/kernel/errors";
import type { CliArgs } from "./command";
import { commands } from "./commands";

export function parseFlags(argv: string[]): CliArgs {
  const args: CliArgs = {};
  for (let index = 0; index < argv.length; index += 1) {
    const token = argv[index] ?? "";
    if (!token.startsWith("--")) throw new Error(`Unexpected argument "${token}": flags look like --name value.`);
    const [name, inline] = token.slice(2).split(/=(.*)/s, 2);
    if (!name) throw new Error(`Unexpected argument "${token}".`);
    const next = argv[index + 1];
    if (inline !== undefined) args[name] = inline;
    else if (next !== undefined && !next.startsWith("--")) {
      args[name] = next;
      index += 1;
    } else args[name] = true;
  }
  return args;
}

function usage() {
  const lines = commands.map((command) => `  ${command.usage.padEnd(72)} ${command.summary}`);
  return ["Usage: npx ponte <command> [flags]", "", "Commands:", ...lines].join("\n");
}

export async function main(
  argv: string[],
  print: (line: string) => void = console.log,
  options: { closeDatabase?: boolean } = {},
): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === "help" || name === "--help") {
    print(usage());
    return name ? 0 : 1;
  }
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    console.error(`Unknown command "${name}".\n\n${usage()}`);
    return 1;
  }
  if (rest.includes("--help")) {
    print([`Usage: npx ponte ${command.usage}`, "", command.summary, ...(command.help ? ["", ...command.help.map((line) => `  ${line}`)] : [])].join("\n"));
    return 0;
  }
  try {
    await command.run(parseFlags(rest), { db: getDb, print });
    return 0;
  } catch (error) {
    const details =
      error instanceof AppError && error.errors?.length
        ? `\n${error.errors.map((item) => `  --${item.path}: ${item.message}`).join("\n")}`
        : "";
    console.error(`ponte ${name}: ${error instanceof Error ? error.message : String(error)}${details}`);
    console.error(`Usage: npx ponte ${command.usage}`);
    return 1;
  } finally {
    // The CLI process ends after one command; a caller that keeps working (tests) keeps the database.
    if (options.closeDatabase !== false) await closeDb();
  }
}
