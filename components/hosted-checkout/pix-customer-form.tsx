"use client";
// requestCheckout: the customer's name, CPF/CNPJ and e-mail, checked here as typed and again on
// the server, before the PIX code is shown.
import { useEffect, useState, type FormEvent, type InputHTMLAttributes } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { useHydrated } from "@/components/ui/use-hydrated";
import { detectDocumentType, normalizeDocument } from "@/server/pix/documents";
import { useCheckoutLocale } from "@/components/payer/checkout-locale";
import type { MessageKey } from "@/components/payer/i18n";
import type { CustomerErrors as Errors, CustomerField as Field, checkCustomer } from "./pix-customer-checks";
import { rpcMutation, useRpcMutation } from "@/components/payer/public-rpc";

/**
 * The checks as typed, once their module has loaded after the first paint. Until then there are
 * none here: a submit goes to the server, which names the wrong fields the same way.
 */
function useCustomerChecks() {
  const [check, setCheck] = useState<typeof checkCustomer | null>(null);
  useEffect(() => {
    let mounted = true;
    void import("./pix-customer-checks").then((checks) => {
      if (mounted) setCheck(() => checks.checkCustomer);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return (values: Record<Field, string>): Errors => (check ? check(values) : {});
}

const customerFields = ["name", "document", "email"] as const satisfies readonly Field[];

/** What each field's input tells the phone: its keyboard, autofill and length (as the server's limits). */
const inputAttributes: Record<Field, InputHTMLAttributes<HTMLInputElement>> = {
  name: { autoComplete: "name", maxLength: 200 },
  document: { inputMode: "text", autoComplete: "off", autoCapitalize: "characters", placeholder: "000.000.000-00", maxLength: 18 },
  email: { type: "email", inputMode: "email", autoComplete: "email", maxLength: 254 },
};

/** The form field, and its message, for each field the server may name. */
const serverFields: Record<string, [Field, MessageKey]> = {
  name: ["name", "pix.form.nameRequired"],
  document: ["document", "pix.form.documentInvalid"],
  documentType: ["document", "pix.form.documentInvalid"],
  email: ["email", "pix.form.emailInvalid"],
};

export function PixCustomerForm({ checkoutId, onDone }: { checkoutId: string; onDone: () => void }) {
  const { t } = useCheckoutLocale();
  const validate = useCustomerChecks();
  const [values, setValues] = useState<Record<Field, string>>({ name: "", document: "", email: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [touched, setTouched] = useState(false);
  const submit = useRpcMutation((input: Parameters<typeof rpcMutation<"checkout", "submitCustomer">>[2]) => rpcMutation("checkout", "submitCustomer", input), {
    onSuccess: onDone,
    onError: (error) => {
      const next: Errors = {};
      for (const issue of error.data?.fieldErrors ?? []) {
        const known = serverFields[issue.path];
        if (known) next[known[0]] = known[1];
      }
      setErrors(next);
    },
  });

  const update = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (touched) setErrors(validate(next));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const documentType = detectDocumentType(values.document) ?? "CPF";
    submit.mutate({
      checkoutId,
      name: values.name.trim(),
      documentType,
      document: normalizeDocument(values.document),
      email: values.email.trim(),
    });
  };

  const message = (field: Field) => (errors[field] ? t(errors[field]) : null);
  const serverFailed = submit.isError && Object.keys(errors).length === 0;
  const hydrated = useHydrated();

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="pix-form-title">
      {/* Off until the page's scripts run (they load after its first paint): typing would be lost to
          hydration, and a native submit would put the name, CPF and e-mail into the URL. */}
      <fieldset disabled={!hydrated} className="space-y-4">
        <div>
          <h2 id="pix-form-title" className="text-lg font-semibold">{t("pix.form.title")}</h2>
          <p className="text-sm text-slate-600">{t("pix.form.intro")}</p>
        </div>
        {customerFields.map((field) => (
          <TextField
            key={field}
            label={t(`pix.form.${field}`)}
            name={field}
            value={values[field]}
            onChange={(event) => update(field, event.target.value)}
            error={message(field)}
            required
            {...inputAttributes[field]}
          />
        ))}
        {serverFailed ? (
          <p role="alert" className="text-sm text-red-600">{t("pix.form.serverError")}</p>
        ) : null}
        <Button type="submit" className="w-full" disabled={submit.isPending}>
          {submit.isPending ? t("pix.form.submitting") : t("pix.form.submit")}
        </Button>
      </fieldset>
    </form>
  );
}
