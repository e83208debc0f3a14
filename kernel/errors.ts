// The one error type of Ponte and its code table, translated to HTTP (REST) and tRPC codes here only.
export type FieldError = { path: string; message: string };

type TrpcCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "METHOD_NOT_SUPPORTED"
  | "UNPROCESSABLE_CONTENT"
  | "TOO_MANY_REQUESTS"
  | "INTERNAL_SERVER_ERROR"
  | "NOT_IMPLEMENTED"
  | "SERVICE_UNAVAILABLE";

const codeTable = {
  invalid_input: { status: 400, trpc: "BAD_REQUEST", message: "The request is invalid." },
  invalid_json: { status: 400, trpc: "BAD_REQUEST", message: "The request body is not valid JSON." },
  unauthorized: { status: 401, trpc: "UNAUTHORIZED", message: "Authentication is missing or invalid." },
  invalid_credentials: { status: 401, trpc: "UNAUTHORIZED", message: "E-mail or password is wrong." },
  forbidden: { status: 403, trpc: "FORBIDDEN", message: "Your role does not allow this." },
  cross_site_request: {
    status: 403,
    trpc: "FORBIDDEN",
    message: "This request must come from the application's own pages.",
  },
  sandbox_only: { status: 403, trpc: "FORBIDDEN", message: "Only sandbox merchants can simulate payments." },
  not_found: { status: 404, trpc: "NOT_FOUND", message: "Not found." },
  method_not_allowed: { status: 405, trpc: "METHOD_NOT_SUPPORTED", message: "This method is not allowed on this path." },
  conflict: { status: 409, trpc: "CONFLICT", message: "The request conflicts with the current state." },
  idempotency_in_progress: {
    status: 409,
    trpc: "CONFLICT",
    message: "A request with this Idempotency-Key is still being processed.",
  },
  invalid_transition: { status: 409, trpc: "CONFLICT", message: "The invoice cannot move to that state." },
  payload_too_large: { status: 413, trpc: "PAYLOAD_TOO_LARGE", message: "The request body is larger than 64 KiB." },
  unsupported_media_type: {
    status: 415,
    trpc: "UNSUPPORTED_MEDIA_TYPE",
    message: "The request body must be JSON (Content-Type: application/json).",
  },
  idempotency_key_reused: {
    status: 422,
    trpc: "UNPROCESSABLE_CONTENT",
    message: "This Idempotency-Key was already used with a different request body.",
  },
  wallet_not_configured: {
    status: 422,
    trpc: "UNPROCESSABLE_CONTENT",
    message: "No wallet is configured for this currency.",
  },
  currency_not_offered: {
    status: 422,
    trpc: "UNPROCESSABLE_CONTENT",
    message: "This currency's network is not watched by this deployment.",
  },
  webhook_not_configured: {
    status: 422,
    trpc: "UNPROCESSABLE_CONTENT",
    message: "No webhook endpoint is configured.",
  },
  pix_profile_missing: {
    status: 422,
    trpc: "UNPROCESSABLE_CONTENT",
    message: "No PIX receiver profile is configured.",
  },
  refund_exceeds_received: {
    status: 422,
    trpc: "UNPROCESSABLE_CONTENT",
    message: "The refund is more than what is left to refund of this payment.",
  },
  transaction_rejected: {
    status: 422,
    trpc: "UNPROCESSABLE_CONTENT",
    message: "The transaction does not pay this withdrawal.",
  },
  unprocessable: { status: 422, trpc: "UNPROCESSABLE_CONTENT", message: "The request cannot be processed." },
  rate_limited: { status: 429, trpc: "TOO_MANY_REQUESTS", message: "Too many requests; try again later." },
  sign_in_throttled: {
    status: 429,
    trpc: "TOO_MANY_REQUESTS",
    message: "Too many failed sign-in attempts; try again later.",
  },
  internal_error: { status: 500, trpc: "INTERNAL_SERVER_ERROR", message: "Something went wrong on our side." },
  not_implemented: { status: 501, trpc: "NOT_IMPLEMENTED", message: "This endpoint is not available yet." },
  rate_unavailable: {
    status: 503,
    trpc: "SERVICE_UNAVAILABLE",
    message: "No fresh exchange rate is available; no invoice was created.",
  },
  chain_unavailable: {
    status: 503,
    trpc: "SERVICE_UNAVAILABLE",
    message: "The network's node or indexer is not configured or did not answer.",
  },
  service_unavailable: { status: 503, trpc: "SERVICE_UNAVAILABLE", message: "The service is unavailable." },
} as const satisfies Record<string, { status: number; trpc: TrpcCode; message: string }>;

export type ErrorCode = keyof typeof codeTable;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors?: FieldError[];
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message?: string,
    options: { errors?: FieldError[]; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message ?? codeTable[code].message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers;
  }

  get status(): number {
    return codeTable[this.code].status;
  }

  get trpcCode(): TrpcCode {
    return codeTable[this.code].trpc;
  }
}

/** The error body of every REST error: `{status, code, message, errors?}`. */
export function errorBody(error: AppError) {
  return {
    status: error.status,
    code: error.code,
    message: error.message,
    ...(error.errors ? { errors: error.errors } : {}),
  };
}
