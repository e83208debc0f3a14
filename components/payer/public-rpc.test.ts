// The checkout's fetch client against the real tRPC endpoint: reads and writes in tRPC's wire
// format, and failures carrying the same `data` (code, HTTP status, field errors) the tRPC client gives.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { createUser } from "@/server/testing/fixtures";
import { insertTestInvoice } from "@/server/testing/invoices";
import { handleTrpcRequest } from "@/server/trpc/fetch-handler";
import { PublicRpcError, rpcMutation, rpcQuery } from "./public-rpc";

const APP_URL = "https://pay.example.com";

beforeAll(() => {
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) =>
    handleTrpcRequest({
      request: new Request(new URL(url, APP_URL), init),
      appUrl: APP_URL,
      createContext: async () => ({ db: await getDb(), actor: null, requestId: "test", clientAddress: "203.0.113.9" }),
    }),
  );
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const failureOf = async (promise: Promise<unknown>) => {
  const failure = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(PublicRpcError);
  return failure as PublicRpcError;
};

describe("the checkout's calls to the public procedures", () => {
  it("reads a crypto checkout's view by GET", async () => {
    const db = await getDb();
    const { actor } = await createUser(db);
    const invoice = await insertTestInvoice(db, { userId: actor.userId });
    const view = await rpcQuery("checkout", "crypto", { checkoutId: invoice.checkoutId });
    expect(view).toMatchObject({ checkoutId: invoice.checkoutId, status: "WAITING_PAYMENT", payCurrency: "BTC" });
  });

  it("fails an unknown checkout with NOT_FOUND and its HTTP status", async () => {
    const failure = await failureOf(rpcQuery("checkout", "pix", { checkoutId: "no-such-checkout" }));
    expect(failure.data).toMatchObject({ code: "NOT_FOUND", httpStatus: 404 });
  });

  it("posts a write and gives the server's field errors", async () => {
    const db = await getDb();
    const { actor } = await createUser(db);
    const invoice = await insertTestInvoice(db, { userId: actor.userId });
    const failure = await failureOf(
      rpcMutation("checkout", "submitCustomer", { checkoutId: invoice.checkoutId, name: "", documentType: "CPF", document: "1", email: "not-an-email" }),
    );
    expect(failure.data?.httpStatus).toBe(400);
    expect(failure.data?.fieldErrors?.map((error) => error.path)).toEqual(expect.arrayContaining(["email"]));
  });
});
