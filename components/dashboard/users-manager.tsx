"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useErrorText, useFieldError } from "@/components/use-field-error";
import { useFormat } from "@/i18n/use-format";
import { api } from "@/components/trpc-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { tableOf } from "@/components/ui/table";

const { Table, TableHead, TableBody, TableRow, TableHeader, TableCell } = tableOf("regular");

const emptyForm = { email: "", name: "", password: "", role: "merchant" as "merchant" | "operator" | "admin" };

export function UsersManager() {
  const t = useTranslations("usersAdmin");
  const tRoles = useTranslations("roles");
  const format = useFormat();
  const errorText = useErrorText();
  const utils = api.useUtils();
  const users = api.users.list.useQuery();
  const [form, setForm] = useState(emptyForm);
  const create = api.users.create.useMutation({
    onSuccess: () => {
      setForm(emptyForm);
      void utils.users.list.invalidate();
    },
  });
  const setSandbox = api.users.setSandbox.useMutation({ onSuccess: () => void utils.users.list.invalidate() });
  const setDisabled = api.users.setDisabled.useMutation({ onSuccess: () => void utils.users.list.invalidate() });
  const errorFor = useFieldError(create.error);

  return (
    <div className="space-y-6">
      <Card title={t("createTitle")}>
        <form
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate(form);
          }}
        >
          <TextField label={t("email")} type="email" required value={form.email} error={errorFor("email")}
            onChange={(event) => setForm({ ...form, email: event.target.value })} />
          <TextField label={t("name")} required value={form.name} error={errorFor("name")}
            onChange={(event) => setForm({ ...form, name: event.target.value })} />
          <TextField label={t("password")} type="password" required minLength={10} value={form.password}
            error={errorFor("password")} hint={t("passwordHint", { count: 10 })}
            onChange={(event) => setForm({ ...form, password: event.target.value })} />
          <SelectField label={t("role")} value={form.role}
            onChange={(event) => setForm({ ...form, role: event.target.value as typeof form.role })}>
            <option value="merchant">{tRoles("merchant")}</option>
            <option value="operator">{tRoles("operator")}</option>
            <option value="admin">{tRoles("admin")}</option>
          </SelectField>
          <div className="sm:col-span-2">
            {create.error && !create.error.data?.fieldErrors ? (
              <p role="alert" className="mb-2 text-sm text-red-600">{errorText(create.error)}</p>
            ) : null}
            <Button type="submit" disabled={create.isPending}>{t("create")}</Button>
          </div>
        </form>
      </Card>
      <Card title={t("listTitle")}>
        {setDisabled.error ? <p role="alert" className="mb-2 text-sm text-red-600">{errorText(setDisabled.error)}</p> : null}
        {users.isLoading ? (
          <p className="text-sm text-slate-500">{t("loading")}</p>
        ) : (
          <div className="md:overflow-x-auto">
            <Table>
              <TableHead>
                <TableHeader>{t("user")}</TableHeader>
                <TableHeader>{t("role")}</TableHeader>
                <TableHeader>{t("created")}</TableHeader>
                <TableHeader>{t("sandbox")}</TableHeader>
                <TableHeader>{t("access")}</TableHeader>
              </TableHead>
              <TableBody>
                {users.data?.map((user) => (
                  <TableRow key={user.id}>
                    <TableCell>
                      <p className="font-medium">{user.name}</p>
                      <p className="break-all text-xs text-slate-500">{t("emailAndId", { email: user.email, id: user.id })}</p>
                    </TableCell>
                    <TableCell data-label={t("role")}><Badge tone={user.role === "merchant" ? "neutral" : "info"}>{tRoles(user.role)}</Badge></TableCell>
                    <TableCell data-label={t("created")}>{format.dateTime(user.createdAt)}</TableCell>
                    <TableCell data-label={t("sandbox")}>
                      <label className="inline-flex items-center gap-2">
                        <input type="checkbox" checked={user.sandbox} disabled={setSandbox.isPending}
                          onChange={(event) => setSandbox.mutate({ userId: user.id, sandbox: event.target.checked })} />
                        <span className="sr-only">{t("sandboxFor", { email: user.email })}</span>
                        <span aria-hidden>{user.sandbox ? t("on") : t("off")}</span>
                      </label>
                    </TableCell>
                    <TableCell data-label={t("access")}>
                      {/* Disabling signs the user out everywhere and refuses their API keys. */}
                      <Button size="sm" variant="secondary" disabled={setDisabled.isPending}
                        aria-label={user.disabledAt ? t("enableFor", { email: user.email }) : t("disableFor", { email: user.email })}
                        onClick={() => setDisabled.mutate({ userId: user.id, disabled: !user.disabledAt })}>
                        {user.disabledAt ? t("enable") : t("disable")}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </Card>
    </div>
  );
}
