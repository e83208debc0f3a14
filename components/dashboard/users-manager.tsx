"use client";
import { fieldErrorOf } from "@/components/field-error";
import { useState } from "react";
import { api } from "@/components/trpc-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { formatDateTime } from "@/components/format";
import { tableOf } from "@/components/ui/table";

const { Table, TableHead, TableBody, TableHeader, TableCell } = tableOf("regular");

const emptyForm = { email: "", name: "", password: "", role: "merchant" as "merchant" | "operator" | "admin" };

export function UsersManager() {
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
  const errorFor = (field: string) =>
    fieldErrorOf(create.error, field);

  return (
    <div className="space-y-6">
      <Card title="Create a user">
        <form
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate(form);
          }}
        >
          <TextField label="E-mail" type="email" required value={form.email} error={errorFor("email")}
            onChange={(event) => setForm({ ...form, email: event.target.value })} />
          <TextField label="Name" required value={form.name} error={errorFor("name")}
            onChange={(event) => setForm({ ...form, name: event.target.value })} />
          <TextField label="Password" type="password" required minLength={10} value={form.password}
            error={errorFor("password")} hint="At least 10 characters."
            onChange={(event) => setForm({ ...form, password: event.target.value })} />
          <SelectField label="Role" value={form.role}
            onChange={(event) => setForm({ ...form, role: event.target.value as typeof form.role })}>
            <option value="merchant">Merchant</option>
            <option value="operator">Operator</option>
            <option value="admin">Admin</option>
          </SelectField>
          <div className="sm:col-span-2">
            {create.error && !create.error.data?.fieldErrors ? (
              <p role="alert" className="mb-2 text-sm text-red-600">{create.error.message}</p>
            ) : null}
            <Button type="submit" disabled={create.isPending}>Create user</Button>
          </div>
        </form>
      </Card>
      <Card title="All users">
        {setDisabled.error ? <p role="alert" className="mb-2 text-sm text-red-600">{setDisabled.error.message}</p> : null}
        {users.isLoading ? (
          <p className="text-sm text-slate-500">Loading…</p>
        ) : (
          <div className="overflow-x-auto">
            <Table>
              <TableHead>
                <TableHeader>User</TableHeader>
                <TableHeader>Role</TableHeader>
                <TableHeader>Created</TableHeader>
                <TableHeader>Sandbox</TableHeader>
                <TableHeader>Access</TableHeader>
              </TableHead>
              <TableBody>
                {users.data?.map((user) => (
                  <tr key={user.id}>
                    <TableCell>
                      <p className="font-medium">{user.name}</p>
                      <p className="text-xs text-slate-500">{user.email} · id {user.id}</p>
                    </TableCell>
                    <TableCell><Badge tone={user.role === "merchant" ? "neutral" : "info"}>{user.role}</Badge></TableCell>
                    <TableCell>{formatDateTime(user.createdAt)}</TableCell>
                    <TableCell>
                      <label className="inline-flex items-center gap-2">
                        <input type="checkbox" checked={user.sandbox} disabled={setSandbox.isPending}
                          onChange={(event) => setSandbox.mutate({ userId: user.id, sandbox: event.target.checked })} />
                        <span className="sr-only">Sandbox mode for {user.email}</span>
                        <span aria-hidden>{user.sandbox ? "On" : "Off"}</span>
                      </label>
                    </TableCell>
                    <TableCell>
                      {/* Disabling signs the user out everywhere and refuses their API keys. */}
                      <Button size="sm" variant="secondary" disabled={setDisabled.isPending}
                        aria-label={`${user.disabledAt ? "Enable" : "Disable"} ${user.email}`}
                        onClick={() => setDisabled.mutate({ userId: user.id, disabled: !user.disabledAt })}>
                        {user.disabledAt ? "Enable" : "Disable"}
                      </Button>
                    </TableCell>
                  </tr>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </Card>
    </div>
  );
}
