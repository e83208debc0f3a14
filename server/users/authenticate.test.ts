import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { createUser, TEST_PASSWORD } from "@/server/testing/fixtures";
import { authenticate } from "./manage-users";

describe("authenticate", () => {
  it("accepts the right password whatever the e-mail's case, and nothing else", async () => {
    const db = await getDb();
    const { user } = await createUser(db, { email: "ana.souza@example.com" });
    expect((await authenticate(db, { email: "Ana.Souza@Example.com", password: TEST_PASSWORD }))?.id).toBe(user.id);
    expect(await authenticate(db, { email: "ana.souza@example.com", password: "wrong password" })).toBeNull();
    expect(await authenticate(db, { email: "nobody@example.com", password: TEST_PASSWORD })).toBeNull();
  });

  it("never returns the password hash", async () => {
    const db = await getDb();
    await createUser(db, { email: "hash@example.com" });
    const profile = await authenticate(db, { email: "hash@example.com", password: TEST_PASSWORD });
    expect(profile).not.toHaveProperty("passwordHash");
  });
});
