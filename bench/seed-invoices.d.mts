// Types of seed-invoices.mjs for the TypeScript benchmarks.
import type postgres from "postgres";
export declare function seedInvoices(sql: postgres.Sql, params: { userId: number; rows: number; log?: (...parts: unknown[]) => void }): Promise<number>;
