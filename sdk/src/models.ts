// The API's objects under short names, from the types generated from its OpenAPI document.
import type { components } from "./schema.js";

type Schemas = components["schemas"];
/** A payment, refund or payout: every invoice has this shape. */
export type Invoice = Schemas["Invoice"];
export type InvoiceStatus = Invoice["status"];
export type CryptoPayment = Schemas["CryptoPayment"];
export type PixPaymentRecord = Schemas["PixPaymentRecord"];
export type InvoicePage = Schemas["InvoicePage"]["response"];
export type EventPage = Schemas["EventPage"]["response"];
/** A webhook body, and an entry of the event feed. */
export type WebhookEvent = Schemas["Event"];
export type WebhookResendResult = Schemas["WebhookResendResult"];
