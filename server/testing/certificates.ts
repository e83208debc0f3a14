// Test certificates: the simulator's certificate authority (openssl), made per test.
export { createCertificateAuthority, type CertificateAuthority } from "@/server/sandbox/api-pix/certificates";
