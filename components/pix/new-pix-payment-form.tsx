"use client";
// Creates a PIX payment through tRPC (the same service and schema as POST /api/payments).
import type { inferRouterOutputs } from "@trpc/server";
import { formatDateTime } from "@/components/format";
import { api } from "@/components/trpc-provider";
import { Card } from "@/components/ui/card";
import { CopyableCode } from "@/components/ui/copyable-code";
import { SelectField, TextField } from "@/components/ui/field";
import { QrImage } from "@/components/ui/qr-image";
import { CreatedPaymentLinks } from "@/components/invoices/created-payment-links";
import { NewPaymentForm, usePaymentDraft } from "@/components/invoices/new-payment-form";
import { DueDateFields, dueFromDraft, emptyDueDateDraft, type DueDateDraft } from "./due-date-fields";
import type { CreatePixPaymentInput } from "@/server/pix/schemas";
import type { AppRouter } from "@/server/trpc/root";

type ClientMode = CreatePixPaymentInput["clientMode"];
type CreatedPixPayment = inferRouterOutputs<AppRouter>["pix"]["createPayment"];

type Draft = DueDateDraft & {
  clientMode: ClientMode;
  amount: string;
  /** datetime-local text (the browser's wall clock), sent as ISO 8601 with the browser's offset. */
  expire_at: string;
  description: string;
  external_reference: string;
  name_client: string;
  document_type: "CPF" | "CNPJ";
  document_client: string;
  email: string;
  phoneNumber: string;
};

const modes: { value: ClientMode; label: string; explanation: string }[] = [
  { value: "noNeedToSpecify", label: "No customer data", explanation: "Anyone with the code can pay; no payer data is kept." },
  { value: "fillDataNow", label: "I fill the customer data now", explanation: "You give the payer's name and CPF/CNPJ now; e-mail and phone are optional." },
  { value: "requestCheckout", label: "The customer fills it on the checkout", explanation: "The checkout page asks the payer's name, CPF/CNPJ and e-mail before showing the code." },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, "0");

