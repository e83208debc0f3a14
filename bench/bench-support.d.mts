// Types of bench-support.mjs for the TypeScript benchmarks.
export declare const log: (...parts: unknown[]) => void;
export declare const round: (value: number) => number;
export declare function percentile(sorted: number[], share: number): number;
export declare function benchDatabase(defaultName: string): { adminUrl: string; name: string; url: string };
export declare function prepareDatabase(database: { adminUrl: string; name: string; url: string }): Promise<void>;
