"use client";
// A form field's server-side error in the reader's language. The server words its validation
// messages once, in English, for REST and tRPC alike; the known wordings are matched here to the
// catalog's, and any other is shown inside a translated "invalid value" so nothing is lost.
import { useLocale, useTranslations } from "next-intl";
import { fieldErrorOf } from "@/components/field-error";

type FieldErrorKey =
  | "required" | "minLength" | "maxLength" | "email" | "samePassword" | "timeZone" | "positive" | "atMost" | "decimals"
  | "notEmpty" | "number" | "documentType" | "oneOf";

const knownMessages: [RegExp, FieldErrorKey][] = [
  [/^is required$/, "required"],
  [/^must be at least (\d+) characters$/, "minLength"],
  [/^must be at most (\d+) characters$/, "maxLength"],
  [/^must be a valid e-mail address$/, "email"],
  [/^must differ from the current password$/, "samePassword"],
  [/^must be a time zone such as/, "timeZone"],
  [/^must be greater than 0$/, "positive"],
  [/^must be at most (\d+)$/, "atMost"],
  [/^must have at most (\d+) decimals$/, "decimals"],
  [/^must not be empty$/, "notEmpty"],
  [/^must be a (?:JSON )?number$/, "number"],
  [/^must be CPF or CNPJ$/, "documentType"],
  [/^must be one of (.+)$/, "oneOf"],
];

export function useTranslateFieldMessage() {
  const t = useTranslations("fieldErrors");
  return (message: string): string => {
    for (const [pattern, key] of knownMessages) {
      const match = pattern.exec(message);
      if (match) return t(key, { count: Number(match[1] ?? 0), values: match[1] ?? "" });
    }
    return t("other", { message });
  };
}

export function useFieldError(error: Parameters<typeof fieldErrorOf>[0]) {
  const translate = useTranslateFieldMessage();
  return (path: string): string | null => {
    const message = fieldErrorOf(error, path);
    return message === null ? null : translate(message);
  };
}

type WithAppCode = { message: string; data?: { appCode?: string | null } | null } | null | undefined;

/**
 * A request's error as a sentence: in English the server's own (it names the case precisely), in
 * another language the catalog's wording of the error's code.
 */
export function useErrorText() {
  const t = useTranslations("appErrors");
  const tCommon = useTranslations("common");
  const locale = useLocale();
  return (error: WithAppCode): string | null => {
    if (!error) return null;
    if (locale === "en") return error.message;
    const code = error.data?.appCode;
    return code && t.has(code as never) ? t(code as never) : tCommon("requestFailed");
  };
}