/** The value a datetime-local input shows for this instant in the browser's zone. */
function toLocalInput(date: Date) {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** datetime-local text as ISO 8601 with the browser's offset at that instant (e.g. 2026-11-23T18:30:00-03:00). */
function toIsoWithOffset(local: string) {
  const date = new Date(local);
  if (local === "" || Number.isNaN(date.getTime())) return local;
  const offsetMinutes = -date.getTimezoneOffset();
  const sign = offsetMinutes >= 0 ? "+" : "-";
  const absolute = Math.abs(offsetMinutes);
  return `${toLocalInput(date)}:00${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

const blankToUndefined = (text: string) => (text.trim() === "" ? undefined : text);

function payload(draft: Draft, amount: number): CreatePixPaymentInput {
  const customer =
    draft.clientMode === "fillDataNow"
      ? {
          name_client: blankToUndefined(draft.name_client),
          document_type: draft.document_type,
          document_client: blankToUndefined(draft.document_client),
          email: blankToUndefined(draft.email),
          phoneNumber: blankToUndefined(draft.phoneNumber),
        }
      : {};
  return {
    clientMode: draft.clientMode,
    // The amount goes as the JSON number the REST contract takes; the server validates it.
    amount,
    expire_at: toIsoWithOffset(draft.expire_at),
    description: blankToUndefined(draft.description),
    external_reference: blankToUndefined(draft.external_reference),
    ...customer,
    due: dueFromDraft(draft),
  };
}

export function NewPixPaymentForm() {
  const create = api.pix.createPayment.useMutation();
  const { draft, set, fieldError, submitWith } = usePaymentDraft<Draft>(() => ({
    clientMode: "noNeedToSpecify",
    amount: "",
    expire_at: toLocalInput(new Date(Date.now() + DAY_MS)),
    description: "",
    external_reference: "",
    name_client: "",
    document_type: "CPF",
    document_client: "",
    email: "",
    phoneNumber: "",
    ...emptyDueDateDraft,
  }), create.error);
  const mode = modes.find((entry) => entry.value === draft.clientMode);
  const fillNow = draft.clientMode === "fillDataNow";
  const created = create.data;

  return (
    <NewPaymentForm
      title="PIX payment"
      description="A BR Code to your PIX key; the payer scans it or pastes the code in their bank app."
      onSubmit={submitWith((amount) => create.mutate(payload(draft, amount)))}
      error={create.error}
      setup={{ appCode: "pix_profile_missing", href: "/dashboard/pix", label: "Set up your PIX profile" }}
      isPending={create.isPending}
      submitLabel="Create PIX payment"
      result={created ? <PixPaymentResult payment={created} /> : null}
    >
      <SelectField label="Customer data" value={draft.clientMode} onChange={set("clientMode")} error={fieldError("clientMode")}>
        {modes.map((entry) => (
          <option key={entry.value} value={entry.value}>
            {entry.label}
          </option>
        ))}
      </SelectField>
      <p className="-mt-2 text-xs text-slate-500">{mode?.explanation}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Value (BRL)" inputMode="decimal" placeholder="150.00" value={draft.amount} onChange={set("amount")} error={fieldError("amount")} required />
        <TextField
          label="Expires at"
          type="datetime-local"
          value={draft.expire_at}
          onChange={set("expire_at")}
          error={fieldError("expire_at")}
          hint="Your local time; at most 30 days ahead."
          // The default is computed from the clock, which differs between the server render and the browser.
          suppressHydrationWarning
          required
        />
      </div>
      <TextField label="Description" hint="Shown to the payer in their bank app." value={draft.description} onChange={set("description")} error={fieldError("description")} maxLength={140} />
      <TextField label="Order reference" hint="Your own reference, e.g. the order number." value={draft.external_reference} onChange={set("external_reference")} error={fieldError("external_reference")} maxLength={255} />

      {fillNow ? (
        <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-700">Payer</legend>
          <TextField label="Payer name" value={draft.name_client} onChange={set("name_client")} error={fieldError("name_client")} maxLength={200} required />
          <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
            <SelectField label="Document type" value={draft.document_type} onChange={set("document_type")} error={fieldError("document_type")}>
              <option value="CPF">CPF</option>
              <option value="CNPJ">CNPJ</option>
            </SelectField>
            <TextField
              label="Document number"
              inputMode={draft.document_type === "CPF" ? "numeric" : "text"}
              placeholder={draft.document_type === "CPF" ? "000.000.000-00" : "00.000.000/0000-00"}
              value={draft.document_client}
              onChange={set("document_client")}
              error={fieldError("document_client")}
              maxLength={18}
              required
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Payer e-mail" type="email" value={draft.email} onChange={set("email")} error={fieldError("email")} maxLength={254} />
            <TextField label="Payer phone" type="tel" placeholder="+5511987654321" value={draft.phoneNumber} onChange={set("phoneNumber")} error={fieldError("phoneNumber")} maxLength={32} />
          </div>
        </fieldset>
      ) : null}

      <DueDateFields draft={draft} set={set} error={create.error} payerShown={fillNow} />
    </NewPaymentForm>
  );
}

function PixPaymentResult({ payment }: { payment: CreatedPixPayment }) {
  return (
    <Card title="PIX payment created" description={`Invoice #${payment.id} · expires ${formatDateTime(payment.expire_at)}`}>
      <div role="status" className="space-y-4 text-sm">
        <QrImage png={payment.qr_image} alt="PIX QR code" />
        <p>
          Pay <strong>{payment.amount_due_today.toLocaleString("pt-BR", { style: "currency", currency: "BRL" })}</strong> to {payment.name_receiver}
          {payment.due ? <> today · due {payment.due.dataDeVencimento}</> : null}
        </p>
        <div className="space-y-1">
          <p className="font-medium text-slate-700">PIX copy and paste code</p>
          <CopyableCode text={payment.emv} testId="pix-code" />
        </div>
        <CreatedPaymentLinks id={String(payment.id)} checkoutUrl={payment.checkout_url} />
      </div>
    </Card>
  );
}
