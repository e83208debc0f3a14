// Records what a chain watcher saw (upserting invoice_payments), marks vanished unconfirmed
// payments as dropped, and recomputes each affected invoice through the state machine.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, Executor } from "@/db/client";
import { invoicePayments, users } from "@/db/schema";
import { changeInvoicePayments } from "@/server/invoices/lifecycle/apply-payments";

export type Sighting = {
  invoiceId: number;
  /** Transaction hash. */
  reference: string;
  /** Bitcoin vout, EVM log index, -1 for a native EVM transfer. */
  outputIndex: number;
  amountBase: bigint;
  /** null while in the mempool. */
  blockNumber: number | null;
  confirmations: number;
  /** Paid on another network than the invoice's (the invoice's token to its address elsewhere). */
  otherNetwork?: boolean;
  raw?: Record<string, unknown>;
};

type DropScope = { invoiceIds?: number[]; fromBlock?: number; toBlock?: number };

const keyOf = (reference: string, outputIndex: number) => `${reference.toLowerCase()}:${outputIndex}`;

export async function recordSightings(
  db: Database,
  params: {
    network: string;
    sightings: Sighting[];
    requiredConfirmations: number;
    /**
     * Pending payments this scan should have seen again: those not among the sightings have left
     * the mempool or their block was re-orged out.
     */
    dropScope?: DropScope;
    now: Date;
  },
) {
  const { network, now } = params;
  const byInvoice = new Map<number, Sighting[]>();
  for (const sighting of params.sightings) {
    byInvoice.set(sighting.invoiceId, [...(byInvoice.get(sighting.invoiceId) ?? []), sighting]);
  }
  // Found without a lock, only to know which invoices to visit: each is checked again under its lock.
  const vanished = params.dropScope ? await findVanished(db, network, params.dropScope, params.sightings) : new Map<number, number[]>();
  const affected = [...new Set([...byInvoice.keys(), ...vanished.keys()])].sort((a, b) => a - b);

  let dropped = 0;
  // One invoice per transaction, its row lock taken before its payments are written: a cancel,
  // a mark-paid or a sandbox pay of the same invoice waits for this one (or this one for it).
  for (const invoiceId of affected) {
    const { recorded } = await db.transaction((tx) =>
      changeInvoicePayments(tx, {
        invoiceId,
        now,
        record: async (invoice) => {
          const sightings = byInvoice.get(invoiceId) ?? [];
          const countsOtherNetworks = sightings.some((sighting) => sighting.otherNetwork)
            ? await countsOtherNetworkPayments(tx, invoice.userId)
            : true;
          for (const sighting of sightings) {
            const counted = !sighting.otherNetwork || countsOtherNetworks;
            await upsertSighting(tx, { network, sighting, counted, requiredConfirmations: params.requiredConfirmations, now });
          }
          const ids = vanished.get(invoiceId);
          if (!ids?.length) return 0;
          const rows = await tx
            .update(invoicePayments)
            .set({ state: "dropped" })
            .where(
              and(
                inArray(invoicePayments.id, ids),
                eq(invoicePayments.invoiceId, invoiceId),
                eq(invoicePayments.state, "pending"),
              ),
            )
            .returning({ id: invoicePayments.id });
          return rows.length;
        },
      }),
    );
    dropped += recorded ?? 0;
  }
  return { recorded: params.sightings.length, dropped, affected: affected.length };
}

/** The merchant's policy for payments on another network: counted (the default) or only recorded. */
async function countsOtherNetworkPayments(tx: Executor, userId: number): Promise<boolean> {
  const [owner] = await tx.select({ policy: users.otherNetworkPayments }).from(users).where(eq(users.id, userId));
  return owner?.policy !== "record";
}

async function upsertSighting(
  tx: Executor,
  params: { network: string; sighting: Sighting; counted: boolean; requiredConfirmations: number; now: Date },
) {
  const { network, sighting, now } = params;
  const final = sighting.confirmations >= params.requiredConfirmations;
  await tx
    .insert(invoicePayments)
    .values({
      invoiceId: sighting.invoiceId,
      network,
      reference: sighting.reference,
      outputIndex: sighting.outputIndex,
      amountBase: sighting.amountBase.toString(),
      // Decided once, when the payment is first seen: a later change of policy does not rewrite it.
      counted: params.counted,
      blockNumber: sighting.blockNumber,
      confirmations: sighting.confirmations,
      state: final ? "confirmed" : "pending",
      seenAt: now,
      confirmedAt: final ? now : null,
      raw: sighting.raw ?? null,
    })
    .onConflictDoUpdate({
      target: [invoicePayments.network, invoicePayments.reference, invoicePayments.outputIndex],
      // A final payment stays final, its count kept at what made it final: every count GET shows
      // is a new version with an event, and a final payment's further blocks change nothing.
      // A dropped one that reappears counts again.
      set: {
        blockNumber: sighting.blockNumber,
        confirmations: sql`case when ${invoicePayments.state} = 'confirmed' then ${invoicePayments.confirmations} else ${sighting.confirmations} end`,
        state: sql`case when ${invoicePayments.state} = 'confirmed' then 'confirmed' else ${final ? "confirmed" : "pending"} end`,
        confirmedAt: sql`coalesce(${invoicePayments.confirmedAt}, ${final ? now.toISOString() : null}::timestamptz)`,
      },
      // A transfer is one invoice's: never touch another's row (whose lock this change does not hold).
      setWhere: eq(invoicePayments.invoiceId, sighting.invoiceId),
    });
}

/** Pending payments in scope that the scan did not see again, by invoice. */
async function findVanished(
  db: Database,
  network: string,
  scope: NonNullable<DropScope>,
  sightings: Sighting[],
): Promise<Map<number, number[]>> {
  const byInvoice = new Map<number, number[]>();
  if (scope.invoiceIds?.length === 0) return byInvoice;
  const conditions = [eq(invoicePayments.network, network), eq(invoicePayments.state, "pending")];
  if (scope.invoiceIds) conditions.push(inArray(invoicePayments.invoiceId, scope.invoiceIds));
  if (scope.fromBlock !== undefined) conditions.push(sql`${invoicePayments.blockNumber} >= ${scope.fromBlock}`);
  if (scope.toBlock !== undefined) conditions.push(sql`${invoicePayments.blockNumber} <= ${scope.toBlock}`);
  const candidates = await db
    .select({
      id: invoicePayments.id,
      invoiceId: invoicePayments.invoiceId,
      reference: invoicePayments.reference,
      outputIndex: invoicePayments.outputIndex,
    })
    .from(invoicePayments)
    .where(and(...conditions));
  const seen = new Set(sightings.map((sighting) => keyOf(sighting.reference, sighting.outputIndex)));
  for (const row of candidates) {
    if (seen.has(keyOf(row.reference, row.outputIndex))) continue;
    byInvoice.set(row.invoiceId, [...(byInvoice.get(row.invoiceId) ?? []), row.id]);
  }
  return byInvoice;
}
