import { describe, expect, it } from "vitest";
import { getDb, openPostgres, setDatabase } from "@/db/client";
import { checkHealth } from "./health";

describe("health", () => {
  it("reports the database up while it answers", async () => {
    await getDb();
    expect(await checkHealth()).toEqual({ status: "ok", database: "up" });
  });

  it("reports it down when queries fail", async () => {
    // A server that refuses connections: nothing listens on port 9 here.
    const broken = await openPostgres("postgres://ponte@127.0.0.1:9/none", { max: 1 });
    const original = await setDatabase(broken);
    try {
      expect(await checkHealth()).toEqual({ status: "unavailable", database: "down" });
    } finally {
      await broken.close();
      if (original) await setDatabase(original);
    }
  });
});
