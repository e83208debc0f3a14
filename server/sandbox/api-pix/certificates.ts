// Certificates made with the openssl command: a CA, a server certificate for 127.0.0.1 and
// localhost, and client certificates (PEM, and PKCS#12 with a password) issued by that CA. Used by
// the sandbox PSP simulator and by the tests of mutual TLS. openssl works on files: each step runs
// in a temporary directory of its own, removed when the step is done, so no key stays on disk.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const EC_KEY = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];

/** A test's certificates need only outlive the test; the sandbox's pass validityDays: 3650. */
const DEFAULT_VALIDITY_DAYS = 2;

/** Runs `work` in a fresh temporary directory, removed afterwards whatever happens. */
function inTemporaryDirectory<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), "ponte-ca-"));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

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

export function createCertificateAuthority(name: string, options: { validityDays?: number } = {}): CertificateAuthority {
  const days = String(options.validityDays ?? DEFAULT_VALIDITY_DAYS);
  const authority = inTemporaryDirectory((dir) => {
    openssl(dir, ["req", "-x509", ...EC_KEY, "-keyout", "ca.key", "-out", "ca.crt", "-days", days, "-subj", `/CN=${name}`]);
    return { cert: readFileSync(path.join(dir, "ca.crt"), "utf8"), key: readFileSync(path.join(dir, "ca.key"), "utf8") };
  });
  let serial = 0;
  const issue = (subject: string, extensions: string) =>
    inTemporaryDirectory((dir) => {
      const file = (name: string) => path.join(dir, name);
      writeFileSync(file("ca.crt"), authority.cert);
      writeFileSync(file("ca.key"), authority.key, { mode: 0o600 });
      writeFileSync(file("leaf.ext"), extensions);
      serial += 1;
      openssl(dir, ["req", ...EC_KEY, "-keyout", "leaf.key", "-out", "leaf.csr", "-subj", subject]);
      openssl(dir, ["x509", "-req", "-in", "leaf.csr", "-CA", "ca.crt", "-CAkey", "ca.key", "-set_serial", String(serial), "-out", "leaf.crt", "-days", days, "-extfile", "leaf.ext"]);
      return { cert: readFileSync(file("leaf.crt"), "utf8"), key: readFileSync(file("leaf.key"), "utf8") };
    });
  const pkcs12Of = (client: { cert: string; key: string }, password: string) =>
    inTemporaryDirectory((dir) => {
      writeFileSync(path.join(dir, "leaf.crt"), client.cert);
      writeFileSync(path.join(dir, "leaf.key"), client.key, { mode: 0o600 });
      openssl(dir, ["pkcs12", "-export", "-inkey", "leaf.key", "-in", "leaf.crt", "-out", "leaf.p12", "-passout", `pass:${password}`]);
      return readFileSync(path.join(dir, "leaf.p12"));
    });
  return {
    cert: authority.cert,
    server: issue("/CN=127.0.0.1", "subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n"),
    issueClient: (commonName) => {
      const client = issue(`/CN=${commonName}`, "extendedKeyUsage=clientAuth\n");
      return { ...client, pkcs12: (password) => pkcs12Of(client, password) };
    },
  };
}
