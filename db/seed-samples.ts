// Sample data for the demo merchant, added as the features that own it land.
import type { Database } from "./client";

export async function seedSampleData(_db: Database, _params: { merchantId: number }) {}
