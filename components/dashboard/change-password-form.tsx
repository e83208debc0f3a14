"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { fieldErrorOf } from "@/components/field-error";
import { api } from "@/components/trpc-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";

const emptyForm = { currentPassword: "", newPassword: "" };

/** A new password ends every session, this one too: the page then goes to the sign-in form. */
export function ChangePasswordForm() {
  const router = useRouter();
  const [form, setForm] = useState(emptyForm);
  const change = api.users.changePassword.useMutation({
    onSuccess: () => router.replace("/login?changed=password"),
  });
  const errorFor = (field: string) => fieldErrorOf(change.error, field);
  return (
    <Card title="Change password" description="Changing it signs you out everywhere, here included.">
      <form
        className="grid max-w-md gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate(form);
        }}
      >
        <TextField label="Current password" type="password" autoComplete="current-password" required
          value={form.currentPassword} error={errorFor("currentPassword")}
          onChange={(event) => setForm({ ...form, currentPassword: event.target.value })} />
        <TextField label="New password" type="password" autoComplete="new-password" required minLength={10}
          value={form.newPassword} error={errorFor("newPassword")} hint="At least 10 characters."
          onChange={(event) => setForm({ ...form, newPassword: event.target.value })} />
        {change.error && !change.error.data?.fieldErrors ? (
          <p role="alert" className="text-sm text-red-600">{change.error.message}</p>
        ) : null}
        <div>
          <Button type="submit" disabled={change.isPending}>{change.isPending ? "Changing…" : "Change password"}</Button>
        </div>
      </form>
    </Card>
  );
}
