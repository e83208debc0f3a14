"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useErrorText, useFieldError } from "@/components/use-field-error";
import { api } from "@/components/trpc-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";

const emptyForm = { currentPassword: "", newPassword: "" };
const MIN_PASSWORD_LENGTH = 10;

/** A new password ends every session, this one too: the page then goes to the sign-in form. */
export function ChangePasswordForm() {
  const t = useTranslations("account.password");
  const errorText = useErrorText();
  const router = useRouter();
  const [form, setForm] = useState(emptyForm);
  const change = api.users.changePassword.useMutation({
    onSuccess: () => router.replace("/login?changed=password"),
  });
  const errorFor = useFieldError(change.error);
  return (
    <Card title={t("title")} description={t("description")}>
      <form
        className="grid max-w-md gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate(form);
        }}
      >
        <TextField label={t("current")} type="password" autoComplete="current-password" required
          value={form.currentPassword} error={errorFor("currentPassword")}
          onChange={(event) => setForm({ ...form, currentPassword: event.target.value })} />
        <TextField label={t("new")} type="password" autoComplete="new-password" required minLength={MIN_PASSWORD_LENGTH}
          value={form.newPassword} error={errorFor("newPassword")} hint={t("hint", { count: MIN_PASSWORD_LENGTH })}
          onChange={(event) => setForm({ ...form, newPassword: event.target.value })} />
        {change.error && !change.error.data?.fieldErrors ? (
          <p role="alert" className="text-sm text-red-600">{errorText(change.error)}</p>
        ) : null}
        <div>
          <Button type="submit" disabled={change.isPending}>{change.isPending ? t("submitting") : t("submit")}</Button>
        </div>
      </form>
    </Card>
  );
}
