// An invalid configuration: every variable at fault and why, in one message the start-up prints
// before it exits. Free of kernel/env.ts on purpose, so the start-up can recognise this error even
// though importing the configuration is what threw it.

type Issue = { readonly message: string; readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined };

export class ConfigurationError extends Error {
  readonly variables: string[];

  constructor(problems: Array<{ variable: string; message: string }>) {
    super(
      ["Invalid configuration (see the Configuration table of the README):", ...problems.map((problem) => `  ${problem.variable}: ${problem.message}`)].join("\n"),
    );
    this.name = "ConfigurationError";
    this.variables = problems.map((problem) => problem.variable);
  }
}

const variableOf = (issue: Issue) => {
  const first = issue.path?.[0];
  const key = typeof first === "object" && first !== null ? first.key : first;
  return key === undefined ? "(configuration)" : String(key);
};

/** createEnv's onValidationError: names each variable, never echoes its value (it may be a secret). */
export function throwConfigurationError(issues: readonly Issue[]): never {
  throw new ConfigurationError(issues.map((issue) => ({ variable: variableOf(issue), message: issue.message })));
}

/** By name as well: the error may come from another copy of this module in a bundle. */
export const isConfigurationError = (error: unknown): error is ConfigurationError =>
  error instanceof Error && error.name === "ConfigurationError";
