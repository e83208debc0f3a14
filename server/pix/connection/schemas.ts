// The contract of a merchant's PSP connection (dashboard form, tRPC, CLI): one zod schema for the
// fields, one for what is shown back (never a secret).
import { z } from "zod";
import { text } from "@/kernel/validation";

const MAX_PEM = 20_000;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .max(max, message)
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined));

/**
 * The client certificate is PEM (certificate and key) or PKCS#12 (base64, with its password). On a
 * change of an existing connection, a blank secret or certificate keeps the saved one, unless the
 * base URL or the token URL changes (then they must be given again).
 */
export const setPspConnectionInput = z
  .object({
    baseUrl: text().trim().pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })).describe("API Pix base URL"),
    tokenUrl: text().trim().pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })).describe("OAuth2 token URL"),
    clientId: text().trim().min(1, "is required").max(500, "must be at most 500 characters"),
    clientSecret: optionalText(2_000, "must be at most 2000 characters"),
    certificatePem: optionalText(MAX_PEM, "must be at most 20000 characters"),
    privateKeyPem: optionalText(MAX_PEM, "must be at most 20000 characters"),
    pkcs12Base64: optionalText(MAX_PEM * 2, "must be at most 40000 characters"),
    pkcs12Password: z.string().max(500, "must be at most 500 characters").optional(),
    serverCaPem: optionalText(MAX_PEM, "must be at most 20000 characters"),
  })
  .superRefine((value, context) => {
    if (value.certificatePem && !value.privateKeyPem) {
      context.addIssue({ code: "custom", path: ["privateKeyPem"], message: "is required with a PEM certificate" });
    }
    if (value.privateKeyPem && !value.certificatePem) {
      context.addIssue({ code: "custom", path: ["certificatePem"], message: "is required with a PEM key" });
    }
    if (value.pkcs12Base64 && value.certificatePem) {
      context.addIssue({ code: "custom", path: ["pkcs12Base64"], message: "give either a PEM certificate and key or a PKCS#12 file, not both" });
    }
    if (value.pkcs12Base64 && !/^[A-Za-z0-9+/=\s]+$/.test(value.pkcs12Base64)) {
      context.addIssue({ code: "custom", path: ["pkcs12Base64"], message: "must be the PKCS#12 file in base64" });
    }
  });

export type SetPspConnectionInput = z.input<typeof setPspConnectionInput>;

/** What the merchant sees of a saved connection: no secret, key or certificate. */
export type PspConnectionView = {
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  certificateKind: "pem" | "pkcs12" | "none";
  certificateSubject: string | null;
  certificateValidTo: Date | null;
  webhookStatus: "registered" | "failed" | "not_tried";
  webhookMessage: string | null;
  webhookCheckedAt: Date | null;
  callbackUrlHint: string;
  updatedAt: Date;
};

export type ConnectionCheckStep = { step: "token" | "charges" | "webhook"; ok: boolean; detail: string; kind?: string };
export type ConnectionCheck = { ok: boolean; steps: ConnectionCheckStep[] };
