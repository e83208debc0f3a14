import type { CliCommand } from "./command";

/** A command of the product whose feature has not landed yet: it says so instead of pretending. */
export const notAvailable = (name: string, usage: string, summary: string): CliCommand => ({
  name,
  usage,
  summary,
  run: async () => {
    throw new Error(`\`${name}\` is not available yet in this version of Ponte.`);
  },
});
