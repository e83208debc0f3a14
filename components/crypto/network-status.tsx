"use client";
// The networks of this deployment as the wallets page lists them: watched or not (a node is
// configured), the currencies each carries, and the watcher's health.
import { api } from "@/components/trpc-provider";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";

function since(iso: string | null): string {
  if (!iso) return "never";
  const seconds = Math.max(0, Math.round((Date.now() - Date.parse(iso)) / 1000));
  if (seconds < 90) return `${seconds} s ago`;
  if (seconds < 5400) return `${Math.round(seconds / 60)} min ago`;
  return `${Math.round(seconds / 3600)} h ago`;
}

export function NetworkStatusList() {
  const status = api.wallets.networks.useQuery(undefined, { refetchInterval: 15_000 });
  return (
    <Card
      title="Networks"
      description="A network is watched once its node is configured (see docs/operations.md); its currencies are offered only then, except BTC, ETH and USDTBSC."
    >
      {status.isLoading ? <p className="text-sm text-slate-500">Loading…</p> : null}
      <ul className="divide-y divide-slate-100" data-testid="network-status">
        {status.data?.map((network) => (
          <li key={network.network} className="space-y-1 py-3" data-network={network.network}>
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{network.name}</span>
              {network.watched ? (
                network.lastError && (!network.checkedAt || (network.lastErrorAt ?? "") > network.checkedAt) ? (
                  <Badge tone="danger">Failing</Badge>
                ) : (
                  <Badge tone="success">Watched</Badge>
                )
              ) : (
                <Badge tone="neutral">Not configured</Badge>
              )}
              <span className="text-xs text-slate-500">{network.walletChain === "evm" ? "EVM key" : network.walletChain === "tron" ? "TRON key" : "Bitcoin key"}</span>
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
                Last block seen {network.headBlock?.toLocaleString("en-US") ?? "none yet"} · checked {since(network.checkedAt)}
                {network.lagBlocks !== null ? ` · final cursor ${network.lagBlocks.toLocaleString("en-US")} blocks behind` : ""} ·{" "}
                {network.confirmations} {network.network === "tron" ? "solidified " : ""}confirmation{network.confirmations === 1 ? "" : "s"}
              </p>
            ) : null}
            {network.lastError && network.watched ? (
              <p className="break-words text-xs text-red-700">
                Last error ({since(network.lastErrorAt)}): {network.lastError}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function OtherNetworkPolicySetting() {
  const utils = api.useUtils();
  const current = api.wallets.otherNetworkPolicy.useQuery();
  const save = api.wallets.setOtherNetworkPolicy.useMutation({ onSuccess: () => void utils.wallets.otherNetworkPolicy.invalidate() });
  if (!current.data) return null;
  return (
    <Card
      title="Payments on another network"
      description="Your EVM address is the same on every EVM chain and your key controls it on all of them, so USDT or USDC sent to an invoice's address on the wrong chain is still yours. Ponte finds it and records it with its network."
    >
      <fieldset className="space-y-2 text-sm">
        <legend className="sr-only">Payments on another network</legend>
        {(
          [
            ["count", "Count them toward the invoice, flagged “paid on another network” (default)"],
            ["record", "Only record and show them; the invoice waits for a payment on its own network"],
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
