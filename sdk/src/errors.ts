// The one error the client throws for an error answer of the API.
import type { components } from "./schema.js";

/** The shared error body of every error answer: `{ status, code, message, errors?, request_id? }`. */
export type ErrorBody = components["schemas"]["Error"];

/** An error answer of the API: its HTTP status and the error body. */
export class PonteError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(`${status} ${body.code}: ${body.message}`);
    this.name = "PonteError";
  }
}
