"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { api } from "@/components/trpc-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { Form, FormError } from "@/components/ui/form";
import { useForm } from "@/components/ui/use-form";

const emptyForm = { currentPassword: "", newPassword: "" };
const MIN_PASSWORD_LENGTH = 10;

/** A new password ends every session, this one too: the page then goes to the sign-in form. */
export function ChangePasswordForm() {
  const t = useTranslations("account.password");
  const tCommon = useTranslations("common");
  const router = useRouter();
  const form = useForm({
    initial: emptyForm,
    mutation: api.users.changePassword.useMutation(),
    toInput: (values: typeof emptyForm) => values,
    onSuccess: () => router.replace("/login?changed=password"),
  });
  return (
    <Card title={t("title")} description={t("description")}>
      <Form form={form} loadingLabel={tCommon("loading")} className="grid max-w-md gap-3">
        {() => (
          <>
            <TextField label={t("current")} type="password" autoComplete="current-password" required {...form.field("currentPassword")} />
            <TextField label={t("new")} type="password" autoComplete="new-password" required minLength={MIN_PASSWORD_LENGTH}
              hint={t("hint", { count: MIN_PASSWORD_LENGTH })} {...form.field("newPassword")} />
            <FormError form={form} />
            <div>
              <Button type="submit" disabled={form.isPending}>{form.isPending ? t("submitting") : t("submit")}</Button>
            </div>
          </>
        )}
      </Form>
    </Card>
  );
}
