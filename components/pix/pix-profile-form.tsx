"use client";
// The merchant's PIX receiver profile: key (type detected or chosen), legal name, document, city.
import { fieldErrorOf } from "@/components/field-error";
import { useState, type FormEvent } from "react";
import { api } from "@/components/trpc-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { formatDocument, type DocumentType } from "@/server/pix/documents";
import { detectPixKeyType, pixKeyTypes } from "@/server/pix/pix-key";

type Form = { keyType: string; key: string; legalName: string; document: string; city: string };
const empty: Form = { keyType: "", key: "", legalName: "", document: "", city: "" };

const keyTypeLabels: Record<(typeof pixKeyTypes)[number], string> = {
  cpf: "CPF",
  cnpj: "CNPJ",
  email: "E-mail",
  phone: "Phone (+55…)",
  evp: "Random key (EVP)",
};

export function PixProfileForm() {
  const profile = api.pix.profile.useQuery();
  return (
    <Card
      title="Receiver profile"
      description="PIX payments go to this key. Payers see the legal name and city in their bank app before they pay."
    >
      {profile.isPending ? (
        <p className="text-sm text-slate-500">Loading…</p>
      ) : (
        <ProfileFields
          initial={
            profile.data
              ? {
                  keyType: profile.data.keyType,
                  key: profile.data.key,
                  legalName: profile.data.legalName,
                  document: formatDocument(profile.data.documentType as DocumentType, profile.data.document),
                  city: profile.data.city,
                }
              : empty
          }
        />
      )}
    </Card>
  );
}

function ProfileFields({ initial }: { initial: Form }) {
  const utils = api.useUtils();
  const [form, setForm] = useState<Form>(initial);
  const [saved, setSaved] = useState(false);
  const save = api.pix.setProfile.useMutation({
    onSuccess: () => {
      setSaved(true);
      void utils.pix.profile.invalidate();
    },
  });

  const fieldError = (name: string) => fieldErrorOf(save.error, name);
  const detected = form.key ? detectPixKeyType(form.key) : null;
  const set = (name: keyof Form) => (event: { target: { value: string } }) => {
    setSaved(false);
    setForm((current) => ({ ...current, [name]: event.target.value }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      key: form.key,
      keyType: form.keyType || undefined,
      legalName: form.legalName,
      document: form.document,
      city: form.city,
    });
  };

  return (
    <form onSubmit={onSubmit} className="grid max-w-xl gap-4" noValidate>
      <TextField
        label="PIX key"
        name="key"
        value={form.key}
        onChange={set("key")}
        error={fieldError("key")}
        hint={detected ? `Looks like a ${keyTypeLabels[detected]} key.` : "CPF, CNPJ, e-mail, phone (+55…) or random key."}
        maxLength={77}
        required
      />
      <SelectField label="Key type" name="keyType" value={form.keyType} onChange={set("keyType")} error={fieldError("keyType")}>
        <option value="">Detect from the key</option>
        {pixKeyTypes.map((type) => (
          <option key={type} value={type}>
            {keyTypeLabels[type]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Legal name"
        name="legalName"
        value={form.legalName}
        onChange={set("legalName")}
        error={fieldError("legalName")}
        hint="The BR Code carries its first 25 characters, accents removed."
        maxLength={200}
        required
      />
      <TextField
        label="Document (CPF or CNPJ)"
        name="document"
        value={form.document}
        onChange={set("document")}
        error={fieldError("document") ?? fieldError("documentType")}
        hint="The alphanumeric CNPJ (e.g. 12.ABC.345/01DE-35) is accepted."
        maxLength={18}
        required
      />
      <TextField
        label="City"
        name="city"
        value={form.city}
        onChange={set("city")}
        error={fieldError("city")}
        maxLength={15}
        required
      />
      {save.error && !save.error.data?.fieldErrors ? (
        <p role="alert" className="text-sm text-red-600">{save.error.message}</p>
      ) : null}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save profile"}
        </Button>
        {saved ? (
          <p role="status" className="text-sm text-emerald-700">Saved.</p>
        ) : null}
      </div>
    </form>
  );
}
