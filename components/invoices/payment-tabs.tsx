"use client";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";

/** Crypto / PIX / payer's choice tabs of the New payment page (WAI-ARIA tabs pattern). */
export function PaymentTabs({ crypto, pix, choose }: { crypto: ReactNode; pix: ReactNode; choose: ReactNode }) {
  const t = useTranslations("gateways");
  const tPayment = useTranslations("newPayment");
  const [tab, setTab] = useState<"crypto" | "pix" | "choose">("crypto");
  const tabs = [
    { id: "crypto", label: t("crypto") },
    { id: "pix", label: t("pix") },
    { id: "choose", label: tPayment("letPayerChoose") },
  ] as const;
  return (
    <div>
      <div role="tablist" aria-label={tPayment("railLabel")} className="mb-4 flex gap-2 border-b border-slate-200">
        {tabs.map((item) => (
          <button
            key={item.id}
            id={`tab-${item.id}`}
            type="button"
            role="tab"
            aria-selected={tab === item.id}
            aria-controls={`panel-${item.id}`}
            className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 aria-selected:border-brand-600 aria-selected:text-brand-700"
            onClick={() => setTab(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div id="panel-crypto" role="tabpanel" aria-labelledby="tab-crypto" hidden={tab !== "crypto"}>
        {crypto}
      </div>
      <div id="panel-pix" role="tabpanel" aria-labelledby="tab-pix" hidden={tab !== "pix"}>
        {pix}
      </div>
      <div id="panel-choose" role="tabpanel" aria-labelledby="tab-choose" hidden={tab !== "choose"}>
        {choose}
      </div>
    </div>
  );
}
