import type { Database } from "@/db/client";

export type CliArgs = Record<string, string | boolean>;
export type CliIo = { db: () => Promise<Database>; print: (line: string) => void };
export type CliCommand = {
  name: string;
  usage: string;
  summary: string;
  /** `npx ponte <command> --help`: a line per flag. */
  help?: string[];
  run: (args: CliArgs, io: CliIo) => Promise<void>;
};
