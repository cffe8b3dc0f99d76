import { db } from "~/db/db.server";
import { createTestUser } from "../../tests/helpers/auth";
import { deleteExpiredPendingSignIns, deletePendingSignIn, findPendingSignIn, insertPendingSignIn } from "./pending-sign-in.server";

describe("pending_sign_in", () => {
  it("is deleted by one caller only, and expired rows go at start-up and with the user's next one", async () => {
    const user = await createTestUser("editor");
    const now = new Date();
    const later = new Date(now.getTime() + 5 * 60_000);
    await insertPendingSignIn(db(), { id: "a".repeat(64), userId: user.id, redirectTo: "/admin/blog", expiresAt: later, now });
    expect(await findPendingSignIn(db(), "a".repeat(64))).toEqual({ id: "a".repeat(64), userId: user.id, email: user.email, redirectTo: "/admin/blog", expiresAt: later });
    const deleted = await Promise.all([deletePendingSignIn(db(), "a".repeat(64)), deletePendingSignIn(db(), "a".repeat(64))]);
    expect(deleted.filter(Boolean)).toHaveLength(1);

    await insertPendingSignIn(db(), { id: "b".repeat(64), userId: user.id, redirectTo: "", expiresAt: now, now });
    await insertPendingSignIn(db(), { id: "c".repeat(64), userId: user.id, redirectTo: "", expiresAt: later, now: later });
    expect(await findPendingSignIn(db(), "b".repeat(64))).toBeUndefined();
    await deleteExpiredPendingSignIns(db(), later);
    expect(await findPendingSignIn(db(), "c".repeat(64))).toBeUndefined();
  });
});
