// The hosted checkout's words in Portuguese (default for PIX) and English. Both dictionaries have
// the same keys (the type makes a missing translation a compile error); other checkouts add theirs.
// The languages are the dashboard's (kernel/locales.ts), re-exported for the payer's pages.
import { claimEn, claimPt } from "@/components/payer/claim-messages";
import { sessionEn, sessionPt } from "@/components/payer/session-messages";
import type { Locale } from "@/kernel/locales";

export { isLocale, locales, type Locale } from "@/kernel/locales";

const ptBR = {
  "checkout.title": "Pagamento",
  "checkout.language": "Idioma",
  "checkout.payTo": "Pagar para",
  "checkout.amount": "Valor",
  "checkout.expiresIn": "Expira em",
  "checkout.notFound": "Este link de pagamento não existe.",
  "checkout.notFound.title": "Link de pagamento inválido",
  "checkout.notFound.body": "Este link de pagamento é inválido ou não existe mais. Peça um novo link ao vendedor.",
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
  "checkout.reference": "Pedido",
  "checkout.support": "Dúvidas sobre o pedido? Fale com a loja:",
  "checkout.supportEmail": "E-mail",
  "checkout.supportWhatsapp": "WhatsApp",
  "checkout.receipt.open": "Abrir comprovante para salvar ou imprimir",
  "receipt.title": "Comprovante de pagamento",
  "receipt.print": "Imprimir ou salvar em PDF",
  "receipt.back": "Voltar ao pagamento",
  "receipt.notYet": "O comprovante fica disponível quando o pagamento for confirmado.",
  "receipt.store": "Loja",
  "receipt.description": "Descrição",
  "receipt.amount": "Valor",

  "pix.scan": "Escaneie o QR Code no app do seu banco",
  "pix.orCopy": "ou copie o código Pix Copia e Cola:",
  "pix.codeLabel": "Código Pix Copia e Cola",
  "pix.copy": "Copiar código",
  "pix.copied": "Código copiado!",
  "pix.qrAlt": "QR Code Pix do pagamento",
  "pix.waiting": "Aguardando o pagamento… esta página atualiza sozinha.",
  "pix.waiting.storeConfirms": "Depois de pagar, guarde o comprovante: a loja confere o recebimento do Pix e confirma o pagamento. Esta página mostra quando ele for confirmado.",
  "pix.due.date": "Vencimento: {date}",
  "pix.due.onDueDate": "Até o vencimento: {amount}.",
  "pix.due.afterDueDate": "Depois do vencimento, com multa e juros: {amount} em {date}, e os juros crescem a cada dia. Pagável até {lastDay}.",
  "pix.due.payableUntil": "Pagável até {lastDay}.",
  "pix.due.typeAmount": "Informe no app do seu banco o valor de hoje: {amount}.",
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
  "pix.receipt": "Comprovante",
  "pix.receipt.paid": "Valor pago",
  "pix.receipt.at": "Pago em",
  "pix.receipt.to": "Recebedor",
  "pix.receipt.number": "Número do pagamento",
  "pix.receipt.endToEnd": "ID da transação Pix",
  "crypto.amountToSend": "Valor a enviar",
  "crypto.address": "Endereço",
  "crypto.copyAddress": "Copiar endereço",
  "crypto.copyAmount": "Copiar valor",
  "crypto.copied": "Copiado!",
  "crypto.openWallet": "Abrir na carteira",
  "crypto.scan": "Escaneie com o app da sua carteira",
  "crypto.scanAddress": "Escaneie o endereço com o app da sua carteira e informe o valor abaixo",
  "crypto.qrAlt": "QR Code para pagar {amount} {symbol} no endereço abaixo",
  "crypto.tokenWarning": "Envie {symbol} somente pela rede {network}. Tokens enviados por outra rede serão perdidos.",
  "crypto.network": "Rede",
  "crypto.feeWarning": "A taxa da rede {network} é paga em {feeCoin}: tenha um pouco de {feeCoin} na carteira para enviar.",
  "crypto.payBy": "Pague até {time}",
  "crypto.waiting": "Aguardando o pagamento… esta página atualiza sozinha.",
  "crypto.confirming.title": "Pagamento detectado",
  "crypto.confirming.body": "Confirmações: {confirmations} de {required}. Esta página atualiza sozinha.",
  "crypto.partial.title": "Pagamento parcial",
  "crypto.partial.body": "Recebemos {paid} {symbol}. Envie o restante, {remaining} {symbol}, para o mesmo endereço.",
  "crypto.receipt": "Recibo",
  "crypto.receipt.paid": "Valor pago",
  "crypto.receipt.at": "Pago em",
  "crypto.receipt.number": "Número do pagamento",
  "crypto.receipt.transactions": "Transações",
  "crypto.receipt.late": "Recebido após o prazo; o vendedor foi avisado.",
  "crypto.receipt.overpaid": "Você pagou mais que o devido; fale com o vendedor sobre a diferença.",
  "crypto.expired.body": "O prazo para pagar terminou. Não envie nada para este endereço agora. Se você já enviou o pagamento, ele ainda é creditado se chegar em até 24 horas; caso contrário, fale com o vendedor informando o ID da sua transação.",
  "crypto.redirecting": "Voltando para a loja em instantes…",
  ...claimPt,
  ...sessionPt,
} as const;

export type MessageKey = keyof typeof ptBR;

