import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { createUser } from "@/server/testing/fixtures";
import { getPreferences, setPreferences } from "./preferences";
import { setPreferencesInput } from "./schemas";

describe("display preferences", () => {
  it("start with the browser's language and the São Paulo zone", async () => {
    const db = await getDb();
    const { user } = await createUser(db);
    expect(await getPreferences(db, { userId: user.id, role: "merchant" })).toEqual({ locale: null, timeZone: "America/Sao_Paulo" });
  });

  it("keep a chosen language and zone for that user only", async () => {
    const db = await getDb();
    const { user } = await createUser(db);
    const { user: other } = await createUser(db);
    const actor = { userId: user.id, role: "merchant" } as const;
    await setPreferences(db, actor, { locale: "en", timeZone: "Europe/Lisbon" });
    expect(await getPreferences(db, actor)).toEqual({ locale: "en", timeZone: "Europe/Lisbon" });
    expect((await getPreferences(db, { userId: other.id, role: "merchant" })).locale).toBeNull();
  });

  it("refuses an unknown language or zone, naming the field", () => {
    const result = setPreferencesInput.safeParse({ locale: "fr", timeZone: "Mars/Olympus" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join(".")).sort()).toEqual(["locale", "timeZone"]);
  });
});
