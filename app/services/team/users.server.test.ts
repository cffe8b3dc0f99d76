import { db } from "~/db/db.server";
import { listAuditEventsPage } from "~/models/audit-event.server";
import { getUserById } from "~/models/user.server";
import { issueApiToken, authenticateApiToken } from "~/services/auth/api-token.server";
import { getAdmin, getCustomer } from "~/services/auth/auth.server";
import { recordAudit } from "~/services/content/audit.server";
import { actorLabel } from "~/utils/audit-actor";
import { createTestUser, getRequest, sessionCookieFor } from "../../../tests/helpers/auth";
import { eraseCustomer, resetTwoFactor, TEAM_MESSAGES, updateUser } from "./users.server";

const CONFLICT = "This record was changed by someone else. Reload it to see their changes.";

async function actor() {
  const admin = await createTestUser("admin");
  return { admin, caller: { actor: { id: admin.id, email: admin.email }, ip: "127.0.0.1" } };
}

async function actionsOn(userId: number): Promise<string[]> {
  const rows = await db()
    .selectFrom("audit_event")
    .select("action")
    .where("entity", "=", "user")
    .where("entity_id", "=", String(userId))
    .orderBy("id")
    .execute();
  return rows.map((row) => row.action);
}

/** Every admin but `keep` disabled, so `keep` is the last active one. */
async function onlyActiveAdmin(keep: number): Promise<void> {
  await db().updateTable("user").set({ disabled_at: new Date() }).where("role", "=", "admin").where("id", "!=", keep).execute();
}

describe("changing an account", () => {
  it("renames and changes a staff role with the version, auditing each change", async () => {
    const { caller } = await actor();
    const editor = await createTestUser("editor");
    const result = await updateUser(db(), { ...caller, id: editor.id, input: { name: "Edna Editor", role: "admin", version: editor.version } });
    expect(result.ok).toBe(true);
    const saved = await getUserById(db(), editor.id);
    expect(saved).toMatchObject({ name: "Edna Editor", role: "admin", admin_type: "admin", version: editor.version + 1 });
    expect(await actionsOn(editor.id)).toEqual(["update", "role_change"]);

    // The version the screen was loaded with is stale now: nothing is written.
    const stale = await updateUser(db(), { ...caller, id: editor.id, input: { name: "Too Late", version: editor.version } });
    expect(stale).toMatchObject({ ok: false, status: 409, message: CONFLICT });
    expect((await getUserById(db(), editor.id))?.name).toBe("Edna Editor");
  });

  it("keeps customers customers and staff staff", async () => {
    const { caller } = await actor();
    const customer = await createTestUser("customer");
    const editor = await createTestUser("editor");
    expect(await updateUser(db(), { ...caller, id: customer.id, input: { role: "admin", version: customer.version } })).toMatchObject({
      status: 422,
      fieldErrors: { role: ["A customer's role cannot be changed"] },
    });
    expect(await updateUser(db(), { ...caller, id: editor.id, input: { role: "customer", version: editor.version } })).toMatchObject({
      status: 422,
      fieldErrors: { role: ["Role must be admin or editor"] },
    });
    expect((await getUserById(db(), customer.id))?.role).toBe("customer");
  });

  it("disabling ends every session and API token at once; enabling lets the person sign in again", async () => {
    const { caller } = await actor();
    const editor = await createTestUser("editor");
    const cookie = await sessionCookieFor(editor.id, "admin");
    const token = await issueApiToken(db(), { userId: editor.id });
    expect(await getAdmin(getRequest("/admin", cookie))).not.toBeNull();

    const disabled = await updateUser(db(), { ...caller, id: editor.id, input: { disabled: true, version: editor.version } });
    expect(disabled.ok).toBe(true);
    expect(await getAdmin(getRequest("/admin", cookie))).toBeNull();
    expect(await authenticateApiToken(db(), token)).toBeNull();
    const left = await db().selectFrom("session").select("id").where("user_id", "=", editor.id).execute();
    expect(left).toEqual([]);

    const current = (await getUserById(db(), editor.id))!;
    expect(current.disabled_at).not.toBeNull();
    const enabled = await updateUser(db(), { ...caller, id: editor.id, input: { disabled: false, version: current.version } });
    expect(enabled.ok).toBe(true);
    expect((await getUserById(db(), editor.id))?.disabled_at).toBeNull();
    expect(await actionsOn(editor.id)).toEqual(["disable", "enable"]);
  });

  it("refuses an admin disabling or demoting themselves", async () => {
    const { admin, caller } = await actor();
    await createTestUser("admin");
    expect(await updateUser(db(), { ...caller, id: admin.id, input: { disabled: true, version: admin.version } })).toMatchObject({
      status: 409,
      message: TEAM_MESSAGES.selfDisable,
    });
    expect(await updateUser(db(), { ...caller, id: admin.id, input: { role: "editor", version: admin.version } })).toMatchObject({
      status: 409,
      message: TEAM_MESSAGES.selfDemote,
    });
    // A rename of one's own account is fine.
    expect((await updateUser(db(), { ...caller, id: admin.id, input: { name: "Ada Again", version: admin.version } })).ok).toBe(true);
    const me = (await getUserById(db(), admin.id))!;
    expect(me).toMatchObject({ role: "admin", disabled_at: null });
    expect(await actionsOn(admin.id)).toEqual(["update"]);
  });

  it("keeps the last active admin an active admin", async () => {
    const { caller } = await actor();
    const last = await createTestUser("admin");
    await onlyActiveAdmin(last.id);
    // The actor was disabled too: another admin's session would be refused, but the command itself holds the rule.
    for (const input of [{ disabled: true }, { role: "editor" as const }]) {
      const result = await updateUser(db(), { ...caller, id: last.id, input: { ...input, version: last.version } });
      expect(result).toMatchObject({ status: 409, message: TEAM_MESSAGES.lastAdmin });
    }
    expect(await getUserById(db(), last.id)).toMatchObject({ role: "admin", disabled_at: null });

    // With a second active admin, either may be demoted.
    const second = await createTestUser("admin");
    expect((await updateUser(db(), { ...caller, id: last.id, input: { role: "editor", version: last.version } })).ok).toBe(true);
    expect(await updateUser(db(), { ...caller, id: second.id, input: { disabled: true, version: second.version } })).toMatchObject({
      status: 409,
      message: TEAM_MESSAGES.lastAdmin,
    });
  });

  it("answers 404 for an account that does not exist", async () => {
    const { caller } = await actor();
    expect(await updateUser(db(), { ...caller, id: 999_999, input: { name: "Nobody", version: 1 } })).toMatchObject({ status: 404 });
  });
});