const en: Record<MessageKey, string> = {
  "checkout.title": "Payment",
  "checkout.language": "Language",
  "checkout.payTo": "Pay to",
  "checkout.amount": "Amount",
  "checkout.expiresIn": "Expires in",
  "checkout.notFound": "This payment link does not exist.",
  "checkout.notFound.title": "Invalid payment link",
  "checkout.notFound.body": "This payment link is invalid or no longer exists. Ask the seller for a new one.",
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
  "checkout.reference": "Order",
  "checkout.support": "Questions about your order? Contact the store:",
  "checkout.supportEmail": "E-mail",
  "checkout.supportWhatsapp": "WhatsApp",
  "checkout.receipt.open": "Open a receipt to save or print",
  "receipt.title": "Payment receipt",
  "receipt.print": "Print or save as PDF",
  "receipt.back": "Back to the payment",
  "receipt.notYet": "The receipt is available once the payment is confirmed.",
  "receipt.store": "Store",
  "receipt.description": "Description",
  "receipt.amount": "Amount",

  "pix.scan": "Scan the QR code in your bank's app",
  "pix.orCopy": "or copy the PIX copy-and-paste code:",
  "pix.codeLabel": "PIX copy-and-paste code",
  "pix.copy": "Copy code",
  "pix.copied": "Code copied!",
  "pix.qrAlt": "PIX QR code of the payment",
  "pix.waiting": "Waiting for the payment… this page updates by itself.",
  "pix.waiting.storeConfirms": "After paying, keep your receipt: the store checks that your PIX arrived and confirms the payment. This page shows it once confirmed.",
  "pix.due.date": "Due date: {date}",
  "pix.due.onDueDate": "Until the due date: {amount}.",
  "pix.due.afterDueDate": "After the due date, with fine and interest: {amount} on {date}, and the interest grows each day. Payable until {lastDay}.",
  "pix.due.payableUntil": "Payable until {lastDay}.",
  "pix.due.typeAmount": "Enter today's amount in your bank app: {amount}.",
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
  "pix.receipt": "Receipt",
  "pix.receipt.paid": "Amount paid",
  "pix.receipt.at": "Paid at",
  "pix.receipt.to": "Paid to",
  "pix.receipt.number": "Payment number",
  "pix.receipt.endToEnd": "PIX transaction ID",
  "crypto.amountToSend": "Amount to send",
  "crypto.address": "Address",
  "crypto.copyAddress": "Copy address",
  "crypto.copyAmount": "Copy amount",
  "crypto.copied": "Copied!",
  "crypto.openWallet": "Open in wallet",
  "crypto.scan": "Scan with your wallet app",
  "crypto.scanAddress": "Scan the address with your wallet app and enter the amount below",
  "crypto.qrAlt": "QR code to pay {amount} {symbol} to the address below",
  "crypto.tokenWarning": "Send {symbol} on {network} only. Tokens sent on another network are lost.",
  "crypto.network": "Network",
  "crypto.feeWarning": "The {network} network fee is paid in {feeCoin}: keep a little {feeCoin} in your wallet to send.",
  "crypto.payBy": "Pay by {time}",
  "crypto.waiting": "Waiting for your payment… this page updates by itself.",
  "crypto.confirming.title": "Payment seen",
  "crypto.confirming.body": "Confirmations: {confirmations} of {required}. This page updates by itself.",
  "crypto.partial.title": "Partially paid",
  "crypto.partial.body": "We received {paid} {symbol}. Send the remaining {remaining} {symbol} to the same address.",
  "crypto.receipt": "Receipt",
  "crypto.receipt.paid": "Amount paid",
  "crypto.receipt.at": "Paid at",
  "crypto.receipt.number": "Payment number",
  "crypto.receipt.transactions": "Transactions",
  "crypto.receipt.late": "Received after the deadline; the seller has been told.",
  "crypto.receipt.overpaid": "You paid more than was due; contact the seller about the difference.",
  "crypto.expired.body": "The time to pay has run out. Do not send anything to this address now. If you already sent the payment, it is still credited when it arrives within 24 hours; otherwise contact the seller with your transaction ID.",
  "crypto.redirecting": "Taking you back to the store…",
  ...claimEn,
  ...sessionEn,
};

const dictionaries: Record<Locale, Record<MessageKey, string>> = { "pt-BR": ptBR, en };

/**
 * The checkout locale closest to the browser's languages (an Accept-Language header), best first:
 * any Portuguese reads pt-BR, any English reads en; null when the payer asked for neither.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((entry, position) => {
      const [tag = "", ...parameters] = entry.split(";").map((part) => part.trim());
      const qualityParameter = parameters.find((parameter) => parameter.startsWith("q="));
      const quality = qualityParameter === undefined ? 1 : Number(qualityParameter.slice(2));
      return { language: tag.toLowerCase().split("-")[0], quality: Number.isFinite(quality) ? quality : 0, position };
    })
    // q=0 means "not this one"; equal qualities keep the order the browser sent.
    .filter((entry) => entry.quality > 0)
    .sort((left, right) => right.quality - left.quality || left.position - right.position);
  for (const { language } of ranked) {
    if (language === "pt") return "pt-BR";
    if (language === "en") return "en";
  }
  return null;
}

export function translate(locale: Locale, key: MessageKey): string {
  return dictionaries[locale][key];
}

/** A message with its {placeholders} filled; one without a value stays as written. */
export function fillMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));
}
