import { db } from "~/db/db.server";
import { recordAudit } from "~/services/content/audit.server";
import { issueApiToken } from "~/services/auth/api-token.server";
import { adminScreens } from "../../tests/helpers/admin-render";
import { apiHandler } from "../../tests/api/api-handler";
import { createTestUser, getRequest, sessionCookieFor } from "../../tests/helpers/auth";
import { loader as csvLoader } from "./admin.audit[.csv]";
import * as auditRoute from "./admin.audit";

let cookie: string;
let adminEmail: string;

beforeAll(async () => {
  const admin = await createTestUser("admin");
  adminEmail = admin.email;
  cookie = await sessionCookieFor(admin.id, "admin");
  const gone = await createTestUser("customer", { email: "gone@example.test" });
  await recordAudit(db(), { actor: { id: admin.id, email: admin.email }, action: "create", entity: "news", entityId: 7, summary: "=HYPERLINK(\"http://evil\")", ip: "10.0.0.1" });
  await recordAudit(db(), { actor: { id: admin.id, email: admin.email }, action: "update", entity: "setting", entityId: "site", summary: "site saved" });
  await recordAudit(db(), { actor: { id: gone.id, email: gone.email }, action: "login", entity: "user", entityId: gone.id, summary: "customer signed in" });
  // What erasing an account does to its events (docs/permissions.md).
  await db().updateTable("audit_event").set({ actor_email: null, actor_erased: true }).where("actor_id", "=", gone.id).execute();
  await db().deleteFrom("user").where("id", "=", gone.id).execute();
});

describe("/admin/audit", () => {
  it("lists events newest first, filtered by actor, action, entity and dates, with the erased actor as 'deleted user'", async () => {
    const handler = await adminScreens([{ file: "admin.audit", path: "audit", module: auditRoute }]);
    const all = await (await handler(getRequest("/admin/audit", cookie))).text();
    expect(all.indexOf("Customer signed in")).toBeLessThan(all.indexOf("Site saved"));
    expect(all).toContain("deleted user");
    expect(all).not.toContain("gone@example.test");

    const byAction = await (await handler(getRequest("/admin/audit?action=update", cookie))).text();
    expect(byAction).toContain("Site saved");
    // The action in words, as the filter names it too; the filter's value stays the stored name.
    expect(byAction).toContain('<td data-label="Action">Update</td>');
    expect(byAction).toMatch(/<option value="login_failed"[^>]*>Login failed<\/option>/);
    expect(byAction).not.toContain("Customer signed in");

    const byDeleted = await (await handler(getRequest("/admin/audit?actor=deleted+user", cookie))).text();
    expect(byDeleted).toContain("Customer signed in");
    expect(byDeleted).not.toContain("Site saved");

    const byEntity = await (await handler(getRequest("/admin/audit?entity=news&from=2000-01-01&to=2999-12-31", cookie))).text();
    expect(byEntity).toContain("HYPERLINK");
    expect(byEntity).not.toContain("Site saved");
    // The item's type and the summary read as words ("News", "Customer signed in"), not stored names.
    expect(byEntity).toMatch(/<td data-label="Item">News<span class="muted">/);

    // The day fields take and show the admin's own format too.
    const written = await (await handler(getRequest("/admin/audit?entity=news&from=1+Jan+2000&to=31+Dec+2999", cookie))).text();
    expect(written).toContain("HYPERLINK");
    expect(written).not.toContain("Site saved");
    expect(written).toMatch(/<input id="audit-from" name="from" type="text" placeholder="e.g. 24 Nov 2026" value="1 Jan 2000"/);
    expect(byEntity).toMatch(/<input id="audit-to" name="to" type="text" placeholder="e.g. 24 Nov 2026" value="31 Dec 2999"/);

    const future = await (await handler(getRequest("/admin/audit?from=2999-01-01", cookie))).text();
    expect(future).toContain("No events match these filters.");

    const bad = await handler(getRequest("/admin/audit?from=yesterday", cookie));
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain("From must be a date such as 2026-11-25");
  });

  it("takes any day of the years 1900 to 9999, and names a day outside them as a field error", async () => {
    const handler = await adminScreens([{ file: "admin.audit", path: "audit", module: auditRoute }]);
    const last = await handler(getRequest("/admin/audit?to=9999-12-31&from=1900-01-01", cookie));
    expect(last.status).toBe(200);
    expect(await last.text()).toContain("Site saved");
    const written = await handler(getRequest("/admin/audit?to=31+Dec+9999", cookie));
    expect(written.status).toBe(200);

    for (const [query, message] of [
      ["from=1899-12-31", "From must be a date between the years 1900 and 9999"],
      ["to=0000-01-01", "To must be a date between the years 1900 and 9999"],
      ["from=1+Jan+0001", "From must be a date between the years 1900 and 9999"],
      ["to=10000-01-01", "To must be a date such as 2026-11-25"],
    ]) {
      const response = await handler(getRequest(`/admin/audit?${query}`, cookie));
      expect(response.status, query).toBe(422);
      expect(await response.text(), query).toContain(message);
      const csv = await csvLoader({ request: getRequest(`/admin/audit.csv?${query}`, cookie), context: { clientIp: "127.0.0.1" }, params: {} });
      expect(csv.status, query).toBe(422);
      expect(await csv.text(), query).toContain(message);
    }
  });

  it("exports the filtered events as CSV with formulas defused", async () => {
    const response = await csvLoader({ request: getRequest(`/admin/audit.csv?actor=${encodeURIComponent(adminEmail)}`, cookie), params: {}, context: { clientIp: "127.0.0.1" } });
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const text = await response.text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain("site saved");
    expect(text).not.toContain("customer signed in");
  });
});

describe("GET /api/admin/audit-events", () => {
  it("pages and filters like the screen, and refuses a bad date with 422", async () => {
    const handle = await apiHandler();
    const admin = await createTestUser("admin");
    const token = await issueApiToken(db(), { userId: admin.id });
    const auth = { Authorization: `Bearer ${token}` };
    const response = await handle(new Request("http://localhost/api/admin/audit-events?action=login", { headers: auth }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 50 });
    expect(body.data.map((event: { actor: string }) => event.actor)).toEqual(["deleted user"]);

    const bad = await handle(new Request("http://localhost/api/admin/audit-events?from=2026-13-45", { headers: auth }));
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.from).toBeDefined();

    const last = await handle(new Request("http://localhost/api/admin/audit-events?to=9999-12-31", { headers: auth }));
    expect(last.status).toBe(200);
    const outside = await handle(new Request("http://localhost/api/admin/audit-events?from=0001-01-01&to=1899-12-31", { headers: auth }));
    expect(outside.status).toBe(422);
    expect((await outside.json()).errors).toEqual({
      from: ["From must be a date between the years 1900 and 9999"],
      to: ["To must be a date between the years 1900 and 9999"],
    });
  });
});
