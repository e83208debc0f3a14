import { bigint, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { instant, timestamps } from "./columns";
import { users } from "./users";

/**
 * A merchant's own connection to their PSP's API Pix (it takes precedence over the deployment's
 * default, PIX_PSP_*). `credentials` is sealed (kernel/secret-box.ts): the client secret, the client
 * certificate and key (PEM or PKCS#12 with its password), a CA to trust, and the callback secret.
 */
export const pspConnections = pgTable(
  "psp_connections",
  {
    userId: bigint("user_id", { mode: "number" })
      .primaryKey()
      .references(() => users.id),
    baseUrl: text("base_url").notNull(),
    tokenUrl: text("token_url").notNull(),
    clientId: text("client_id").notNull(),
    /** AES-256-GCM sealed JSON; never shown after saving. */
    credentials: text("credentials").notNull(),
    /** pem, pkcs12 or none: what kind of client certificate was saved (shown, not secret). */
    certificateKind: text("certificate_kind").notNull(),
    /** The client certificate's subject and end of validity, when it could be read (shown, not secret). */
    certificateSubject: text("certificate_subject"),
    certificateValidTo: instant("certificate_valid_to"),
    /** SHA-256 (hex) of the callback secret in the webhook URL: how a callback finds its merchant. */
    callbackSecretHash: text("callback_secret_hash").notNull(),
    /** registered, failed or not_tried: the last PUT /webhook/{chave}, with the PSP's answer. */
    webhookStatus: text("webhook_status").notNull().default("not_tried"),
    webhookMessage: text("webhook_message"),
    webhookCheckedAt: instant("webhook_checked_at"),
    ...timestamps,
  },
  (table) => [uniqueIndex("psp_connections_callback_secret_hash_unique").on(table.callbackSecretHash)],
);

export type PspConnection = typeof pspConnections.$inferSelect;
