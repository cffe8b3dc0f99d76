import crypto from "node:crypto";
import { db } from "~/db/db.server";
import { getUserByEmail } from "~/models/user.server";
import { verifyCredentials } from "~/services/auth/credentials.server";
import { requestPasswordReset, resetPassword } from "~/services/auth/password-reset.server";
import { createTestUser } from "../../../tests/helpers/auth";
import { acceptInvitation, invitationState, inviteUser, reinviteUser } from "./invitations.server";

/** The mail is not sent here (no SMTP_URL): the token is planted through its hash, as the email would carry it. */

async function adminCaller() {
  const admin = await createTestUser("admin");
  return { actor: { id: admin.id, email: admin.email }, ip: "127.0.0.1", origin: "http://localhost" };
}

function hash(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** Gives the user's newest invitation a token the test knows. */
async function knownToken(userId: number): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  const newest = await db().selectFrom("user_invitation").select("id").where("user_id", "=", userId).orderBy("id", "desc").executeTakeFirstOrThrow();
  await db().updateTable("user_invitation").set({ token_hash: hash(token) }).where("id", "=", newest.id).execute();
  return token;
}

describe("invitations", () => {
  it("creates an account nobody can sign in to yet, and an invitation valid 72 hours stored as a hash", async () => {
    const caller = await adminCaller();
    const result = await inviteUser(db(), { ...caller, input: { name: "Ivy Invitee", email: "Ivy@Example.test", role: "editor" } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    await result.sending;
    expect(result.row).toMatchObject({ name: "Ivy Invitee", email: "Ivy@Example.test", role: "editor", disabled_at: null });

    const invitation = await db().selectFrom("user_invitation").selectAll().where("user_id", "=", result.row.id).executeTakeFirstOrThrow();
    expect(invitation.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(invitation.invited_by).toBe(caller.actor.id);
    expect(invitation.used_at).toBeNull();
    expect((invitation.expires_at.getTime() - invitation.created_at.getTime()) / 3_600_000).toBeCloseTo(72, 1);
    // No password works until the invitation is accepted, not even an empty one.
    for (const password of ["", "!", "password"]) {
      expect(await verifyCredentials(db(), { email: "ivy@example.test", password, kind: "admin" })).toBeNull();
    }
    const audit = await db().selectFrom("audit_event").selectAll().where("action", "=", "invite").where("entity_id", "=", String(result.row.id)).execute();
    expect(audit).toHaveLength(1);
  });

  it("refuses an email that already has an account, in any letter case, and writes nothing", async () => {
    const caller = await adminCaller();
    const existing = await createTestUser("customer");
    const before = await db().selectFrom("user_invitation").select(({ fn }) => fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
    const result = await inviteUser(db(), { ...caller, input: { name: "Twin", email: existing.email.toUpperCase(), role: "admin" } });
    expect(result).toMatchObject({ ok: false, status: 422, fieldErrors: { email: ["An account with this email already exists"] } });
    const after = await db().selectFrom("user_invitation").select(({ fn }) => fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect((await getUserByEmail(db(), existing.email))?.role).toBe("customer");
  });

  it("accepting sets the password once; a used, expired or unknown link changes nothing", async () => {
    const caller = await adminCaller();
    const invited = await inviteUser(db(), { ...caller, input: { name: "Otto", email: "otto@example.test", role: "admin" } });
    if (!invited.ok) throw new Error("not invited");
    const token = await knownToken(invited.row.id);
    expect(await invitationState(db(), token)).toBe("usable");

    const accepted = await acceptInvitation(db(), { token, password: "otto's own password", ip: "127.0.0.1" });
    expect(accepted).toMatchObject({ ok: true, user: { id: invited.row.id } });
    expect(await verifyCredentials(db(), { email: "otto@example.test", password: "otto's own password", kind: "admin" })).not.toBeNull();
    expect(await invitationState(db(), token)).toBe("used");

    const again = await acceptInvitation(db(), { token, password: "someone else's", ip: null });
    expect(again).toEqual({ ok: false, state: "used" });
    expect(await verifyCredentials(db(), { email: "otto@example.test", password: "someone else's", kind: "admin" })).toBeNull();

    expect(await invitationState(db(), "not-a-token")).toBe("unknown");
    expect(await acceptInvitation(db(), { token: crypto.randomBytes(32).toString("base64url"), password: "whatever password", ip: null })).toEqual({
      ok: false,
      state: "unknown",
    });
  });

  it("an expired link is refused; a new invitation replaces the old link", async () => {
    const caller = await adminCaller();
    const invited = await inviteUser(db(), { ...caller, input: { name: "Late Larry", email: "larry@example.test", role: "editor" } });
    if (!invited.ok) throw new Error("not invited");
    const old = await knownToken(invited.row.id);
    await db().updateTable("user_invitation").set({ expires_at: new Date(Date.now() - 1000) }).where("user_id", "=", invited.row.id).execute();
    expect(await invitationState(db(), old)).toBe("expired");
    expect(await acceptInvitation(db(), { token: old, password: "late password", ip: null })).toEqual({ ok: false, state: "expired" });

    const again = await reinviteUser(db(), { ...caller, id: invited.row.id });
    expect(again.ok).toBe(true);
    const fresh = await knownToken(invited.row.id);
    expect(await invitationState(db(), old)).not.toBe("usable");
    expect((await acceptInvitation(db(), { token: fresh, password: "on time now", ip: null })).ok).toBe(true);
    // Accepted: there is nothing to invite again.
    expect(await reinviteUser(db(), { ...caller, id: invited.row.id })).toMatchObject({ status: 409 });
  });

  it("a password chosen through a reset link leaves nothing to accept", async () => {
    const caller = await adminCaller();
    const invited = await inviteUser(db(), { ...caller, input: { name: "Rita", email: "rita@example.test", role: "editor" } });
    if (!invited.ok) throw new Error("not invited");
    const token = await knownToken(invited.row.id);
    const { sending } = await requestPasswordReset(db(), { email: "rita@example.test", origin: "http://localhost" });
    await sending;
    const resetToken = crypto.randomBytes(32).toString("base64url");
    await db().updateTable("password_reset").set({ token_hash: hash(resetToken) }).where("user_id", "=", invited.row.id).execute();
    expect(await resetPassword(db(), { token: resetToken, password: "rita's password" })).not.toBeNull();
    expect(await invitationState(db(), token)).toBe("used");
    expect(await reinviteUser(db(), { ...caller, id: invited.row.id })).toMatchObject({ status: 409 });
  });

  it("a disabled account's link does not work", async () => {
    const caller = await adminCaller();
    const invited = await inviteUser(db(), { ...caller, input: { name: "Dora", email: "dora@example.test", role: "editor" } });
    if (!invited.ok) throw new Error("not invited");
    const token = await knownToken(invited.row.id);
    await db().updateTable("user").set({ disabled_at: new Date() }).where("id", "=", invited.row.id).execute();
    expect(await acceptInvitation(db(), { token, password: "dora's password", ip: null })).toEqual({ ok: false, state: "unknown" });
  });
});
