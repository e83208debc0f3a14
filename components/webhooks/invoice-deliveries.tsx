// Webhook deliveries of one invoice with a resend button; filled by the webhooks work.
export function InvoiceDeliveries(_props: { invoiceId: number }) {
  return null;
}
