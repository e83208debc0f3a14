"use client";
// The merchant's own PSP connection (API Pix with mutual TLS): URLs, client id and secret, the client
// certificate as PEM files or one PKCS#12 file. Secrets are never shown back; a blank one keeps the
// saved one. Test connection says which step failed and why.
import { useTranslations } from "next-intl";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { fieldErrorOf } from "@/components/field-error";
import { api } from "@/components/trpc-provider";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { useFormat } from "@/i18n/use-format";

type Form = {
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  certificatePem: string;
  privateKeyPem: string;
  pkcs12Base64: string;
  pkcs12Password: string;
  serverCaPem: string;
};
const empty: Form = { baseUrl: "", tokenUrl: "", clientId: "", clientSecret: "", certificatePem: "", privateKeyPem: "", pkcs12Base64: "", pkcs12Password: "", serverCaPem: "" };

async function readFile(file: File, as: "text" | "base64"): Promise<string> {
  if (as === "text") return file.text();
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function FileField({ label, hint, accept, as, error, onLoad }: {
  label: string;
  hint: string;
  accept: string;
  as: "text" | "base64";
  error?: string | null;
  onLoad: (content: string) => void;
}) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) void readFile(file, as).then(onLoad);
    else onLoad("");
  };
  return <TextField label={label} type="file" accept={accept} onChange={onChange} error={error} hint={hint} />;
}

const webhookTone = { registered: "success", failed: "danger", not_tried: "warning" } as const;

