// The owner pastes the hash of the send they made, for the page to check it pays the withdrawal.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import type { FormError } from "@/components/ui/use-form";
import { useFieldError } from "@/components/use-field-error";

export function TransactionHashForm({ busy, error, onSubmitHash }: {
  busy: boolean;
  /** The last check's error. */
  error: FormError | null;
  onSubmitHash: (hash: string) => void;
}) {
  const t = useTranslations("withdrawal");
  const [hash, setHash] = useState("");
  const hashError = useFieldError(error);
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmitHash(hash);
      }}
    >
      <div className="flex-1">
        <TextField
          label={t("pasteHash")}
          value={hash}
          onChange={(event) => setHash(event.target.value)}
          error={hashError("transaction_hash")}
          hint={t("pasteHashHint")}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={busy || hash.trim() === ""}>{t("checkTransaction")}</Button>
    </form>
  );
}
