import type { CliArgs } from "./command";

export function requireFlag(args: CliArgs, name: string): string {
  const value = args[name];
  if (typeof value !== "string" || value.trim() === "") throw new Error(`--${name} is required.`);
  return value;
}

export function optionalFlag(args: CliArgs, name: string): string | undefined {
  const value = args[name];
  if (typeof value === "boolean") throw new Error(`--${name} needs a value.`);
  return value;
}
