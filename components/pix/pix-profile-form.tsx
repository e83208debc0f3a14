"use client";
// The merchant's PIX receiver profile: key (type detected or chosen), legal name, document, city.
import { useTranslations } from "next-intl";
import { api } from "@/components/trpc-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { Form, FormError, SavedNotice } from "@/components/ui/form";
import { useForm } from "@/components/ui/use-form";
import { formatDocument, type DocumentType } from "@/server/pix/documents";
import { detectPixKeyType, pixKeyTypes } from "@/server/pix/pix-key";

type Profile = { keyType: string; key: string; legalName: string; document: string; city: string };
const empty: Profile = { keyType: "", key: "", legalName: "", document: "", city: "" };

export function PixProfileForm() {
  const t = useTranslations("pixProfile");
  const utils = api.useUtils();
  const profile = api.pix.profile.useQuery();
  const form = useForm({
    initial: profile.isPending
      ? undefined
      : profile.data
        ? {
            keyType: profile.data.keyType,
            key: profile.data.key,
            legalName: profile.data.legalName,
            document: formatDocument(profile.data.documentType as DocumentType, profile.data.document),
            city: profile.data.city,
          }
        : empty,
    mutation: api.pix.setProfile.useMutation(),
    toInput: (values: Profile) => ({
      key: values.key,
      keyType: values.keyType || undefined,
      legalName: values.legalName,
      document: values.document,
      city: values.city,
    }),
    onSuccess: () => utils.pix.profile.invalidate(),
  });

  return (
    <Card title={t("title")} description={t("description")}>
      <Form form={form} loadingLabel={t("loading")} skeletonFields={5} className="grid max-w-xl gap-4" noValidate>
        {(values) => {
          const detected = values.key ? detectPixKeyType(values.key) : null;
          return (
            <>
              <TextField
                label={t("key")}
                name="key"
                {...form.field("key")}
                hint={detected ? t("detected", { type: t(`keyTypes.${detected}`) }) : t("keyHint")}
                maxLength={77}
                required
              />
              <SelectField label={t("keyType")} name="keyType" {...form.field("keyType")}>
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
                {...form.field("legalName")}
                hint={t("legalNameHint")}
                maxLength={200}
                required
              />
              <TextField
                label={t("document")}
                name="document"
                {...form.field("document")}
                error={form.fieldError("document") ?? form.fieldError("documentType")}
                hint={t("documentHint")}
                maxLength={18}
                required
              />
              <TextField label={t("city")} name="city" {...form.field("city")} maxLength={15} required />
              <FormError form={form} />
              <div className="flex items-center gap-3">
                <Button type="submit" disabled={form.isPending}>
                  {form.isPending ? t("saving") : t("save")}
                </Button>
                <SavedNotice form={form}>{t("saved")}</SavedNotice>
              </div>
            </>
          );
        }}
      </Form>
    </Card>
  );
}
