// The checkout session's states (one enum, read by the schema, the services and the zod documents).
// OPEN: the payer may choose a rail (and choose again while nothing is paid); PAID: an invoice of the
// session was paid in full, or a crypto payment and the PIX remainder together; EXPIRED: its time
// ran out with nothing paid in full.
export const checkoutSessionStatuses = ["OPEN", "PAID", "EXPIRED"] as const;
export type CheckoutSessionStatus = (typeof checkoutSessionStatuses)[number];

/** Open: the payer may still pay it; the chooser follows it until it is paid or expires. */
export const isOpenSessionStatus = (status: string): boolean => status === "OPEN";
