import { db } from "~/db/db.server";
import { resetEnvCache } from "~/env.server";
import { getUserByEmail, getUserById } from "~/models/user.server";
import { issueApiToken } from "~/services/auth/api-token.server";
import { getAdmin } from "~/services/auth/auth.server";
import { TEAM_MESSAGES } from "~/services/team/users.server";
import { apiRequest, args } from "../../tests/helpers/api";
import { cookiesFrom, createTestUser, getRequest, postRequest, sessionCookieFor } from "../../tests/helpers/auth";
import { startTestSmtpServer } from "../../tests/helpers/smtp";
import * as acceptRoute from "./admin_.accept-invite.$token";
import * as dashboard from "./admin.dashboard";
import * as userRoute from "./admin.users.$id";
import * as listRoute from "./admin.users._index";
import * as inviteRoute from "./admin.users.new";
import * as apiResource from "./api.admin.$resource";

/**
 * The users screens through their loaders and actions against the database,
 * with a real SMTP server: an admin invites, the email arrives, the link sets
 * the password and signs the person in; links work once and for 72 hours;
 * disabling someone refuses their very next request, page or API.
 */

let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let adminCookie: string;
let adminId: number;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  process.env.SMTP_URL = smtp.url;
  resetEnvCache();
  const admin = await createTestUser("admin");
  adminId = admin.id;
  adminCookie = await sessionCookieFor(admin.id, "admin");
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvCache();
  await smtp.close();
});

