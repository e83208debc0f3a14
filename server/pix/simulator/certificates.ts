// Certificates made with the openssl command: a CA, a server certificate for 127.0.0.1 and
// localhost, and client certificates (PEM, and PKCS#12 with a password) issued by that CA. Used by
// the sandbox PSP simulator and by the tests of mutual TLS.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const EC_KEY = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];

function openssl(dir: string, args: string[]) {
  execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
}

export type CertificateAuthority = {
  cert: string;
  /** A server certificate for 127.0.0.1 and localhost. */
  server: { cert: string; key: string };
  /** A client certificate and key, PEM. */
  issueClient: (commonName: string) => { cert: string; key: string; pkcs12: (password: string) => Buffer };
};

export function createCertificateAuthority(name: string): CertificateAuthority {
  const dir = mkdtempSync(path.join(tmpdir(), "ponte-ca-"));
  const read = (file: string) => readFileSync(path.join(dir, file), "utf8");
  try {
    openssl(dir, ["req", "-x509", ...EC_KEY, "-keyout", "ca.key", "-out", "ca.crt", "-days", "2", "-subj", `/CN=${name}`]);
    const issue = (base: string, subject: string, extensions: string) => {
      writeFileSync(path.join(dir, `${base}.ext`), extensions);
      openssl(dir, ["req", ...EC_KEY, "-keyout", `${base}.key`, "-out", `${base}.csr`, "-subj", subject]);
      openssl(dir, ["x509", "-req", "-in", `${base}.csr`, "-CA", "ca.crt", "-CAkey", "ca.key", "-CAcreateserial", "-out", `${base}.crt`, "-days", "2", "-extfile", `${base}.ext`]);
      return { cert: read(`${base}.crt`), key: read(`${base}.key`) };
    };
    const server = issue("server", "/CN=127.0.0.1", "subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n");
    const ca = read("ca.crt");
    let clients = 0;
    return {
      cert: ca,
      server,
      issueClient: (commonName) => {
        clients += 1;
        const base = `client${clients}`;
        const client = issue(base, `/CN=${commonName}`, "extendedKeyUsage=clientAuth\n");
        return {
          ...client,
          pkcs12: (password) => {
            openssl(dir, ["pkcs12", "-export", "-inkey", `${base}.key`, "-in", `${base}.crt`, "-out", `${base}.p12`, "-passout", `pass:${password}`]);
            return readFileSync(path.join(dir, `${base}.p12`));
          },
        };
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
