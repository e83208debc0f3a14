// The checkout session's states (one enum, read by the schema, the services and the zod documents).
// OPEN: the payer may choose a rail (and choose again while nothing is paid); PAID: an invoice of the
// session was paid in full, or a crypto payment and the PIX remainder together; EXPIRED: its time
// ran out with nothing paid in full.
export const checkoutSessionStatuses = ["OPEN", "PAID", "EXPIRED"] as const;
export type CheckoutSessionStatus = (typeof checkoutSessionStatuses)[number];
