"use client";
import { fieldErrorOf } from "@/components/field-error";
import { useState } from "react";
import { api } from "@/components/trpc-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { TextField } from "@/components/ui/field";
import { formatDateTime } from "@/components/format";
import { tableOf } from "@/components/ui/table";

const { Table, TableHead, TableBody, TableHeader, TableCell } = tableOf("regular");

export function ApiKeysManager() {
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

  return (
    <div className="space-y-6">
      <Card title="Create a key">
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate({ name });
          }}
        >
          <div className="flex-1">
            <TextField
              label="Name"
              placeholder="e.g. Production server"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={fieldErrorOf(create.error, "name") ?? (create.error ? create.error.message : null)}
              required
              maxLength={100}
            />
          </div>
          <Button type="submit" disabled={create.isPending || name.trim() === ""}>
            Create key
          </Button>
        </form>
        {created ? (
          <div role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm">
            <p className="font-medium text-amber-900">
              Copy “{created.name}” now: this is the only time it is shown.
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <code data-testid="new-api-key" className="break-all rounded bg-white px-2 py-1 font-mono text-xs">
                {created.token}
              </code>
              <CopyButton text={created.token} />
            </div>
          </div>
        ) : null}
      </Card>

      <Card title="Your keys">
        {keys.isLoading ? (
          <p className="text-sm text-slate-500">Loading…</p>
        ) : keys.data?.length ? (
          <div className="overflow-x-auto">
            <Table>
              <TableHead>
                <TableHeader>Name</TableHeader>
                <TableHeader>Key</TableHeader>
                <TableHeader>Created</TableHeader>
                <TableHeader>Last used</TableHeader>
                <TableHeader />
              </TableHead>
              <TableBody>
                {keys.data.map((key) => (
                  <tr key={key.id}>
                    <TableCell className="font-medium">{key.name}</TableCell>
                    <TableCell className="font-mono text-xs">{key.prefix}…</TableCell>
                    <TableCell>{formatDateTime(key.createdAt)}</TableCell>
                    <TableCell>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : "Never"}</TableCell>
                    <TableCell className="text-right">
                      {key.revokedAt ? (
                        <Badge tone="danger">Revoked</Badge>
                      ) : (
                        <Button
                          variant="secondary"
                          size="sm"
                          disabled={revoke.isPending}
                          onClick={() => {
                            if (window.confirm(`Revoke “${key.name}”? Requests using it will fail at once.`)) {
                              revoke.mutate({ id: key.id });
                            }
                          }}
                        >
                          Revoke
                        </Button>
                      )}
                    </TableCell>
                  </tr>
                ))}
              </TableBody>
            </Table>
          </div>
        ) : (
          <p className="text-sm text-slate-500">No keys yet. Create one to call the REST API.</p>
        )}
      </Card>
    </div>
  );
}
