import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { createCryptoPayment } from "@/server/crypto/create-crypto-payment";
import { createCryptoPaymentInput } from "@/server/crypto/schemas";
import { setWallet } from "@/server/crypto/wallets/set-wallet";
import { randomAccountKey } from "@/server/testing/keys";
import { createUser } from "@/server/testing/fixtures";
import { getInvoice } from "./get-invoice";
import { invoiceObjectSchema } from "./invoice-schema";

describe("invoiceObjectSchema", () => {
  it("describes exactly the fields toInvoiceObject answers", async () => {
    const db = await getDb();
    const { user, actor } = await createUser(db);
    await setWallet(db, { userId: user.id, currency: "BTC", xpub: randomAccountKey("bitcoin") });
    const payment = await createCryptoPayment(
      db,
      actor,
      createCryptoPaymentInput.parse({
        amount: 12.34,
        fiat_currency: "EUR",
        pay_currency: "BTC",
        customer_name: "Ana",
        customer_email: "ana@example.com",
        external_reference: "schema",
      }),
    );
    const invoice = await getInvoice(db, actor, payment.id);
    expect(invoiceObjectSchema.strict().parse(invoice)).toEqual(invoice);
  });
});
