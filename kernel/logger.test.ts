import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { logger, redactParameter, requestFields } from "./logger";

const email = "ana.souza@example.com";
const cpf = "111.444.777-35";
const invoiceId = 4242;

/** What logger.error wrote, as the one JSON line it prints. */
function logged(fields: Record<string, unknown>) {
  const lines: string[] = [];
  vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
  logger.error("request failed", fields);
  expect(lines).toHaveLength(1);
  return lines[0] ?? "";
}

async function failedQueryError() {
  const db = await getDb();
  // A statement that fails on the server with a customer's data among its parameters.
  const error = await db
    .execute(sql`select ${invoiceId}::bigint as id, ${email} as email, ${cpf} as cpf, 1 / 0 as boom`)
    .then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("logging a failed query", () => {
  it("leaves out the customer's e-mail and CPF, in the message, the stack and the cause", async () => {
    const line = logged({ error: await failedQueryError() });
    expect(line).not.toContain(email);
    expect(line).not.toContain(cpf);
    expect(line).not.toContain("11144477735");
  });

  it("keeps the statement, the invoice id and the database's reason", async () => {
    const entry = JSON.parse(logged({ error: await failedQueryError() }));
    expect(entry.error.query).toContain("select $1::bigint as id");
    expect(entry.error.params).toEqual([invoiceId, "[text, 21 characters]", "[text, 14 characters]"]);
    expect(entry.error.stack).toMatch(/^\w*Error: Failed query\n/);
    expect(JSON.stringify(entry.error.cause)).toContain("division by zero");
  });

  it("logs other errors whole", () => {
    const entry = JSON.parse(logged({ error: new Error("wallet key is malformed", { cause: new Error("bad checksum") }) }));
    expect(entry.error).toMatchObject({ name: "Error", message: "wallet key is malformed", cause: { message: "bad checksum" } });
  });
});

describe("redactParameter", () => {
  it.each([
    ["a number", 42, 42],
    ["a boolean", true, true],
    ["null", null, null],
    ["an e-mail", "ana@example.com", "[text, 15 characters]"],
    ["a CPF", "11144477735", "[text, 11 characters]"],
    ["an array", ["a", "b"], "[array of 2]"],
    ["an object", { email: "ana@example.com" }, "[object]"],
  ])("shows %s as %j", (_label, value, expected) => {
    expect(redactParameter(value)).toEqual(expected);
  });

  it("shows a bigint (an amount in base units) as its digits", () => {
    expect(redactParameter(12345678901234567890n)).toBe("12345678901234567890");
  });
});

describe("requestFields", () => {
  it("names the query parameters but never logs their values (a search may be an e-mail)", () => {
    const fields = requestFields(new Request(`http://localhost/api/invoices/payment-gateway?query=${email}&page=2&query=x`));
    expect(fields).toEqual({ method: "GET", path: "/api/invoices/payment-gateway", queryParameters: ["query", "page"] });
    expect(JSON.stringify(fields)).not.toContain("ana");
  });
});
