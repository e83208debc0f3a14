import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { getDb } from "@/db/client";
import { invoices } from "@/db/schema";
import { AppError } from "@/kernel/errors";
import { parseBrCode } from "@/server/pix/brcode";
import { setPixProfile } from "@/server/pix/set-pix-profile";
import { createUser } from "@/server/testing/fixtures";
import { callerFor, trpcErrorOf } from "@/server/testing/trpc";

const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();

async function merchantWithProfile() {
  const db = await getDb();
  const merchant = await createUser(db);
  await setPixProfile(db, merchant.actor, { key: "loja@example.com", legalName: "Loja Exemplo", document: "52998224725", city: "Curitiba" });
  return merchant;
}

describe("pix.createPayment", () => {
  it("creates a PIX invoice of the signed-in merchant with its QR image and copy-paste code", async () => {
    const { actor } = await merchantWithProfile();
    const caller = await callerFor(actor);

    const record = await caller.pix.createPayment({
      clientMode: "fillDataNow",
      amount: 42.5,
      expire_at: inOneHour(),
      description: "Pedido 17",
      external_reference: "order-17",
      name_client: "Ana Souza",
      document_client: "529.982.247-25",
      document_type: "CPF",
      email: "ana@example.com",
    });

    expect(record).toMatchObject({
      amount: 42.5,
      clientMode: "fillDataNow",
      external_reference: "order-17",
      name_client: "Ana Souza",
      document_client: "52998224725",
      name_receiver: "Loja Exemplo",
      status: "WAITING_PAYMENT",
    });
    expect(record.qr_image).toMatch(/^iVBORw0KGgo/); // a PNG, base64
    expect(parseBrCode(record.emv).amount).toBe("42.50");
    expect(record.checkout_url).toContain(record.checkout_id);

    const db = await getDb();
    const [row] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, record.id), eq(invoices.userId, actor.userId)));
    expect(row).toMatchObject({ gateway: "pix", amountMinor: 4250n, currency: "BRL", emv: record.emv });
  });

  it("names each invalid field, as REST does", async () => {
    const { actor } = await merchantWithProfile();
    const caller = await callerFor(actor);

    const error = await trpcErrorOf(caller.pix.createPayment({ clientMode: "fillDataNow", amount: 10.123, expire_at: inOneHour() }));

    expect(error.code).toBe("BAD_REQUEST");
    expect(error.cause).toBeInstanceOf(ZodError);
    const paths = (error.cause as ZodError).issues.map((issue) => issue.path.join(".")).sort();
    expect(paths).toEqual(["amount", "document_client", "document_type", "name_client"]);
  });

  it("refuses a merchant without a PIX profile with pix_profile_missing", async () => {
    const { actor } = await createUser(await getDb());
    const caller = await callerFor(actor);

    const error = await trpcErrorOf(caller.pix.createPayment({ clientMode: "noNeedToSpecify", amount: 10, expire_at: inOneHour() }));

    expect(error.code).toBe("UNPROCESSABLE_CONTENT");
    expect((error.cause as AppError).code).toBe("pix_profile_missing");
  });

  it("requires a signed-in user", async () => {
    const caller = await callerFor(null);
    const error = await trpcErrorOf(caller.pix.createPayment({ clientMode: "noNeedToSpecify", amount: 10, expire_at: inOneHour() }));
    expect(error.code).toBe("UNAUTHORIZED");
  });
});