async function thrown(run: () => unknown): Promise<Response> {
  try {
    const result = await run();
    if (result instanceof Response) return result;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a Response");
}

async function inviteLink(email: string): Promise<string> {
  const mail = await smtp.waitFor(email);
  const match = /http:\/\/localhost\/admin\/accept-invite\/([A-Za-z0-9_-]+)/.exec(mail.decoded);
  if (!match) throw new Error(`no invitation link in:\n${mail.decoded}`);
  return match[1];
}

function invite(fields: Record<string, string>) {
  return inviteRoute.action(args(postRequest("/admin/users/new", fields, adminCookie)));
}

function accept(token: string, password: string, confirmation = password, cookie?: string) {
  return acceptRoute.action(args(postRequest(`/admin/accept-invite/${token}`, { password, password_confirmation: confirmation }, cookie), { token }));
}

function userAction(id: number, fields: Record<string, string>, cookie = adminCookie) {
  return userRoute.action(args(postRequest(`/admin/users/${id}`, fields, cookie), { id: String(id) }));
}

describe("the users list", () => {
  it("finds by name or email, filters by role and pages by 20", async () => {
    for (let n = 1; n <= 21; n++) await createTestUser("customer", { name: `Pagey ${n}`, email: `pagey-${n}@example.test` });
    await createTestUser("editor", { name: "Pagey Editor", email: "someone-else@example.test" });

    const load = async (query: string) => (await listRoute.loader(args(getRequest(`/admin/users${query}`, adminCookie)))).json();
    const first = await load("?q=pagey");
    expect(first.list.total).toBe(22);
    expect(first.list.items).toHaveLength(20);
    expect(first.list.lastPage).toBe(2);
    expect((await load("?q=pagey&page=2")).list.items).toHaveLength(2);
    const editors = await load("?q=PAGEY&role=editor");
    expect(editors.list.items.map((user: { name: string }) => user.name)).toEqual(["Pagey Editor"]);
    expect((await load("?q=pagey-21@")).list.items.map((user: { email: string }) => user.email)).toEqual(["pagey-21@example.test"]);
    // Nothing secret reaches the page.
    expect(JSON.stringify(first)).not.toMatch(/password|totp|\$argon2/);
  });
});

describe("inviting", () => {
  it("names each bad field, keeps what was typed and writes nothing", async () => {
    const existing = await createTestUser("editor");
    const bad = await invite({ name: "", email: "not an email", role: "owner" });
    expect(bad.status).toBe(422);
    const body = await bad.json();
    expect(body.fieldErrors).toEqual({
      name: ["Name is required"],
      email: ["Email must be a valid email address"],
      role: ["Role must be admin or editor"],
    });
    expect(body.values).toEqual({ name: "", email: "not an email", role: "owner" });

    const taken = await invite({ name: "Copy Cat", email: existing.email.toUpperCase(), role: "editor" });
    expect(taken.status).toBe(422);
    expect((await taken.json()).fieldErrors).toEqual({ email: ["An account with this email already exists"] });
    expect(await db().selectFrom("user").select("id").where("name", "=", "Copy Cat").execute()).toEqual([]);
  });

  it("emails a link that sets the password and signs the invitee in, once", async () => {
    const sent = await invite({ name: "Nina New", email: "nina@example.test", role: "editor" });
    expect(sent.status).toBe(302);
    const nina = (await getUserByEmail(db(), "nina@example.test"))!;
    expect(sent.headers.get("Location")).toBe(`/admin/users/${nina.id}`);
    const token = await inviteLink("nina@example.test");
    const mail = await smtp.waitFor("nina@example.test");
    expect(mail.decoded).toContain("within 72 hours");

    const page = await acceptRoute.loader(args(getRequest(`/admin/accept-invite/${token}`), { token }));
    expect(page.status).toBe(200);
    expect(await page.json()).toEqual({ state: "usable" });

    const mismatch = await accept(token, "nina's password", "something else");
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).errors).toEqual({ password_confirmation: "Password confirmation does not match" });
    const tooShort = await accept(token, "short");
    expect((await tooShort.json()).errors.password).toBe("Password must be at least 8 characters");

    const done = await accept(token, "nina's password");
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/admin/dashboard");
    const cookie = cookiesFrom(done);
    expect((await getAdmin(getRequest("/admin/dashboard", cookie)))?.email).toBe("nina@example.test");
    expect((await getUserById(db(), nina.id))?.last_login_at).not.toBeNull();
    const accepted = await db().selectFrom("audit_event").select("actor_id").where("action", "=", "invite_accept").execute();
    expect(accepted).toEqual([{ actor_id: nina.id }]);

    // Used: the page says so and a second try changes nothing.
    const used = await acceptRoute.loader(args(getRequest(`/admin/accept-invite/${token}`), { token }));
    expect(used.status).toBe(410);
    expect(await used.json()).toEqual({ state: "used" });
    const reused = await accept(token, "an attacker's password");
    expect(reused.status).toBe(410);
    expect(await reused.json()).toEqual({ errors: {}, state: "used" });
    expect(reused.headers.get("Set-Cookie")).toBeNull();
  });

  it("refuses an expired or unknown link without changing anything", async () => {
    await invite({ name: "Slow Sam", email: "sam@example.test", role: "admin" });
    const token = await inviteLink("sam@example.test");
    const sam = (await getUserByEmail(db(), "sam@example.test"))!;
    await db().updateTable("user_invitation").set({ expires_at: new Date(Date.now() - 60_000) }).where("user_id", "=", sam.id).execute();

    const page = await acceptRoute.loader(args(getRequest(`/admin/accept-invite/${token}`), { token }));
    expect(page.status).toBe(410);
    expect(await page.json()).toEqual({ state: "expired" });
    const late = await accept(token, "sam's late password");
    expect(late.status).toBe(410);
    expect(await late.json()).toEqual({ errors: {}, state: "expired" });
    const invitation = await db().selectFrom("user_invitation").select("used_at").where("user_id", "=", sam.id).executeTakeFirstOrThrow();
    expect(invitation.used_at).toBeNull();

    const unknown = await acceptRoute.loader(args(getRequest("/admin/accept-invite/nothing-like-a-token"), { token: "nothing-like-a-token" }));
    expect(unknown.status).toBe(410);
    expect(await unknown.json()).toEqual({ state: "unknown" });

    // The admin sends a new link (the first email has arrived, so the next one to Sam is the new link); it works.
    smtp.received.splice(0);
    expect((await userAction(sam.id, { intent: "reinvite" })).status).toBe(302);
    const fresh = await inviteLink("sam@example.test");
    expect(fresh).not.toBe(token);
    expect((await accept(fresh, "sam's new password")).status).toBe(302);
  });

  it("stops an address that keeps sending links that do not work, and no other", async () => {
    await invite({ name: "Guarded Gail", email: "gail@example.test", role: "editor" });
    const token = await inviteLink("gail@example.test");
    const fields = { password: "gail's password", password_confirmation: "gail's password" };
    const from = (ip: string, link: string) => acceptRoute.action(args(postRequest(`/admin/accept-invite/${link}`, fields), { token: link }, ip));

    for (let n = 1; n <= 10; n++) expect((await from("203.0.113.9", `guessed-link-${n}`)).status).toBe(410);
    const stopped = await from("203.0.113.9", token);
    expect(stopped.status).toBe(429);
    expect(Number(stopped.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await stopped.json()).formError).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    const invitation = await db().selectFrom("user_invitation").innerJoin("user", "user.id", "user_invitation.user_id").select("used_at").where("email", "=", "gail@example.test").executeTakeFirstOrThrow();
    expect(invitation.used_at).toBeNull();

    expect((await from("198.51.100.4", token)).status).toBe(302);
  });
});

