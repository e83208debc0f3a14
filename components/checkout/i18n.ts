// The hosted checkout's words in Portuguese (default for PIX) and English. Both dictionaries have
// the same keys (the type makes a missing translation a compile error); other checkouts add theirs.

export const locales = ["pt-BR", "en"] as const;
export type Locale = (typeof locales)[number];

const ptBR = {
  "checkout.title": "Pagamento",
  "checkout.language": "Idioma",
  "checkout.payTo": "Pagar para",
  "checkout.amount": "Valor",
  "checkout.expiresIn": "Expira em",
  "checkout.notFound": "Este link de pagamento não existe.",
  "checkout.loadError": "Não foi possível carregar o pagamento. Tente novamente.",
  "checkout.retry": "Tentar novamente",
  "checkout.loading": "Carregando…",
  "checkout.paid.title": "Pagamento recebido",
  "checkout.paid.body": "Obrigado! O pagamento foi confirmado.",
  "checkout.expired.title": "Pagamento expirado",
  "checkout.expired.body": "O prazo para pagar terminou. Peça um novo link ao vendedor.",
  "checkout.canceled.title": "Pagamento cancelado",
  "checkout.canceled.body": "Este pagamento foi cancelado pelo vendedor.",
  "checkout.processing.title": "Pagamento em processamento",
  "checkout.processing.body": "Recebemos um pagamento e estamos confirmando.",
  "checkout.backToStore": "Voltar para a loja",
  "checkout.poweredBy": "Pagamento processado por Ponte",

  "pix.scan": "Escaneie o QR Code no app do seu banco",
  "pix.orCopy": "ou copie o código Pix Copia e Cola:",
  "pix.codeLabel": "Código Pix Copia e Cola",
  "pix.copy": "Copiar código",
  "pix.copied": "Código copiado!",
  "pix.qrAlt": "QR Code Pix do pagamento",
  "pix.waiting": "Aguardando o pagamento… esta página atualiza sozinha.",
  "pix.form.title": "Seus dados",
  "pix.form.intro": "Informe seus dados para gerar o QR Code Pix.",
  "pix.form.name": "Nome completo",
  "pix.form.document": "CPF ou CNPJ",
  "pix.form.email": "E-mail",
  "pix.form.submit": "Gerar QR Code",
  "pix.form.submitting": "Gerando…",
  "pix.form.nameRequired": "Informe seu nome.",
  "pix.form.nameTooLong": "Nome muito longo (máximo 200 caracteres).",
  "pix.form.documentInvalid": "CPF ou CNPJ inválido.",
  "pix.form.emailInvalid": "E-mail inválido.",
  "pix.form.serverError": "Não foi possível enviar seus dados. Confira e tente novamente.",
} as const;

export type MessageKey = keyof typeof ptBR;

const en: Record<MessageKey, string> = {
  "checkout.title": "Payment",
  "checkout.language": "Language",
  "checkout.payTo": "Pay to",
  "checkout.amount": "Amount",
  "checkout.expiresIn": "Expires in",
  "checkout.notFound": "This payment link does not exist.",
  "checkout.loadError": "The payment could not be loaded. Please try again.",
  "checkout.retry": "Try again",
  "checkout.loading": "Loading…",
  "checkout.paid.title": "Payment received",
  "checkout.paid.body": "Thank you! The payment is confirmed.",
  "checkout.expired.title": "Payment expired",
  "checkout.expired.body": "The time to pay has run out. Ask the seller for a new link.",
  "checkout.canceled.title": "Payment canceled",
  "checkout.canceled.body": "The seller canceled this payment.",
  "checkout.processing.title": "Payment processing",
  "checkout.processing.body": "We received a payment and are confirming it.",
  "checkout.backToStore": "Back to the store",
  "checkout.poweredBy": "Payment processed by Ponte",

  "pix.scan": "Scan the QR code in your bank's app",
  "pix.orCopy": "or copy the PIX copy-and-paste code:",
  "pix.codeLabel": "PIX copy-and-paste code",
  "pix.copy": "Copy code",
  "pix.copied": "Code copied!",
  "pix.qrAlt": "PIX QR code of the payment",
  "pix.waiting": "Waiting for the payment… this page updates by itself.",
  "pix.form.title": "Your details",
  "pix.form.intro": "Enter your details to get the PIX QR code.",
  "pix.form.name": "Full name",
  "pix.form.document": "CPF or CNPJ",
  "pix.form.email": "E-mail",
  "pix.form.submit": "Get the QR code",
  "pix.form.submitting": "Getting it…",
  "pix.form.nameRequired": "Enter your name.",
  "pix.form.nameTooLong": "Name too long (200 characters at most).",
  "pix.form.documentInvalid": "Invalid CPF or CNPJ.",
  "pix.form.emailInvalid": "Invalid e-mail address.",
  "pix.form.serverError": "Your details could not be sent. Check them and try again.",
};

const dictionaries: Record<Locale, Record<MessageKey, string>> = { "pt-BR": ptBR, en };

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

export function translate(locale: Locale, key: MessageKey): string {
  return dictionaries[locale][key];
}

/** Money as people read it in the locale: R$ 1.234,56 or R$1,234.56. */
export function formatMoney(locale: Locale, amount: string, currency: string): string {
  // The amount arrives as exact decimal text; Intl takes a string and keeps it exact.
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount as unknown as number);
}
