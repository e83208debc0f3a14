// The message a tRPC mutation's error gives for one form field (the server lists them in
// data.fieldErrors, the same list REST returns in `errors`).
type WithFieldErrors = { data?: { fieldErrors?: { path: string; message: string }[] | null } | null } | null | undefined;

export const fieldErrorOf = (error: WithFieldErrors, path: string): string | null =>
  error?.data?.fieldErrors?.find((entry) => entry.path === path)?.message ?? null;
