// Invoice actions of the lifecycle (cancel, mark paid, simulate payment in sandbox); filled by the lifecycle work.
export function InvoiceLifecycleActions(_props: { invoiceId: number }) {
  return null;
}
