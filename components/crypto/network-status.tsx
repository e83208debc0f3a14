"use client";
// The networks of this deployment as the wallets page lists them: watched or not (a node is
// configured), the currencies each carries, and the watcher's health.
import { useTranslations } from "next-intl";
import { api } from "@/components/trpc-provider";
import { useFormat } from "@/i18n/use-format";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";

export function NetworkStatusList() {
  const t = useTranslations("networkStatus");
  const format = useFormat();
  const since = (iso: string | null) => (iso ? format.relative(iso) : t("never"));
  const status = api.wallets.networks.useQuery(undefined, { refetchInterval: 15_000 });
  return (
    <Card title={t("title")} description={t("description")}>
      {status.isLoading ? <p className="text-sm text-slate-500">{t("loading")}</p> : null}
      <ul className="divide-y divide-slate-100" data-testid="network-status">
        {status.data?.map((network) => (
          <li key={network.network} className="space-y-1 py-3" data-network={network.network}>
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{network.name}</span>
              {network.watched ? (
                network.lastError && (!network.checkedAt || (network.lastErrorAt ?? "") > network.checkedAt) ? (
                  <Badge tone="danger">{t("failing")}</Badge>
                ) : (
                  <Badge tone="success">{t("watched")}</Badge>
                )
              ) : (
                <Badge tone="neutral">{t("notConfigured")}</Badge>
              )}
              <span className="text-xs text-slate-500">{t(network.walletChain === "evm" ? "evmKey" : network.walletChain === "tron" ? "tronKey" : "bitcoinKey")}</span>
            </div>
            <p className="text-sm text-slate-600">
              {network.currencies.map((currency) => (
                <span key={currency.code} className={`mr-2 inline-block font-mono text-xs ${currency.offered ? "" : "text-slate-400 line-through"}`}>
                  {currency.code}
                </span>
              ))}
            </p>
            {network.watched ? (
              <p className="text-xs text-slate-500">
                {[
                  t("lastBlock", { block: network.headBlock === null ? t("noBlockYet") : format.number(network.headBlock) }),
                  t("checked", { when: since(network.checkedAt) }),
                  ...(network.lagBlocks !== null ? [t("behind", { count: network.lagBlocks })] : []),
                  t(network.network === "tron" ? "solidifiedConfirmations" : "confirmations", { count: network.confirmations }),
                ].join(" · ")}
              </p>
            ) : null}
            {network.lastError && network.watched ? (
              <p className="break-words text-xs text-red-700">
                {t("lastError", { when: since(network.lastErrorAt), error: network.lastError })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function OtherNetworkPolicySetting() {
  const t = useTranslations("networkStatus");
  const utils = api.useUtils();
  const current = api.wallets.otherNetworkPolicy.useQuery();
  const save = api.wallets.setOtherNetworkPolicy.useMutation({ onSuccess: () => void utils.wallets.otherNetworkPolicy.invalidate() });
  if (!current.data) return null;
  return (
    <Card title={t("otherNetworkTitle")} description={t("otherNetworkDescription")}>
      <fieldset className="space-y-2 text-sm">
        <legend className="sr-only">{t("otherNetworkTitle")}</legend>
        {(
          [
            ["count", t("policyCount")],
            ["record", t("policyRecord")],
          ] as const
        ).map(([policy, label]) => (
          <label key={policy} className="flex items-start gap-2">
            <input
              type="radio"
              name="other-network-policy"
              className="mt-1"
              checked={current.data.policy === policy}
              disabled={save.isPending}
              onChange={() => save.mutate({ policy })}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
    </Card>
  );
}
