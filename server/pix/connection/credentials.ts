// A connection's secrets, sealed together in one column (kernel/secret-box.ts) and bound to the
// merchant's row, so a sealed value copied to another merchant's row does not open.
import { open, seal } from "@/kernel/secret-box";
import type { TlsCredentials } from "@/server/pix/psp/psp-http";

export type ConnectionCredentials = {
  clientSecret: string;
  certificatePem?: string;
  privateKeyPem?: string;
  pkcs12Base64?: string;
  pkcs12Password?: string;
  serverCaPem?: string;
  /** The secret path segment of the callback URL registered at the PSP. */
  callbackSecret: string;
};

const purposeOf = (userId: number) => `psp_connections.credentials:${userId}`;

export const sealCredentials = (userId: number, credentials: ConnectionCredentials) => seal(JSON.stringify(credentials), purposeOf(userId));

export const openCredentials = (userId: number, sealed: string) => JSON.parse(open(sealed, purposeOf(userId))) as ConnectionCredentials;

export function tlsOf(credentials: ConnectionCredentials): TlsCredentials {
  return {
    cert: credentials.certificatePem,
    key: credentials.privateKeyPem,
    pfx: credentials.pkcs12Base64 ? Buffer.from(credentials.pkcs12Base64, "base64") : undefined,
    passphrase: credentials.pkcs12Password,
    ca: credentials.serverCaPem,
  };
}
