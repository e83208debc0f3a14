"use client";
import { fieldErrorOf } from "@/components/field-error";
import { useState } from "react";
import { api } from "@/components/trpc-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";

const chainNames: Record<string, string> = { bitcoin: "Bitcoin", evm: "EVM", tron: "TRON" };

/** The account key each chain's wallets export, and the currency that selects the chain. */
const keyKinds = [
  { currency: "BTC", label: "Bitcoin (BTC)", help: "The account key (xpub, ypub, zpub, tpub or vpub) of m/84'/0'/0'; addresses are native segwit m/0/i." },
  {
    currency: "ETH",
    label: "EVM: ETH, USDT and USDC on Ethereum, BNB Smart Chain, Polygon, Base, Arbitrum",
    help: "The account xpub of m/44'/60'/0'; one address (m/0/i) serves every EVM chain.",
  },
  { currency: "USDTTRON", label: "TRON: USDT (TRC-20)", help: "The account xpub of m/44'/195'/0' (as TronLink and Trust Wallet derive); addresses T… are m/0/i." },
] as const;

function AddressList({ addresses }: { addresses: string[] }) {
  return (
    <ol className="space-y-1 font-mono text-xs">
      {addresses.map((address, index) => (
        <li key={address} className="break-all">
          <span className="text-slate-500">{index}:</span> {address}
        </li>
      ))}
    </ol>
  );
}

/** Register account xpubs; the first addresses are shown before saving so they can be compared with the wallet app. */
export function WalletsManager() {
  const utils = api.useUtils();
  const wallets = api.wallets.list.useQuery();
  const [currency, setCurrency] = useState("BTC");
  const [xpub, setXpub] = useState("");
  const preview = api.wallets.preview.useMutation();
  const save = api.wallets.set.useMutation({
    onSuccess: () => {
      setXpub("");
      preview.reset();
      void utils.wallets.list.invalidate();
    },
  });
  const error = save.error ?? preview.error;
  const xpubError = fieldErrorOf(error, "xpub") ?? (error ? error.message : null);

  return (
    <div className="space-y-6">
      <Card title="Registered wallets">
        {wallets.isLoading ? <p className="text-sm text-slate-500">Loading…</p> : null}
        {wallets.data?.length === 0 ? (
          <p className="text-sm text-slate-600">No wallet yet: crypto payments answer “wallet not configured” until you register one.</p>
        ) : null}
        <ul className="divide-y divide-slate-100">
          {wallets.data?.map((wallet) => (
            <li key={wallet.id} className="space-y-2 py-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{chainNames[wallet.chain] ?? wallet.chain} key</span>
                <Badge tone={wallet.network === "mainnet" ? "success" : "warning"}>{wallet.network}</Badge>
                <span className="text-sm text-slate-600">next index {wallet.nextIndex}</span>
              </div>
              <p className="text-sm text-slate-600">
                Serves <span className="font-mono text-xs">{wallet.currencies.join(", ")}</span>
              </p>
              <p className="text-xs text-slate-500">
                {wallet.networks.length > 1 ? "The same addresses on " : "Addresses on "}
                {wallet.networks.join(", ")}
              </p>
              <p className="break-all font-mono text-xs text-slate-500">{wallet.extendedKey}</p>
              <AddressList addresses={wallet.preview} />
            </li>
          ))}
        </ul>
      </Card>

      <Card
        title="Register an extended public key"
        description="One account key per chain; its first addresses are shown before saving so you can compare them with your wallet app. Never paste a private key."
      >
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (preview.data) save.mutate({ currency, xpub });
            else preview.mutate({ currency, xpub });
          }}
        >
          <SelectField
            label="Key for"
            value={currency}
            onChange={(event) => {
              setCurrency(event.target.value);
              preview.reset();
            }}
          >
            {keyKinds.map((kind) => (
              <option key={kind.currency} value={kind.currency}>
                {kind.label}
              </option>
            ))}
          </SelectField>
          <p className="text-xs text-slate-600">{keyKinds.find((kind) => kind.currency === currency)?.help}</p>
          <TextField
            label="Extended public key"
            value={xpub}
            onChange={(event) => {
              setXpub(event.target.value);
              preview.reset();
            }}
            error={xpubError}
            autoComplete="off"
            spellCheck={false}
            required
          />
          {preview.data ? (
            <div role="status" className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
              <p className="mb-2 font-medium">
                Check that your wallet app shows these first receive addresses ({preview.data.network}, on{" "}
                {preview.data.networks.join(", ")}):
              </p>
              <AddressList addresses={preview.data.preview} />
            </div>
          ) : null}
          <div className="flex gap-2">
            <Button type="submit" disabled={xpub.trim() === "" || preview.isPending || save.isPending}>
              {preview.data ? "They match: save wallet" : "Check key"}
            </Button>
            {save.isSuccess ? <span role="status" className="self-center text-sm text-emerald-700">Saved.</span> : null}
          </div>
        </form>
      </Card>
    </div>
  );
}
