"use client";
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { signInWithPassword, type SignInState } from "@/server/session/actions";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";

export function LoginForm({ next }: { next: string }) {
  const t = useTranslations("login");
  const [state, action, pending] = useActionState<SignInState, FormData>(signInWithPassword, { error: null });
  const error =
    state.error === "throttled"
      ? t("throttled", { minutes: Math.max(1, Math.ceil((state.retryAfterSeconds ?? 60) / 60)) })
      : state.error === "wrong_credentials"
        ? t("wrongCredentials")
        : null;
  return (
    <form action={action} className="space-y-4" noValidate={false}>
      <input type="hidden" name="next" value={next} />
      <TextField label={t("email")} name="email" type="email" autoComplete="username" required />
      <TextField label={t("password")} name="password" type="password" autoComplete="current-password" required />
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
