// Records what a chain watcher saw (upserting invoice_payments), marks vanished unconfirmed
// payments as dropped, and recomputes each affected invoice through the state machine.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { invoicePayments } from "@/db/schema";
import { applyPayments } from "@/server/invoices/lifecycle/apply-payments";

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
  const affected = new Set<number>();
  for (const sighting of params.sightings) {
    const final = sighting.confirmations >= params.requiredConfirmations;
    await db
      .insert(invoicePayments)
      .values({
        invoiceId: sighting.invoiceId,
        network,
        reference: sighting.reference,
        outputIndex: sighting.outputIndex,
        amountBase: sighting.amountBase.toString(),
        blockNumber: sighting.blockNumber,
        confirmations: sighting.confirmations,
        state: final ? "confirmed" : "pending",
        seenAt: now,
        confirmedAt: final ? now : null,
        raw: sighting.raw ?? null,
      })
      .onConflictDoUpdate({
        target: [invoicePayments.network, invoicePayments.reference, invoicePayments.outputIndex],
        // A final payment stays final; a dropped one that reappears counts again.
        set: {
          blockNumber: sighting.blockNumber,
          confirmations: sighting.confirmations,
          state: sql`case when ${invoicePayments.state} = 'confirmed' then 'confirmed' else ${final ? "confirmed" : "pending"} end`,
          confirmedAt: sql`coalesce(${invoicePayments.confirmedAt}, ${final ? now.toISOString() : null}::timestamptz)`,
        },
      });
    affected.add(sighting.invoiceId);
  }

  const dropped = params.dropScope ? await dropVanished(db, network, params.dropScope, params.sightings) : [];
  for (const invoiceId of dropped) affected.add(invoiceId);

  for (const invoiceId of affected) {
    await db.transaction((tx) => applyPayments(tx, { invoiceId, now }));
  }
  return { recorded: params.sightings.length, dropped: dropped.length, affected: affected.size };
}

/** Marks pending payments in scope that the scan did not see again as dropped; returns their invoice ids. */
async function dropVanished(
  db: Database,
  network: string,
  scope: NonNullable<DropScope>,
  sightings: Sighting[],
): Promise<number[]> {
  if (scope.invoiceIds?.length === 0) return [];
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
  const vanished = candidates.filter((row) => !seen.has(keyOf(row.reference, row.outputIndex)));
  if (vanished.length === 0) return [];
  await db
    .update(invoicePayments)
    .set({ state: "dropped" })
    .where(
      and(
        inArray(
          invoicePayments.id,
          vanished.map((row) => row.id),
        ),
        eq(invoicePayments.state, "pending"),
      ),
    );
  return vanished.map((row) => row.invoiceId);
}
