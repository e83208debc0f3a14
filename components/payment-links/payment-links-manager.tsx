"use client";
// The payment links page: the form beside the list, the list refreshed after each change.
import { useTranslations } from "next-intl";
import { api } from "@/components/trpc-provider";
import { NewPaymentLinkForm } from "./new-payment-link-form";
import { PaymentLinksList } from "./payment-links-list";

export function PaymentLinksManager() {
  const tCommon = useTranslations("common");
  const links = api.paymentLinks.list.useQuery();
  const refresh = () => void links.refetch();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
      <NewPaymentLinkForm onCreated={refresh} />
      <div>
        {links.isPending ? <p className="text-sm text-slate-500">{tCommon("loading")}</p> : null}
        {links.isError ? <p role="alert" className="text-sm text-red-600">{links.error.message}</p> : null}
        {links.data ? <PaymentLinksList links={links.data} onChanged={refresh} /> : null}
      </div>
    </div>
  );
}
