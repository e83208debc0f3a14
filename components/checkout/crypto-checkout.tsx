"use client";
// Placeholder until the crypto checkout lands: the dispatcher page needs the component to exist.
export function CryptoCheckout(props: { checkoutId: string }) {
  return (
    <p className="py-6 text-center text-sm text-slate-600" data-checkout-id={props.checkoutId}>
      Crypto checkout coming soon.
    </p>
  );
}
