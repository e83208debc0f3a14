"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useErrorText, useFieldError } from "@/components/use-field-error";
import { api } from "@/components/trpc-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";

const chainNames: Record<string, string> = { bitcoin: "Bitcoin", evm: "EVM", tron: "TRON" };

/** The currency that selects each chain's account key (its label and help are in the catalog). */
const keyKinds = ["BTC", "ETH", "USDTTRON"] as const;

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
  const t = useTranslations("wallets");
  const errorText = useErrorText();
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
  const fieldError = useFieldError(error);
  const xpubError = fieldError("xpub") ?? errorText(error);

  return (
    <div className="space-y-6">
      <Card title={t("registeredTitle")}>
        {wallets.isLoading ? <p className="text-sm text-slate-500">{t("loading")}</p> : null}
        {wallets.data?.length === 0 ? (
          <p className="text-sm text-slate-600">{t("none")}</p>
        ) : null}
        <ul className="divide-y divide-slate-100">
          {wallets.data?.map((wallet) => (
            <li key={wallet.id} className="space-y-2 py-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{t("chainKey", { chain: chainNames[wallet.chain] ?? wallet.chain })}</span>
                <Badge tone={wallet.network === "mainnet" ? "success" : "warning"}>{wallet.network}</Badge>
                <span className="text-sm text-slate-600">{t("nextIndex", { index: wallet.nextIndex })}</span>
              </div>
              <p className="text-sm text-slate-600">
                {t("serves")} <span className="font-mono text-xs">{wallet.currencies.join(", ")}</span>
              </p>
              <p className="text-xs text-slate-500">
                {t(wallet.networks.length > 1 ? "sameAddressesOn" : "addressesOn", { networks: wallet.networks.join(", ") })}
              </p>
              <p className="break-all font-mono text-xs text-slate-500">{wallet.extendedKey}</p>
              <AddressList addresses={wallet.preview} />
            </li>
          ))}
        </ul>
      </Card>

      <Card title={t("registerTitle")} description={t("registerDescription")}>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (preview.data) save.mutate({ currency, xpub });
            else preview.mutate({ currency, xpub });
          }}
        >
          <SelectField
            label={t("keyFor")}
            value={currency}
            onChange={(event) => {
              setCurrency(event.target.value);
              preview.reset();
            }}
          >
            {keyKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}.label`)}
              </option>
            ))}
          </SelectField>
          <p className="text-xs text-slate-600">{keyKinds.includes(currency as (typeof keyKinds)[number]) ? t(`kinds.${currency as (typeof keyKinds)[number]}.help`) : null}</p>
          <TextField
            label={t("extendedKey")}
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
                {t("checkAddresses", { network: preview.data.network, networks: preview.data.networks.join(", ") })}
              </p>
              <AddressList addresses={preview.data.preview} />
            </div>
          ) : null}
          <div className="flex gap-2">
            <Button type="submit" disabled={xpub.trim() === "" || preview.isPending || save.isPending}>
              {preview.data ? t("save") : t("check")}
            </Button>
            {save.isSuccess ? <span role="status" className="self-center text-sm text-emerald-700">{t("saved")}</span> : null}
          </div>
        </form>
      </Card>
    </div>
  );
}
