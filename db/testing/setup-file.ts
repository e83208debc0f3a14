// Gives every test file a database of its own, copied from the migrated template.
import { afterAll, inject } from "vitest";
import { closeDb, setDatabase } from "@/db/client";
import { createTestDatabase } from "./test-database";

const handle = await createTestDatabase(inject("testDatabase"));
await setDatabase(handle);

afterAll(async () => {
  await closeDb();
});