export function PspConnectionForm() {
  const t = useTranslations("pspConnection");
  const tCommon = useTranslations("common");
  const format = useFormat();
  const connection = api.pix.connection.useQuery();
  const utils = api.useUtils();
  const [form, setForm] = useState<Form | null>(null);
  const saved = connection.data;
  const current = form ?? (saved ? { ...empty, baseUrl: saved.baseUrl, tokenUrl: saved.tokenUrl, clientId: saved.clientId } : empty);
  const save = api.pix.setConnection.useMutation({
    onSuccess: () => {
      setForm(null);
      void utils.pix.connection.invalidate();
    },
  });
  const test = api.pix.testConnection.useMutation();
  const remove = api.pix.deleteConnection.useMutation({ onSuccess: () => void utils.pix.connection.invalidate() });
  const me = api.users.me.useQuery();
  const simulated = api.pix.connectSimulator.useMutation({
    onSuccess: () => {
      setForm(null);
      test.reset();
      void utils.pix.connection.invalidate();
    },
  });
  const fieldError = (name: string) => fieldErrorOf(save.error, name);
  const set = (name: keyof Form) => (value: string) => setForm({ ...current, [name]: value });
  const onText = (name: keyof Form) => (event: { target: { value: string } }) => set(name)(event.target.value);

  const certificateName = (connection: NonNullable<typeof saved>) => {
    if (connection.certificateKind === "none") return t("certificate.none");
    if (connection.certificateKind === "pkcs12") return t("certificate.pkcs12");
    return connection.certificateSubject ? t("certificate.pemSubject", { subject: connection.certificateSubject }) : t("certificate.pem");
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    test.reset();
    const blankToUndefined = (value: string) => (value.trim() ? value : undefined);
    save.mutate({
      baseUrl: current.baseUrl,
      tokenUrl: current.tokenUrl,
      clientId: current.clientId,
      clientSecret: blankToUndefined(current.clientSecret),
      certificatePem: blankToUndefined(current.certificatePem),
      privateKeyPem: blankToUndefined(current.privateKeyPem),
      pkcs12Base64: blankToUndefined(current.pkcs12Base64),
      pkcs12Password: current.pkcs12Base64 ? current.pkcs12Password : undefined,
      serverCaPem: blankToUndefined(current.serverCaPem),
    });
  };

  return (
    <Card
      title={t("title")}
      description={t("description")}
    >
      {connection.isPending ? (
        <p className="text-sm text-slate-500">{tCommon("loading")}</p>
      ) : (
        <form onSubmit={onSubmit} className="grid max-w-xl gap-4" noValidate aria-label={t("formLabel")}>
          {saved ? (
            <div className="space-y-1 rounded-md bg-slate-50 p-3 text-sm" data-testid="psp-connection-status">
              <p>
                {t.rich(saved.certificateValidTo ? "connectedAsValidUntil" : "connectedAs", {
                  clientId: saved.clientId,
                  certificate: certificateName(saved),
                  date: saved.certificateValidTo ? format.date(saved.certificateValidTo) : "",
                  strong: (chunks) => <strong>{chunks}</strong>,
                })}
              </p>
              <p className="flex items-center gap-2">
                {t("callback")} <Badge tone={webhookTone[saved.webhookStatus]}>{t(`webhookStatus.${saved.webhookStatus}`)}</Badge>
              </p>
              {saved.webhookMessage ? <p className="text-slate-600">{saved.webhookMessage}</p> : null}
              <p className="text-xs text-slate-500">{t("secretsNote")}</p>
            </div>
          ) : null}
          <TextField label={t("baseUrl")} name="baseUrl" value={current.baseUrl} onChange={onText("baseUrl")} error={fieldError("baseUrl")} placeholder={t("baseUrlExample")} required />
          <TextField label={t("tokenUrl")} name="tokenUrl" value={current.tokenUrl} onChange={onText("tokenUrl")} error={fieldError("tokenUrl")} placeholder={t("tokenUrlExample")} required />
          <TextField label={t("clientId")} name="clientId" value={current.clientId} onChange={onText("clientId")} error={fieldError("clientId")} autoComplete="off" required />
          <TextField label={t("clientSecret")} name="clientSecret" type="password" value={current.clientSecret} onChange={onText("clientSecret")} error={fieldError("clientSecret")} autoComplete="new-password" placeholder={saved ? t("savedSecret") : ""} />
          <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-700">{t("certificateLegend")}</legend>
            <FileField label={t("certificatePem")} accept=".pem,.crt,.cer" as="text" hint={t("certificatePemHint")} error={fieldError("certificatePem")} onLoad={set("certificatePem")} />
            <FileField label={t("privateKeyPem")} accept=".pem,.key" as="text" hint={t("privateKeyPemHint")} error={fieldError("privateKeyPem")} onLoad={set("privateKeyPem")} />
            <FileField label={t("pkcs12")} accept=".p12,.pfx" as="base64" hint={t("pkcs12Hint")} error={fieldError("pkcs12Base64")} onLoad={set("pkcs12Base64")} />
            <TextField label={t("pkcs12Password")} name="pkcs12Password" type="password" value={current.pkcs12Password} onChange={onText("pkcs12Password")} error={fieldError("pkcs12Password")} autoComplete="new-password" />
            <FileField label={t("serverCa")} accept=".pem,.crt" as="text" hint={t("serverCaHint")} error={fieldError("serverCaPem")} onLoad={set("serverCaPem")} />
          </fieldset>
          {save.error && !save.error.data?.fieldErrors ? <p role="alert" className="text-sm text-red-600">{save.error.message}</p> : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={save.isPending}>{save.isPending ? tCommon("saving") : t("save")}</Button>
            {saved ? (
              <>
                <Button variant="secondary" disabled={test.isPending} onClick={() => test.mutate()}>{test.isPending ? t("testing") : t("test")}</Button>
                <Button variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate()}>{t("remove")}</Button>
              </>
            ) : null}
            {me.data?.sandbox ? (
              <Button variant="secondary" disabled={simulated.isPending} onClick={() => simulated.mutate()}>
                {simulated.isPending ? t("connecting") : t("connectSimulator")}
              </Button>
            ) : null}
            {(save.isSuccess || simulated.isSuccess) && !form ? <p role="status" className="text-sm text-emerald-700">{t("saved")}</p> : null}
          </div>
          {simulated.error ? <p role="alert" className="text-sm text-red-600">{simulated.error.message}</p> : null}
          {test.data ? (
            <ul className="space-y-1 text-sm" aria-label={t("testResults")} data-testid="psp-connection-test">
              {test.data.steps.map((step) => (
                <li key={step.step} className={step.ok ? "text-emerald-700" : "text-red-600"}>
                  {step.ok ? "✓" : "✗"} {step.step}: {step.detail}
                </li>
              ))}
            </ul>
          ) : null}
          {test.error ? <p role="alert" className="text-sm text-red-600">{test.error.message}</p> : null}
        </form>
      )}
    </Card>
  );
}