describe("the account screen", () => {
  it("disabling someone refuses their next page and API request", async () => {
    const editor = await createTestUser("editor");
    const cookie = await sessionCookieFor(editor.id, "admin");
    const token = await issueApiToken(db(), { userId: editor.id });
    const apiNews = () => apiResource.loader(args(apiRequest("/api/admin/news", { token }), { resource: "news" }));
    expect((await dashboard.loader(args(getRequest("/admin/dashboard", cookie)))).status).toBe(200);
    expect((await apiNews()).status).toBe(200);

    const disabled = await userAction(editor.id, { intent: "disable", version: String(editor.version) });
    expect(disabled.status).toBe(302);

    const page = await thrown(() => dashboard.loader(args(getRequest("/admin/dashboard", cookie))));
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toMatch(/^\/admin\/login\?redirectTo=/);
    expect((await apiNews()).status).toBe(401);
    const events = await db().selectFrom("audit_event").select(["action", "actor_id"]).where("entity_id", "=", String(editor.id)).execute();
    expect(events).toEqual([{ action: "disable", actor_id: adminId }]);
  });

  it("saves name and role with the version and says so when someone saved first", async () => {
    const editor = await createTestUser("editor");
    const saved = await userAction(editor.id, { intent: "save", name: "Renamed Editor", role: "admin", version: String(editor.version) });
    expect(saved.status).toBe(302);
    expect(await getUserById(db(), editor.id)).toMatchObject({ name: "Renamed Editor", role: "admin" });

    const stale = await userAction(editor.id, { intent: "save", name: "Stale Name", role: "editor", version: String(editor.version) });
    expect(stale.status).toBe(409);
    const body = await stale.json();
    expect(body.formError).toBe("This record was changed by someone else. Reload it to see their changes.");
    expect(body.values).toEqual({ name: "Stale Name", role: "editor" });

    const blank = await userAction(editor.id, { intent: "save", name: " ", role: "editor", version: String(editor.version + 1) });
    expect(blank.status).toBe(422);
    expect((await blank.json()).fieldErrors).toEqual({ name: ["Name is required"] });
  });

  it("refuses an admin disabling or demoting themselves", async () => {
    const me = (await getUserById(db(), adminId))!;
    const disable = await userAction(adminId, { intent: "disable", version: String(me.version) });
    expect(disable.status).toBe(409);
    expect((await disable.json()).formError).toBe(TEAM_MESSAGES.selfDisable);
    const demote = await userAction(adminId, { intent: "save", name: me.name, role: "editor", version: String(me.version) });
    expect(demote.status).toBe(409);
    expect((await demote.json()).formError).toBe(TEAM_MESSAGES.selfDemote);
  });

  it("sends a password reset through the sign-in pages' email", async () => {
    const editor = await createTestUser("editor");
    const response = await userAction(editor.id, { intent: "send-reset" });
    expect(response.status).toBe(302);
    const mail = await smtp.waitFor(editor.email);
    expect(mail.decoded).toMatch(/http:\/\/localhost\/reset-password\/[A-Za-z0-9_-]+/);
    const events = await db().selectFrom("audit_event").select("action").where("entity_id", "=", String(editor.id)).execute();
    expect(events).toEqual([{ action: "password_reset_sent" }]);
  });

  it("erases a customer but not a staff member", async () => {
    const customer = await createTestUser("customer");
    const erased = await userAction(customer.id, { intent: "erase" });
    expect(erased.status).toBe(302);
    expect(erased.headers.get("Location")).toBe("/admin/users");
    expect(await getUserById(db(), customer.id)).toBeUndefined();

    const editor = await createTestUser("editor");
    const refused = await userAction(editor.id, { intent: "erase" });
    expect(refused.status).toBe(409);
    expect(await getUserById(db(), editor.id)).toBeDefined();

    const gone = await thrown(() => userRoute.loader(args(getRequest(`/admin/users/${customer.id}`, adminCookie), { id: String(customer.id) })));
    expect(gone.status).toBe(404);
  });
});
