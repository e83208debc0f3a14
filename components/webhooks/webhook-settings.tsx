"use client";
// Webhook settings: endpoint URL, signing secret (reveal, rotate) and a test event with its result.
import { useState } from "react";
import { fieldErrorOf } from "@/components/field-error";
import { formatDateTime } from "@/components/format";
import { api } from "@/components/trpc-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { TextField } from "@/components/ui/field";

type TestResult = { ok: boolean; statusCode: number | null; errorKind: string | null; latencyMs: number; excerpt: string | null };

export function WebhookSettings() {
  const utils = api.useUtils();
  const settings = api.webhooks.settings.useQuery();
  // What the merchant typed; until then the saved URL is shown.
  const [draft, setDraft] = useState<string | null>(null);
  const url = draft ?? settings.data?.url ?? "";
  const [secret, setSecret] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<TestResult | null>(null);

  const save = api.webhooks.setUrl.useMutation({
    onSuccess: async () => {
      await utils.webhooks.settings.invalidate();
      setDraft(null);
    },
  });
  const reveal = api.webhooks.revealSecret.useMutation({ onSuccess: (data) => setSecret(data?.secret ?? null) });
  const rotate = api.webhooks.rotateSecret.useMutation({
    onSuccess: (data) => {
      setSecret(data.secret);
      void utils.webhooks.settings.invalidate();
    },
  });
  const sendTest = api.webhooks.sendTest.useMutation({
    onSuccess: (result) => {
      setTestResult(result);
      void utils.webhooks.deliveries.invalidate();
    },
  });

  const configured = Boolean(settings.data);
  const urlFieldError = fieldErrorOf(save.error, "url");
  const urlError = urlFieldError ? `The URL ${urlFieldError}.` : (save.error?.message ?? null);

  return (
    <div className="space-y-6">
      <Card title="Endpoint" description="Ponte POSTs every invoice event to this URL.">
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ url });
          }}
        >
          <div className="flex-1">
            <TextField
              label="Webhook URL"
              name="url"
              type="url"
              placeholder="https://example.com/webhooks/ponte"
              value={url}
              onChange={(event) => setDraft(event.target.value)}
              error={urlError}
              hint="https only in production; private, loopback and cloud metadata addresses are refused."
              required
              maxLength={2048}
            />
          </div>
          <Button type="submit" disabled={save.isPending || url.trim() === ""}>
            {save.isPending ? "Saving…" : configured ? "Update URL" : "Save URL"}
          </Button>
        </form>
        {save.isSuccess ? (
          <p role="status" className="mt-2 text-sm text-emerald-700">
            Saved.
          </p>
        ) : null}
      </Card>

      {configured ? (
        <Card title="Signing secret" description="Verify each delivery's signature with this secret.">
          <div className="flex flex-wrap items-center gap-2">
            {secret ? (
              <>
                <code data-testid="webhook-secret" className="break-all rounded bg-slate-100 px-2 py-1 font-mono text-xs">
                  {secret}
                </code>
                <CopyButton text={secret} />
                <Button size="sm" variant="ghost" onClick={() => setSecret(null)}>
                  Hide
                </Button>
              </>
            ) : (
              <Button size="sm" variant="secondary" disabled={reveal.isPending} onClick={() => reveal.mutate()}>
                Reveal secret
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              disabled={rotate.isPending}
              onClick={() => {
                if (window.confirm("Rotate the signing secret? The old one keeps signing beside the new one for 24 hours.")) rotate.mutate();
              }}
            >
              Rotate secret
            </Button>
          </div>
          {settings.data?.previousSecretExpiresAt ? (
            <p className="mt-2 text-sm text-amber-800">
              Rotation in progress: the previous secret also signs until {formatDateTime(settings.data.previousSecretExpiresAt)}.
            </p>
          ) : null}
        </Card>
      ) : null}

      {configured ? (
        <Card title="Test event" description="Sends a webhook.test event to your endpoint now.">
          <Button variant="secondary" disabled={sendTest.isPending} onClick={() => sendTest.mutate()}>
            {sendTest.isPending ? "Sending…" : "Send test event"}
          </Button>
          {sendTest.error ? (
            <p role="alert" className="mt-2 text-sm text-red-600">
              {sendTest.error.message}
            </p>
          ) : null}
          {testResult ? (
            <div role="status" data-testid="webhook-test-result" className="mt-3 space-y-1 text-sm">
              <p className="flex items-center gap-2">
                <Badge tone={testResult.ok ? "success" : "danger"}>{testResult.ok ? "Delivered" : "Failed"}</Badge>
                <span>
                  {testResult.statusCode !== null ? `HTTP ${testResult.statusCode}` : testResult.errorKind} · {testResult.latencyMs} ms
                </span>
              </p>
              {testResult.excerpt ? (
                <pre className="max-h-32 overflow-auto rounded bg-slate-50 p-2 font-mono text-xs text-slate-700">{testResult.excerpt}</pre>
              ) : null}
            </div>
          ) : null}
        </Card>
      ) : null}
    </div>
  );
}
