// /checkout/{checkout_id} whose percent-encoding cannot be decoded (/checkout/%C0%AE): proxy.ts
// rewrites it here, a static path, because Next.js answers a bare 500 when it decodes such a
// dynamic segment. No checkout id is this short, so no payment link is hidden by this route.
import { notFound } from "next/navigation";

export const dynamic = "force-dynamic";

export default function UnreadableCheckoutLinkPage() {
  notFound();
}
