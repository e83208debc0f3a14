"use client";
// The merchant's Checkout settings: store name, logo, brand colour and support contact, with a
// preview of the checkout's header in the chosen colour and the text colour that stays readable on it.
import { useTranslations } from "next-intl";
import { useState, type ChangeEvent } from "react";
import { api } from "@/components/trpc-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { Form, FormError, SavedNotice } from "@/components/ui/form";
import { useForm } from "@/components/ui/use-form";
import { hexColorPattern, normalizeHexColor, textColorOn } from "@/server/branding/brand-color";
import { MAX_LOGO_BYTES } from "@/server/branding/schemas";

type Branding = { displayName: string; logoUrl: string; brandColor: string; supportEmail: string; supportWhatsapp: string };

export function CheckoutBrandingForm() {
  const t = useTranslations("checkoutBranding");
  const tCommon = useTranslations("common");
  const utils = api.useUtils();
  const settings = api.checkoutSettings.get.useQuery();
  const [upload, setUpload] = useState<{ dataUrl: string; error: string | null } | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const form = useForm({
    initial: settings.data
      ? {
          displayName: settings.data.displayName ?? "",
          logoUrl: settings.data.logoUrl ?? "",
          brandColor: settings.data.brandColor ?? "",
          supportEmail: settings.data.supportEmail ?? "",
          supportWhatsapp: settings.data.supportWhatsapp ? `+${settings.data.supportWhatsapp}` : "",
        }
      : undefined,
    mutation: api.checkoutSettings.save.useMutation(),
    toInput: (values: Branding) => (upload?.error ? null : { ...values, logoUpload: upload?.dataUrl || undefined, removeLogo }),
    onSuccess: () => {
      setUpload(null);
      setRemoveLogo(false);
      return utils.checkoutSettings.get.invalidate();
    },
  });
  const uploadedLogo = settings.data?.uploadedLogo ?? null;

  const onLogoFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return setUpload(null);
    if (file.size > MAX_LOGO_BYTES) return setUpload({ dataUrl: "", error: t("logoTooLarge") });
    const reader = new FileReader();
    reader.onload = () => setUpload({ dataUrl: String(reader.result), error: null });
    reader.readAsDataURL(file);
  };

  if (!settings.isPending && !settings.data) {
    return (
      <Card title={t("title")} description={t("description")}>
        <p role="alert" className="text-sm text-red-600">{settings.error?.message}</p>
      </Card>
    );
  }
  return (
    <Card title={t("title")} description={t("description")}>
      <Form form={form} loadingLabel={tCommon("loading")} skeletonFields={6} className="grid max-w-lg gap-4">
        {(values) => {
          const validColor = hexColorPattern.test(values.brandColor) ? normalizeHexColor(values.brandColor) : null;
          const previewLogo = upload?.dataUrl || (removeLogo ? null : uploadedLogo);
          return (
            <>
              <TextField label={t("storeName")} maxLength={80} placeholder={t("storeNameExample")} {...form.field("displayName")} />

              <div className="space-y-2">
                <label htmlFor="logo-upload" className="block text-sm font-medium text-slate-700">{t("logo")}</label>
                <input id="logo-upload" type="file" accept="image/png,image/jpeg,image/webp" onChange={onLogoFile} className="block text-sm" />
                {upload?.error || form.fieldError("logoUpload") ? (
                  <p role="alert" className="text-sm text-red-600">{upload?.error ?? form.fieldError("logoUpload")}</p>
                ) : (
                  <p className="text-xs text-slate-500">{t("logoHint")}</p>
                )}
                {uploadedLogo ? (
                  <label className="flex items-center gap-2 text-sm">
                    <input type="checkbox" checked={removeLogo} onChange={(event) => setRemoveLogo(event.target.checked)} />
                    {t("removeLogo")}
                  </label>
                ) : null}
              </div>
              <TextField label={t("logoUrl")} type="url" placeholder={t("logoUrlExample")} hint={t("logoUrlHint")} {...form.field("logoUrl")} />

              <div className="flex items-end gap-3">
                <div className="flex-1">
                  <TextField label={t("brandColor")} placeholder={t("brandColorExample")} hint={t("brandColorHint")} {...form.field("brandColor")} />
                </div>
                <input
                  type="color"
                  aria-label={t("pickBrandColor")}
                  value={validColor ?? "#0a6b4d"}
                  onChange={(event) => form.setValue("brandColor", event.target.value)}
                  className="mb-6 h-10 w-12 cursor-pointer rounded border border-slate-300"
                />
              </div>

              <TextField label={t("supportEmail")} type="email" placeholder={t("supportEmailExample")} {...form.field("supportEmail")} />
              <TextField label={t("supportWhatsapp")} type="tel" placeholder="+55 11 91234-5678" hint={t("supportWhatsappHint")} {...form.field("supportWhatsapp")} />

              <div>
                <p className="mb-1 text-sm font-medium text-slate-700">{t("preview")}</p>
                <div
                  className="flex items-center gap-3 rounded-md border border-slate-200 px-4 py-3"
                  style={validColor ? { background: validColor, color: textColorOn(validColor) } : undefined}
                  data-testid="checkout-preview"
                >
                  {previewLogo ? (
                    // A data URL of the chosen file: nothing to optimise.
                    // eslint-disable-next-line @next/next/no-img-element
                    <img src={previewLogo} alt="" width={40} height={40} className="size-10 rounded bg-white object-contain" />
                  ) : null}
                  <span className="text-lg font-semibold">{values.displayName || t("storePlaceholder")}</span>
                </div>
              </div>

              <FormError form={form} />
              <SavedNotice form={form}>{t("saved")}</SavedNotice>
              <div>
                <Button type="submit" disabled={form.isPending}>{form.isPending ? tCommon("saving") : tCommon("save")}</Button>
              </div>
            </>
          );
        }}
      </Form>
    </Card>
  );
}
