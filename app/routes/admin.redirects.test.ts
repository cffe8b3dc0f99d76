import { db } from "~/db/db.server";
import { getRedirectFrom } from "~/models/redirect.server";
import { noteNotFound } from "~/services/visit-log.server";
import {
  adminGet, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf,
} from "../../tests/helpers/admin-content";
import { adminScreens, tagWithId, textOfId } from "../../tests/helpers/admin-render";
import * as screen from "./admin.redirects";

/** /admin/redirects without JavaScript: add, edit, delete, the 404 list and its filled-in forms. */

let handle: Awaited<ReturnType<typeof adminScreens>>;
let cookie: string;
beforeAll(async () => {
  handle = await adminScreens([{ file: "admin.redirects", path: "redirects", module: screen }]);
  cookie = (await signInAdmin()).cookie;
});

describe("/admin/redirects", () => {
  it("is for admins only", async () => {
    await expectAdminOnly("/admin/redirects", (cookie) => screen.loader({ request: adminGet("/admin/redirects", cookie), context, params: {} }));
    await expectAdminOnly("/admin/redirects", (cookie) =>
      screen.action({ request: adminPost("/admin/redirects", { intent: "create", from_path: "/x", to: "/" }, cookie), context, params: {} }),
    );
  });

  it("adds a redirect with a toast and an audit event, and lists it, searchable", async () => {
    const response = await settle(screen.action({ request: adminPost("/admin/redirects", { intent: "create", from_path: "/brochure.pdf", to: "/contact-us", status: "302" }, cookie), context, params: {} }));
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toEqual({ type: "success", message: "Redirect from /brochure.pdf saved" });
    expect(await latestAudit("redirect")).toMatchObject({ action: "create" });
    const html = await (await handle(adminGet("/admin/redirects?q=brochure", cookie))).text();
    expect(html).toContain("<code>/brochure.pdf</code>");
    expect(html).toContain("By an editor");
    expect(html).toContain('href="/admin/redirects?q=brochure&amp;confirm-delete=');
  });

  it("shows a refusal beside the field with the typed values kept", async () => {
    await settle(screen.action({ request: adminPost("/admin/redirects", { intent: "create", from_path: "/loop-1", to: "/loop-2" }, cookie), context, params: {} }));
    const html = await (await handle(adminPost("/admin/redirects", { intent: "create", from_path: "/loop-2", to: "/loop-1", status: "301" }, cookie))).text();
    expect(tagWithId(html, "redirect-to")).toContain('aria-invalid="true"');
    expect(textOfId(html, "redirect-to-error")).toBe("This redirect would loop: /loop-2 → /loop-1 → /loop-2");
    expect(tagWithId(html, "redirect-from_path")).toContain('value="/loop-2"');
  });

  it("edits through ?edit= and deletes through the confirmation step", async () => {
    const row = (await getRedirectFrom(db(), "/brochure.pdf"))!;
    const form = await (await handle(adminGet(`/admin/redirects?edit=${row.id}`, cookie))).text();
    expect(form).toContain("Edit the redirect from /brochure.pdf");
    expect(tagWithId(form, "redirect-to")).toContain('value="/contact-us"');
    const saved = await settle(screen.action({ request: adminPost("/admin/redirects", { intent: "update", id: String(row.id), from_path: "/brochure.pdf", to: "/news", status: "301" }, cookie), context, params: {} }));
    expect(saved.status).toBe(302);
    expect(await getRedirectFrom(db(), "/brochure.pdf")).toMatchObject({ to_path: "/news", status: 301 });
    const confirm = await (await handle(adminGet(`/admin/redirects?confirm-delete=${row.id}`, cookie))).text();
    expect(confirm).toContain("Delete the redirect from /brochure.pdf?");
    const deleted = await settle(screen.action({ request: adminPost("/admin/redirects", { intent: "delete", id: String(row.id) }, cookie), context, params: {} }));
    expect(await toastOf(deleted)).toEqual({ type: "success", message: "Redirect deleted" });
    expect(await getRedirectFrom(db(), "/brochure.pdf")).toBeUndefined();
  });

  it("lists the most-hit 404s, not yet written, with a filled-in Redirect… form; redirecting one takes it off the list", async () => {
    for (let n = 0; n < 3; n++) noteNotFound(db(), "/old-catalogue", "https://partner.example/");
    noteNotFound(db(), "/rarely", null);
    const html = await (await handle(adminGet("/admin/redirects", cookie))).text();
    const missing = html.slice(html.indexOf('id="missing-heading"'), html.indexOf('id="all-heading"'));
    expect(missing.indexOf("/old-catalogue")).toBeLessThan(missing.indexOf("/rarely"));
    expect(missing).toContain("<summary>Redirect…</summary>");
    expect(missing).toContain('name="from_path" required="" value="/old-catalogue"');
    expect(missing).toContain("https://partner.example/");

    await settle(screen.action({ request: adminPost("/admin/redirects", { intent: "create", from_path: "/old-catalogue", to: "/products/sensors", status: "301" }, cookie), context, params: {} }));
    const after = await (await handle(adminGet("/admin/redirects", cookie))).text();
    const list = after.slice(after.indexOf('id="missing-heading"'), after.indexOf('id="all-heading"'));
    expect(list).not.toContain("/old-catalogue");
    expect(list).toContain("/rarely");
  });
});
