import { sql } from "kysely";
import { db } from "~/db/db.server";
import { createContactMessage, getContactMessageById, setContactMessageRead } from "~/models/contact-message.server";
import {
  adminGet, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf,
} from "../../tests/helpers/admin-content";
import { action, loader } from "./admin.customer-mail";
import { loader as csvLoader } from "./admin.customer-mail[.csv]";
import { action as detailAction, loader as detailLoader } from "./admin.mail-details.$id";

async function message(name: string, fields: Partial<{ subject: string; message: string; phone: string }> = {}) {
  return createContactMessage(db(), {
    values: { name, email: `${name.toLowerCase().replace(/\W/g, "")}@example.com`, message: fields.message ?? "Hello", subject: fields.subject ?? "", phone: fields.phone },
    ip: "203.0.113.9",
    userAgent: "TestBrowser/1.0",
  });
}

beforeEach(async () => {
  await sql`truncate contact_message restart identity`.execute(db());
});

describe("/admin/customer-mail", () => {
  it("is for admins only", async () => {
    await expectAdminOnly("/admin/customer-mail?q=x", (cookie) =>
      loader({ request: adminGet("/admin/customer-mail?q=x", cookie), context, params: {} }),
    );
    await expectAdminOnly("/admin/customer-mail", (cookie) =>
      action({ request: adminPost("/admin/customer-mail", { intent: "delete", id: "1" }, cookie), context, params: {} }),
    );
  });

  it("lists unread messages first, marked, searched and never cached", async () => {
    const { cookie } = await signInAdmin();
    const old = await message("Old Unread");
    const read = await message("Read One", { subject: "Quote please" });
    await setContactMessageRead(db(), { id: read.id, read: true });
    const fresh = await message("New Unread");

    const response = await settle(loader({ request: adminGet("/admin/customer-mail", cookie), context, params: {} }));
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const data = await response.json();
    expect(data.messages.items.map((item: { id: number }) => item.id)).toEqual([fresh.id, old.id, read.id]);
    expect(data.messages.items.map((item: { read_at: string | null }) => item.read_at === null)).toEqual([true, true, false]);

    const searched = await (await settle(loader({ request: adminGet("/admin/customer-mail?q=quote", cookie), context, params: {} }))).json();
    expect(searched.messages.items.map((item: { id: number }) => item.id)).toEqual([read.id]);
    expect(searched.q).toBe("quote");
  });

  it("pages 20 messages at a time", async () => {
    const { cookie } = await signInAdmin();
    for (let n = 0; n < 23; n++) await message(`Sender ${n}`);
    const second = await (await settle(loader({ request: adminGet("/admin/customer-mail?page=2", cookie), context, params: {} }))).json();
    expect(second.messages).toMatchObject({ page: 2, total: 23, lastPage: 2 });
    expect(second.messages.items).toHaveLength(3);
  });

  it("asks before deleting without JavaScript, then deletes with an audit event and a toast", async () => {
    const { cookie, admin } = await signInAdmin();
    const doomed = await message("Spam Sender", { subject: "Offer" });

    const asking = await (await settle(loader({ request: adminGet(`/admin/customer-mail?confirm-delete=${doomed.id}`, cookie), context, params: {} }))).json();
    expect(asking.confirm).toEqual({ id: doomed.id, name: "Spam Sender", subject: "Offer" });

    const response = await settle(action({
      request: adminPost("/admin/customer-mail", { intent: "delete", id: String(doomed.id), back: "/admin/customer-mail?page=1" }, cookie),
      context,
      params: {},
    }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/customer-mail?page=1");
    expect(await toastOf(response)).toEqual({ type: "success", message: "Message deleted" });
    expect(await getContactMessageById(db(), doomed.id)).toBeUndefined();
    expect(await latestAudit("contact_message")).toMatchObject({
      action: "delete", entity_id: String(doomed.id), actor_id: admin.id, summary: "Deleted contact message from “Spam Sender”",
    });
  });

  it("refuses to delete a message that is already gone, and never redirects off the list", async () => {
    const { cookie } = await signInAdmin();
    const response = await settle(action({ request: adminPost("/admin/customer-mail", { intent: "delete", id: "999" }, cookie), context, params: {} }));
    expect(response.status).toBe(404);
    expect((await response.json()).formError).toBe("This message no longer exists.");

    const kept = await message("Kept");
    const offsite = await settle(action({
      request: adminPost("/admin/customer-mail", { intent: "delete", id: String(kept.id), back: "//evil.example/" }, cookie),
      context,
      params: {},
    }));
    expect(offsite.headers.get("Location")).toBe("/admin/customer-mail");
  });
});

describe("/admin/customer-mail.csv", () => {
  it("is for admins only", async () => {
    await expectAdminOnly("/admin/customer-mail.csv", (cookie) =>
      csvLoader({ request: adminGet("/admin/customer-mail.csv", cookie), context, params: {} }),
    );
  });

  it("exports every message, quoted and safe from formulas", async () => {
    const { cookie } = await signInAdmin();
    await message("Plain Person", { subject: "Hello, world", message: 'Line one\nShe said "hi"' });
    await message("=cmd|' /C calc'!A0", { subject: "@SUM(1)", phone: "+1 555 0100", message: "-1+2" });

    const response = await settle(csvLoader({ request: adminGet("/admin/customer-mail.csv", cookie), context, params: {} }));
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const bytes = Buffer.from(await response.arrayBuffer());
    // The byte order mark tells spreadsheets the file is UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe("ID,Received,Name,Email,Phone,Subject,Message,Read at,IP address");
    // Newest first: the formula sender wrote last.
    expect(lines[1]).toMatch(/^2,\d{4}-\d{2}-\d{2}T[^,]+,'=cmd\|' \/C calc'!A0,cmdccalca0@example\.com,'\+1 555 0100,'@SUM\(1\),'-1\+2,,203\.0\.113\.9$/);
    // The message's own line break stays inside its quoted field.
    expect(lines[2]).toMatch(/^1,[^,]+,Plain Person,plainperson@example\.com,,"Hello, world","Line one\nShe said ""hi""",,203\.0\.113\.9$/);
    expect(lines[3]).toBe("");
    expect(lines).toHaveLength(4);
  });
});

describe("/admin/mail-details/{id}", () => {
  it("is for admins only, and 404 for a missing message", async () => {
    const unread = await message("Guarded");
    await expectAdminOnly(`/admin/mail-details/${unread.id}`, (cookie) =>
      detailLoader({ request: adminGet(`/admin/mail-details/${unread.id}`, cookie), context, params: { id: String(unread.id) } }),
    );
    await expectAdminOnly(`/admin/mail-details/${unread.id}`, (cookie) =>
      detailAction({ request: adminPost(`/admin/mail-details/${unread.id}`, { intent: "delete" }, cookie), context, params: { id: String(unread.id) } }),
    );
    // The guard came first: nothing was marked read or deleted.
    expect((await getContactMessageById(db(), unread.id))?.read_at).toBeNull();

    const { cookie } = await signInAdmin();
    for (const id of ["999", "abc", "0"]) {
      const response = await settle(detailLoader({ request: adminGet(`/admin/mail-details/${id}`, cookie), context, params: { id } }));
      expect(response.status).toBe(404);
    }
  });

  it("shows the message and marks it read", async () => {
    const { cookie } = await signInAdmin();
    const unread = await message("Reader", { subject: "Question", message: "<b>not bold</b>" });
    const response = await settle(detailLoader({ request: adminGet(`/admin/mail-details/${unread.id}`, cookie), context, params: { id: String(unread.id) } }));
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const data = await response.json();
    expect(data.message).toMatchObject({ id: unread.id, name: "Reader", subject: "Question", message: "<b>not bold</b>" });
    expect(data.message.read_at).not.toBeNull();
    const stored = await getContactMessageById(db(), unread.id);
    expect(stored?.read_at).toBeInstanceOf(Date);

    const marked = await latestAudit("contact_message");
    expect(marked).toMatchObject({ action: "update", entity_id: String(unread.id), summary: "Marked contact message from Reader as read" });

    // Reading it again keeps the first moment it was read, and writes nothing.
    await settle(detailLoader({ request: adminGet(`/admin/mail-details/${unread.id}`, cookie), context, params: { id: String(unread.id) } }));
    expect((await getContactMessageById(db(), unread.id))?.read_at).toEqual(stored?.read_at);
    expect((await latestAudit("contact_message"))?.id).toBe(marked?.id);
  });

  it("marks a message unread again, audited, back to the list with a toast", async () => {
    const { cookie, admin } = await signInAdmin();
    const read = await message("Unreader");
    await setContactMessageRead(db(), { id: read.id, read: true });
    const response = await settle(detailAction({
      request: adminPost(`/admin/mail-details/${read.id}`, { intent: "mark-unread" }, cookie),
      context,
      params: { id: String(read.id) },
    }));
    expect(response.headers.get("Location")).toBe("/admin/customer-mail");
    expect(await toastOf(response)).toEqual({ type: "success", message: "Message marked as unread" });
    expect((await getContactMessageById(db(), read.id))?.read_at).toBeNull();
    expect(await latestAudit("contact_message")).toMatchObject({ action: "update", actor_id: admin.id, entity_id: String(read.id) });
  });

  it("deletes a message after the confirmation step", async () => {
    const { cookie } = await signInAdmin();
    const doomed = await message("Deleted Later");
    const asking = await (await settle(detailLoader({
      request: adminGet(`/admin/mail-details/${doomed.id}?confirm-delete`, cookie),
      context,
      params: { id: String(doomed.id) },
    }))).json();
    expect(asking.confirmDelete).toBe(true);

    const response = await settle(detailAction({
      request: adminPost(`/admin/mail-details/${doomed.id}`, { intent: "delete" }, cookie),
      context,
      params: { id: String(doomed.id) },
    }));
    expect(response.headers.get("Location")).toBe("/admin/customer-mail");
    expect(await toastOf(response)).toEqual({ type: "success", message: "Message deleted" });
    expect(await getContactMessageById(db(), doomed.id)).toBeUndefined();
    expect(await latestAudit("contact_message")).toMatchObject({ action: "delete", entity_id: String(doomed.id) });

    const again = await settle(detailAction({
      request: adminPost(`/admin/mail-details/${doomed.id}`, { intent: "delete" }, cookie),
      context,
      params: { id: String(doomed.id) },
    }));
    expect(again.status).toBe(404);
    expect((await again.json()).formError).toBe("This message no longer exists.");
  });
});

describe("/admin/customer-mail, rendered", () => {
  it("marks unread messages and asks before deleting", async () => {
    const { adminScreens } = await import("../../tests/helpers/admin-render");
    const list = await import("./admin.customer-mail");
    const detail = await import("./admin.mail-details.$id");
    const handle = await adminScreens([
      { file: "admin.customer-mail", path: "customer-mail", module: list },
      { file: "admin.mail-details.$id", path: "mail-details/:id", module: detail },
    ]);
    const { cookie } = await signInAdmin();
    const unread = await message("Unread <Sender>", { subject: "Need a quote", message: "Line one\n<script>alert(1)</script>" });

    // React separates adjacent text with <!-- -->; the browser shows it as one.
    const html = (await (await handle(adminGet(`/admin/customer-mail?confirm-delete=${unread.id}`, cookie))).text()).replaceAll("<!-- -->", "");
    expect(html).toMatch(/<tr class="is-unread">/);
    expect(html).toContain("Unread &lt;Sender&gt;");
    expect(html).toContain(`href="/admin/mail-details/${unread.id}"`);
    expect(html).toContain("Delete the message from Unread &lt;Sender&gt; (“Need a quote”)?");
    expect(html).toContain('href="/admin/customer-mail.csv"');

    const detailHtml = await (await handle(adminGet(`/admin/mail-details/${unread.id}`, cookie))).text();
    expect(detailHtml).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(detailHtml).not.toContain("<script>alert(1)</script>");
    expect(detailHtml).toContain('value="mark-unread"');
  });
});
