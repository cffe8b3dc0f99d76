import { db } from "~/db/db.server";
import { startSession } from "~/services/auth/session.server";
import {
  changePassword,
  createUser,
  disableUser,
  EmailTakenError,
  getUserByEmail,
  getUserById,
  listUsers,
  updateUserProfile,
} from "./user.server";

async function insertToken(userId: number) {
  await db()
    .insertInto("api_token")
    .values({ user_id: userId, token_hash: `hash-${Math.random()}`, expires_at: new Date(Date.now() + 60_000) })
    .execute();
}

async function countRows(table: "session" | "api_token", userId: number) {
  const row = await db()
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("user model", () => {
  it("creates users with an argon2id hash it never returns", async () => {
    const admin = await createUser(db(), { name: "Ada", email: "Ada@Example.test", password: "secret-pass", role: "admin" });
    expect(admin).toMatchObject({ name: "Ada", email: "Ada@Example.test", role: "admin", admin_type: "admin" });
    expect(admin).not.toHaveProperty("password_hash");
    const stored = await db().selectFrom("user").select("password_hash").where("id", "=", admin.id).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);

    const customer = await createUser(db(), { name: "Carl", email: "carl@example.test", password: "secret-pass", role: "customer", phone: " 555 " });
    expect(customer).toMatchObject({ admin_type: null, phone: "555" });
    expect(await getUserById(db(), customer.id)).not.toHaveProperty("password_hash");
  });

  it("finds by email case-insensitively and refuses a duplicate", async () => {
    await createUser(db(), { name: "Dup", email: "dup@example.test", password: "secret-pass", role: "customer" });
    expect((await getUserByEmail(db(), "  DUP@example.TEST "))?.name).toBe("Dup");
    await expect(
      createUser(db(), { name: "Dup 2", email: "DUP@EXAMPLE.TEST", password: "secret-pass", role: "customer" }),
    ).rejects.toBeInstanceOf(EmailTakenError);
  });

  it("updates the profile and bumps the version", async () => {
    const user = await createUser(db(), { name: "Old", email: "old@example.test", password: "secret-pass", role: "customer" });
    const updated = await updateUserProfile(db(), user.id, { name: "New", phone: "" });
    expect(updated).toMatchObject({ name: "New", phone: null, version: user.version + 1 });
  });

  it("disabling ends the user's sessions and tokens at once", async () => {
    const user = await createUser(db(), { name: "Gone", email: "gone@example.test", password: "secret-pass", role: "admin" });
    await startSession(db(), { userId: user.id, kind: "admin" });
    await startSession(db(), { userId: user.id, kind: "customer" });
    await insertToken(user.id);
    await disableUser(db(), user.id);
    expect((await getUserById(db(), user.id))?.disabled_at).toBeInstanceOf(Date);
    expect(await countRows("session", user.id)).toBe(0);
    expect(await countRows("api_token", user.id)).toBe(0);
  });

  it("a password change keeps only the current session", async () => {
    const user = await createUser(db(), { name: "Pat", email: "pat@example.test", password: "secret-pass", role: "customer" });
    const current = await startSession(db(), { userId: user.id, kind: "customer" });
    await startSession(db(), { userId: user.id, kind: "customer" });
    await insertToken(user.id);
    await changePassword(db(), user.id, "another-pass", { keepSessionId: current.id });
    const left = await db().selectFrom("session").select("id").where("user_id", "=", user.id).execute();
    expect(left.map((s) => s.id)).toEqual([current.id]);
    expect(await countRows("api_token", user.id)).toBe(0);
  });

  it("lists users by role without hashes", async () => {
    const admins = await listUsers(db(), { role: "admin" });
    expect(admins.length).toBeGreaterThan(0);
    expect(admins.every((u) => u.role === "admin" && !("password_hash" in u))).toBe(true);
  });
});
