// Invoices created at the same moment share one insert statement (group commit). Under load,
// creates that reach the insert while earlier statements are on their way to the database wait
// for one of them and then go together: one round trip, one executor start-up and one commit for
// the group instead of one each. When nothing else is waiting, an insert goes at once, alone, so a
// quiet server adds no wait.
import type { Database } from "@/db/client";
import { isConnectionFailure } from "@/db/connection-errors";
import type { Invoice } from "@/db/schema";
import { findInsertedInvoices, InactiveWalletError, insertInvoices, type NewInvoiceEntry } from "./insert-invoice";

/** The most invoices in one statement: bounds its parameter (about 4 KB per invoice) and its time. */
const MAX_GROUP = 64;
/** Statements on their way at once: two keep a slow one (a search-index merge) from stalling all. */
const MAX_IN_FLIGHT = 2;
/** Times a group whose connection was lost before it committed is written again. */
const LOST_CONNECTION_RETRIES = 2;

type Waiting = { entry: NewInvoiceEntry; resolve: (invoice: Invoice) => void; reject: (error: unknown) => void };

class InsertGroups {
  private readonly waiting: Waiting[] = [];
  private inFlight = 0;

  constructor(private readonly db: Database) {}

  insert(entry: NewInvoiceEntry): Promise<Invoice> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ entry, resolve, reject });
      this.send();
    });
  }

  private send() {
    while (this.inFlight < MAX_IN_FLIGHT && this.waiting.length > 0) {
      const group = this.waiting.splice(0, MAX_GROUP);
      this.inFlight += 1;
      void this.write(group).finally(() => {
        this.inFlight -= 1;
        this.send();
      });
    }
  }

  private async write(group: Waiting[], lostConnections = 0): Promise<void> {
    const entries = group.map((waiting) => waiting.entry);
    let results: (Invoice | InactiveWalletError)[];
    try {
      results = await insertInvoices(this.db, entries);
    } catch (error) {
      if (isConnectionFailure(error)) return this.afterLostConnection(group, error, lostConnections);
      const [only] = group;
      if (group.length === 1 && only) return only.reject(error);
      // The statement is all or nothing: one invoice's failure (a duplicate key) must not fail
      // the others, so each is tried again on its own.
      await Promise.all(group.map((waiting) => this.write([waiting])));
      return;
    }
    group.forEach((waiting, index) => {
      const result = results[index];
      if (result === undefined) waiting.reject(new Error("invoice insert returned no result"));
      else if (result instanceof InactiveWalletError) waiting.reject(result);
      else waiting.resolve(result);
    });
  }

  /**
   * The connection died with the statement on it: it committed or it did not, and the database
   * says which (the checkout ids are unique). Committed: each create gets its invoice as stored.
   * Not: the same rows are written again, so nothing is created twice and nothing is lost.
   */
  private async afterLostConnection(group: Waiting[], error: unknown, lostConnections: number): Promise<void> {
    let found: Map<string, Invoice>;
    try {
      found = await findInsertedInvoices(
        this.db,
        group.map((waiting) => waiting.entry),
      );
    } catch {
      group.forEach((waiting) => waiting.reject(error));
      return;
    }
    const missing = group.filter((waiting) => {
      const invoice = found.get(waiting.entry.values.checkoutId);
      if (invoice) waiting.resolve(invoice);
      return !invoice;
    });
    if (missing.length === 0) return;
    if (lostConnections >= LOST_CONNECTION_RETRIES) {
      missing.forEach((waiting) => waiting.reject(error));
      return;
    }
    await this.write(missing, lostConnections + 1);
  }
}

const groupsByDatabase = new WeakMap<Database, InsertGroups>();

/**
 * Inserts an invoice (see insertInvoices), with whatever other invoices are waiting to be inserted
 * on this database handle. Not for a transaction's executor: a group runs in no caller's
 * transaction. Rejects with InactiveWalletError when the invoice's wallet is no longer active.
 */
export function insertInvoiceGrouped(db: Database, entry: NewInvoiceEntry): Promise<Invoice> {
  let groups = groupsByDatabase.get(db);
  if (!groups) {
    groups = new InsertGroups(db);
    groupsByDatabase.set(db, groups);
  }
  return groups.insert(entry);
}
