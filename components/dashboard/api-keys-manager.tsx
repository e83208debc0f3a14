"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useErrorText, useFieldError } from "@/components/use-field-error";
import { useFormat } from "@/i18n/use-format";
import { api } from "@/components/trpc-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { TextField } from "@/components/ui/field";
import { tableOf } from "@/components/ui/table";

const { Table, TableHead, TableBody, TableRow, TableHeader, TableCell } = tableOf("regular");

export function ApiKeysManager() {
  const t = useTranslations("apiKeys");
  const format = useFormat();
  const errorText = useErrorText();
  const utils = api.useUtils();
  const keys = api.apiKeys.list.useQuery();
  const [name, setName] = useState("");
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const create = api.apiKeys.create.useMutation({
    onSuccess: (key) => {
      setCreated({ name: key.name, token: key.token });
      setName("");
      void utils.apiKeys.list.invalidate();
    },
  });
  const revoke = api.apiKeys.revoke.useMutation({ onSuccess: () => void utils.apiKeys.list.invalidate() });
  const fieldError = useFieldError(create.error);

  return (
    <div className="space-y-6">
      <Card title={t("createTitle")}>
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate({ name });
          }}
        >
          <div className="flex-1">
            <TextField
              label={t("name")}
              placeholder={t("namePlaceholder")}
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={fieldError("name") ?? (create.error ? errorText(create.error) : null)}
              required
              maxLength={100}
            />
          </div>
          <Button type="submit" disabled={create.isPending || name.trim() === ""}>
            {t("create")}
          </Button>
        </form>
        {created ? (
          <div role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm">
            <p className="font-medium text-amber-900">
              {t("copyNow", { name: created.name })}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <code data-testid="new-api-key" className="break-all rounded bg-white px-2 py-1 font-mono text-xs">
                {created.token}
              </code>
              <CopyButton text={created.token} label={t("copy")} />
            </div>
          </div>
        ) : null}
      </Card>

      <Card title={t("listTitle")}>
        {keys.isLoading ? (
          <p className="text-sm text-slate-500">{t("loading")}</p>
        ) : keys.data?.length ? (
          <div className="md:overflow-x-auto">
            <Table>
              <TableHead>
                <TableHeader>{t("name")}</TableHeader>
                <TableHeader>{t("key")}</TableHeader>
                <TableHeader>{t("created")}</TableHeader>
                <TableHeader>{t("lastUsed")}</TableHeader>
                <TableHeader><span className="sr-only">{t("actions")}</span></TableHeader>
              </TableHead>
              <TableBody>
                {keys.data.map((key) => (
                  <TableRow key={key.id}>
                    <TableCell className="font-medium break-all">{key.name}</TableCell>
                    <TableCell className="font-mono text-xs" data-label={t("key")}>{key.prefix}…</TableCell>
                    <TableCell data-label={t("created")}>{format.dateTime(key.createdAt)}</TableCell>
                    <TableCell data-label={t("lastUsed")}>{key.lastUsedAt ? format.dateTime(key.lastUsedAt) : t("never")}</TableCell>
                    <TableCell className="text-right max-md:pt-2">
                      {key.revokedAt ? (
                        <Badge tone="danger">{t("revoked")}</Badge>
                      ) : (
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={revoke.isPending}
                          onClick={() => {
                            if (window.confirm(t("confirmRevoke", { name: key.name }))) {
                              revoke.mutate({ id: key.id });
                            }
                          }}
                        >
                          {t("revoke")}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        ) : (
          <p className="text-sm text-slate-500">{t("empty")}</p>
        )}
      </Card>
    </div>
  );
}
