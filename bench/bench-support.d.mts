// Types of bench-support.mjs for the TypeScript benchmarks.
import type { ChildProcess } from "node:child_process";

export function log(...parts: unknown[]): void;
export function round(value: number): number;
export function percentile(sorted: number[], share: number): number;
export function startServer(options: { port: number; databaseUrl: string; env?: Record<string, string> }): Promise<ChildProcess>;
export function benchDatabase(defaultName: string): { adminUrl: string; name: string; url: string };
export function prepareDatabase(database: { adminUrl: string; name: string; url: string }): Promise<void>;