describe("two-factor reset", () => {
  it("clears the secret, its last step and the recovery codes", async () => {
    const { caller } = await actor();
    const editor = await createTestUser("editor");
    await db()
      .updateTable("user")
      .set({ totp_secret: "sealed", totp_enabled_at: new Date(), totp_last_step: 123 })
      .where("id", "=", editor.id)
      .execute();
    await db().insertInto("recovery_code").values([{ user_id: editor.id, code_hash: "a" }, { user_id: editor.id, code_hash: "b" }]).execute();

    expect((await resetTwoFactor(db(), { ...caller, id: editor.id })).ok).toBe(true);
    const row = await db().selectFrom("user").select(["totp_secret", "totp_enabled_at", "totp_last_step"]).where("id", "=", editor.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ totp_secret: null, totp_enabled_at: null, totp_last_step: null });
    expect(await db().selectFrom("recovery_code").select("id").where("user_id", "=", editor.id).execute()).toEqual([]);
    expect(await actionsOn(editor.id)).toEqual(["two_factor_reset"]);
  });
});

describe("erasure", () => {
  it("deletes a customer, their sessions and tokens; their audit events stay as 'deleted user'", async () => {
    const { caller } = await actor();
    const customer = await createTestUser("customer");
    const cookie = await sessionCookieFor(customer.id, "customer");
    const token = await issueApiToken(db(), { userId: customer.id });
    await recordAudit(db(), { actor: { id: customer.id, email: customer.email }, action: "login", entity: "user", entityId: customer.id, summary: "customer signed in" });
    await recordAudit(db(), { action: "login_failed", entity: "user", summary: `customer sign-in failed for ${customer.email}` });
    // As typed, in other letters; and someone else's address that contains this one.
    await recordAudit(db(), { action: "login_failed", entity: "user", summary: `customer sign-in failed for ${customer.email.toUpperCase()}` });
    await recordAudit(db(), { action: "login_failed", entity: "user", summary: `customer sign-in failed for x${customer.email}` });

    expect(await eraseCustomer(db(), { ...caller, id: customer.id })).toEqual({ ok: true });
    expect(await getUserById(db(), customer.id)).toBeUndefined();
    expect(await getCustomer(getRequest("/", cookie))).toBeNull();
    expect(await authenticateApiToken(db(), token)).toBeNull();
    expect(await db().selectFrom("api_token").select("id").where("user_id", "=", customer.id).execute()).toEqual([]);

    const events = await listAuditEventsPage(db(), { actor: "deleted user", entity: undefined }, { page: 1, perPage: 50 });
    expect(events.items.map((event) => [event.action, actorLabel(event)])).toEqual([["login", "deleted user"]]);
    const all = await db().selectFrom("audit_event").select(["summary", "actor_email"]).execute();
    expect(all.filter((event) => event.summary.toLowerCase().includes(customer.email.toLowerCase()) && !event.summary.includes(`x${customer.email}`))).toEqual([]);
    expect(all.filter((event) => event.actor_email === customer.email)).toEqual([]);
    expect(all.filter((event) => event.summary === "customer sign-in failed for deleted user")).toHaveLength(2);
    expect(all.filter((event) => event.summary === `customer sign-in failed for x${customer.email}`)).toHaveLength(1);
    expect(await actionsOn(customer.id)).toEqual(["login", "erase"]);
  });

  it("refuses to erase a staff account", async () => {
    const { caller } = await actor();
    const editor = await createTestUser("editor");
    expect(await eraseCustomer(db(), { ...caller, id: editor.id })).toMatchObject({ status: 409, message: TEAM_MESSAGES.eraseStaff });
    expect(await getUserById(db(), editor.id)).toBeDefined();
  });
});
