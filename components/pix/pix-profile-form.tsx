"use client";
// The merchant's PIX receiver profile: key (type detected or chosen), legal name, document, city.
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { useErrorText, useFieldError } from "@/components/use-field-error";
import { api } from "@/components/trpc-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { formatDocument, type DocumentType } from "@/server/pix/documents";
import { detectPixKeyType, pixKeyTypes } from "@/server/pix/pix-key";

type Form = { keyType: string; key: string; legalName: string; document: string; city: string };
const empty: Form = { keyType: "", key: "", legalName: "", document: "", city: "" };

export function PixProfileForm() {
  const t = useTranslations("pixProfile");
  const profile = api.pix.profile.useQuery();
  return (
    <Card title={t("title")} description={t("description")}>
      {profile.isPending ? (
        <p className="text-sm text-slate-500">{t("loading")}</p>
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
  const t = useTranslations("pixProfile");
  const errorText = useErrorText();
  const utils = api.useUtils();
  const [form, setForm] = useState<Form>(initial);
  const [saved, setSaved] = useState(false);
  const save = api.pix.setProfile.useMutation({
    onSuccess: () => {
      setSaved(true);
      void utils.pix.profile.invalidate();
    },
  });

  const fieldError = useFieldError(save.error);
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
        label={t("key")}
        name="key"
        value={form.key}
        onChange={set("key")}
        error={fieldError("key")}
        hint={detected ? t("detected", { type: t(`keyTypes.${detected}`) }) : t("keyHint")}
        maxLength={77}
        required
      />
      <SelectField label={t("keyType")} name="keyType" value={form.keyType} onChange={set("keyType")} error={fieldError("keyType")}>
        <option value="">{t("detect")}</option>
        {pixKeyTypes.map((type) => (
          <option key={type} value={type}>
            {t(`keyTypes.${type}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("legalName")}
        name="legalName"
        value={form.legalName}
        onChange={set("legalName")}
        error={fieldError("legalName")}
        hint={t("legalNameHint")}
        maxLength={200}
        required
      />
      <TextField
        label={t("document")}
        name="document"
        value={form.document}
        onChange={set("document")}
        error={fieldError("document") ?? fieldError("documentType")}
        hint={t("documentHint")}
        maxLength={18}
        required
      />
      <TextField
        label={t("city")}
        name="city"
        value={form.city}
        onChange={set("city")}
        error={fieldError("city")}
        maxLength={15}
        required
      />
      {save.error && !save.error.data?.fieldErrors ? (
        <p role="alert" className="text-sm text-red-600">{errorText(save.error)}</p>
      ) : null}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("saving") : t("save")}
        </Button>
        {saved ? (
          <p role="status" className="text-sm text-emerald-700">{t("saved")}</p>
        ) : null}
      </div>
    </form>
  );
}
