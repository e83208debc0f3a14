"use client";
// Webhook settings: endpoint URL, signing secret (reveal, rotate) and a test event with its result.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useErrorText } from "@/components/use-field-error";
import { useFormat } from "@/i18n/use-format";
import { api } from "@/components/trpc-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { TextField } from "@/components/ui/field";
import { Form, SavedNotice } from "@/components/ui/form";
import { useForm } from "@/components/ui/use-form";

type TestResult = { ok: boolean; statusCode: number | null; errorKind: string | null; latencyMs: number; excerpt: string | null };

export function WebhookSettings() {
  const t = useTranslations("webhookSettings");
  const tCommon = useTranslations("common");
  const format = useFormat();
  const errorText = useErrorText();
  const utils = api.useUtils();
  const settings = api.webhooks.settings.useQuery();
  const form = useForm({
    initial: settings.isPending ? undefined : { url: settings.data?.url ?? "" },
    mutation: api.webhooks.setUrl.useMutation(),
    toInput: ({ url }: { url: string }) => ({ url }),
    onSuccess: () => utils.webhooks.settings.invalidate(),
  });
  const [secret, setSecret] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<TestResult | null>(null);

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
  const urlFieldError = form.fieldError("url");
  const urlError = urlFieldError ? t("urlError", { problem: urlFieldError }) : form.formError;

  return (
    <div className="space-y-6">
      <Card title={t("endpointTitle")} description={t("endpointDescription")}>
        <Form form={form} loadingLabel={tCommon("loading")} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          {({ url }) => (
            <>
              <div className="flex-1">
                <TextField
                  label={t("url")}
                  name="url"
                  type="url"
                  placeholder={t("urlPlaceholder")}
                  {...form.field("url")}
                  error={urlError}
                  hint={t("urlHint")}
                  required
                  maxLength={2048}
                />
              </div>
              <Button type="submit" disabled={form.isPending || url.trim() === ""}>
                {form.isPending ? t("saving") : configured ? t("update") : t("save")}
              </Button>
            </>
          )}
        </Form>
        <SavedNotice form={form} className="mt-2">
          {t("saved")}
        </SavedNotice>
      </Card>

      {configured ? (
        <Card title={t("secretTitle")} description={t("secretDescription")}>
          <div className="flex flex-wrap items-center gap-2">
            {secret ? (
              <>
                <code data-testid="webhook-secret" className="break-all rounded bg-slate-100 px-2 py-1 font-mono text-xs">
                  {secret}
                </code>
                <CopyButton text={secret} label={t("copy")} />
                <Button size="sm" variant="ghost" onClick={() => setSecret(null)}>
                  {t("hide")}
                </Button>
              </>
            ) : (
              <Button size="sm" variant="secondary" disabled={reveal.isPending} onClick={() => reveal.mutate()}>
                {t("reveal")}
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              disabled={rotate.isPending}
              onClick={() => {
                if (window.confirm(t("confirmRotate"))) rotate.mutate();
              }}
            >
              {t("rotate")}
            </Button>
          </div>
          {settings.data?.previousSecretExpiresAt ? (
            <p className="mt-2 text-sm text-amber-800">
              {t("rotating", { until: format.dateTime(settings.data.previousSecretExpiresAt) })}
            </p>
          ) : null}
        </Card>
      ) : null}

      {configured ? (
        <Card title={t("testTitle")} description={t("testDescription")}>
          <Button variant="secondary" disabled={sendTest.isPending} onClick={() => sendTest.mutate()}>
            {sendTest.isPending ? t("sending") : t("sendTest")}
          </Button>
          {sendTest.error ? (
            <p role="alert" className="mt-2 text-sm text-red-600">
              {errorText(sendTest.error)}
            </p>
          ) : null}
          {testResult ? (
            <div role="status" data-testid="webhook-test-result" className="mt-3 space-y-1 text-sm">
              <p className="flex items-center gap-2">
                <Badge tone={testResult.ok ? "success" : "danger"}>{testResult.ok ? t("delivered") : t("failed")}</Badge>
                <span>
                  {`${testResult.statusCode !== null ? `HTTP ${testResult.statusCode}` : testResult.errorKind} · ${format.number(testResult.latencyMs)} ms`}
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
