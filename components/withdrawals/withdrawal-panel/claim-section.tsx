// A withdrawal waiting for its receiver's address: the claim link to pass on and, for its owner, the
// form to give the address instead.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { TextField } from "@/components/ui/field";
import type { FormError } from "@/components/ui/use-form";
import { useFieldError } from "@/components/use-field-error";

export function ClaimSection({ claimUrl, own, busy, error, onGiveAddress }: {
  claimUrl: string;
  own: boolean;
  busy: boolean;
  /** The address's last save's error. */
  error: FormError | null;
  onGiveAddress: (address: string) => void;
}) {
  const t = useTranslations("withdrawal");
  const [address, setAddress] = useState("");
  const addressError = useFieldError(error);
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">{t("waitingAddress")}</p>
      <div className="flex items-start gap-2">
        <a href={claimUrl} className="min-w-0 break-all text-sm text-brand-700 underline" target="_blank" rel="noreferrer" data-testid="claim-link">{claimUrl}</a>
        <CopyButton text={claimUrl} label={t("copyLink")} />
      </div>
      {own ? (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            onGiveAddress(address);
          }}
        >
          <div className="flex-1">
            <TextField label={t("giveAddress")} value={address} onChange={(event) => setAddress(event.target.value)} error={addressError("address")} autoComplete="off" spellCheck={false} />
          </div>
          <Button type="submit" variant="secondary" disabled={busy}>{t("saveAddress")}</Button>
        </form>
      ) : null}
    </div>
  );
}
