// Zod compiles object parsers with `new Function` where it may, and its probe for that is reported
// as a violation of a CSP without 'unsafe-eval' even though the probe catches the error. The
// browser's zod therefore stays interpretive; the server's keeps its compiled parsers.
import { z } from "zod";

if (typeof window !== "undefined") z.config({ jitless: true });
