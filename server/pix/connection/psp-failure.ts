// A PSP failure in the words shown to the merchant (connection test, webhook registration).
import { isPspError } from "@/server/pix/psp/psp-http";

const hints: Record<string, string> = {
  dns: "check the host name of the URL",
  tcp_refused: "nothing listens at that host and port",
  timeout: "the PSP did not answer; check the URL and any firewall",
  server_certificate: "the PSP's server certificate is not trusted; add its CA if it is a test environment",
  client_certificate_invalid: "check the certificate file, its key and the PKCS#12 password",
  client_certificate_refused: "the PSP does not accept this client certificate; check it is the one issued for this client id",
  tls: "the TLS handshake failed; a refused client certificate often looks like this",
  unauthorized: "the client id or secret is wrong (HTTP 401)",
  forbidden: "the credentials lack a scope this call needs (HTTP 403): ask the PSP for cob.read, cob.write, pix.read, pix.write, webhook.read and webhook.write",
};

export function describePspFailure(error: unknown): { kind: string; detail: string } {
  if (isPspError(error)) {
    const hint = hints[error.kind];
    return { kind: error.kind, detail: hint ? `${error.message}: ${hint}` : error.message };
  }
  return { kind: "unexpected", detail: "unexpected error talking to the PSP" };
}
