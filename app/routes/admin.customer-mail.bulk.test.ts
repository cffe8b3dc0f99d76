import { sql } from "kysely";
import { db } from "~/db/db.server";
import { createContactMessage, setContactMessageRead } from "~/models/contact-message.server";
import { adminGet, adminPost, context, expectAdminOnly, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { adminScreens } from "../../tests/helpers/admin-render";
import * as screen from "./admin.customer-mail";

/** /admin/customer-mail: marking several messages read or unread, or deleting them, each through its own command. */

const { action } = screen;
const PATH = "/admin/customer-mail";

const post = (fields: Array<[string, string]>, cookie: string, path = PATH) => settle(action({ request: adminPost(path, fields, cookie), context, params: {} }));

async function message(name: string) {
  return createContactMessage(db(), {
    values: { name, email: `${name.toLowerCase().replace(/\W/g, "")}@example.com`, message: "Hello", subject: `From ${name}` },
    ip: null,
    userAgent: null,
  });
}

const readState = async () =>
  (await db().selectFrom("contact_message").select(["name", "read_at"]).orderBy("name").execute()).map((row) => [row.name, row.read_at !== null]);

const audits = () => db().selectFrom("audit_event").select(["action", "entity_id", "summary", "actor_id"]).where("entity", "=", "contact_message").orderBy("id").execute();

beforeEach(async () => {
  await sql`truncate contact_message, audit_event restart identity`.execute(db());
});

describe("/admin/customer-mail, several at once", () => {
  it("is for admins only", async () => {
    await expectAdminOnly(PATH, (cookie) =>
      action({ request: adminPost(PATH, [["intent", "bulk"], ["bulk_action", "read"], ["ids", "1"]], cookie), context, params: {} }),
    );
  });

  it("marks the selected read and unread through the read command, auditing only what changed, back to the same list", async () => {
    const { admin, cookie } = await signInAdmin();
    const ann = await message("Ann");
    const bob = await message("Bob");
    const cleo = await message("Cleo");
    await setContactMessageRead(db(), { id: cleo.id, read: true });
    const cleoReadAt = (await db().selectFrom("contact_message").select("read_at").where("id", "=", cleo.id).executeTakeFirstOrThrow()).read_at;

    const back = `${PATH}?q=o&page=1`;
    const read = await post([["intent", "bulk"], ["bulk_action", "read"], ["ids", String(ann.id)], ["ids", String(cleo.id)]], cookie, back);
    expect(read.status).toBe(302);
    expect(read.headers.get("Location")).toBe(back);
    expect(await toastOf(read)).toEqual({ type: "success", message: "2 contact messages marked as read." });
    expect(await readState()).toEqual([["Ann", true], ["Bob", false], ["Cleo", true]]);
    // Cleo's was read already: left as it was, when it was first read.
    expect((await db().selectFrom("contact_message").select("read_at").where("id", "=", cleo.id).executeTakeFirstOrThrow()).read_at).toEqual(cleoReadAt);
    expect(await audits()).toEqual([{ action: "update", entity_id: String(ann.id), summary: "Marked contact message from Ann as read", actor_id: admin.id }]);

    const unread = await post([["intent", "bulk"], ["bulk_action", "unread"], ["ids", String(ann.id)], ["ids", String(bob.id)], ["ids", String(cleo.id)]], cookie);
    expect(await toastOf(unread)).toEqual({ type: "success", message: "3 contact messages marked as unread." });
    expect(await readState()).toEqual([["Ann", false], ["Bob", false], ["Cleo", false]]);
    expect((await audits()).map((event) => event.summary)).toEqual([
      "Marked contact message from Ann as read",
      "Marked contact message from Ann as unread",
      "Marked contact message from Cleo as unread",
    ]);
  });

  it("deletes the selected through the delete command and names what was gone already", async () => {
    const { admin, cookie } = await signInAdmin();
    const ann = await message("Ann");
    const bob = await message("Bob");
    const response = await post([["intent", "bulk"], ["bulk_action", "delete"], ["ids", String(ann.id)], ["ids", "987654"]], cookie);
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toEqual({
      type: "error",
      message: "1 contact message deleted. Not done: “#987654” (it is no longer there).",
    });
    expect(await readState()).toEqual([["Bob", false]]);
    expect(await audits()).toEqual([{ action: "delete", entity_id: String(ann.id), summary: "Deleted contact message from “Ann”", actor_id: admin.id }]);

    // The content lists' Move to trash is not the inbox's: messages have no trash.
    const trash = await post([["intent", "bulk"], ["bulk_action", "trash"], ["ids", String(bob.id)]], cookie);
    expect(trash.status).toBe(400);
    expect((await trash.json()).formError).toBe("Choose what to do with the selected contact messages.");
    const none = await post([["intent", "bulk"], ["bulk_action", "delete"], ["ids", "x"]], cookie);
    expect(none.status).toBe(400);
    expect((await none.json()).formError).toBe("Select at least one contact message first.");
    expect(await readState()).toEqual([["Bob", false]]);
  });

  it("renders a checkbox a row that belongs to the bulk form, and the inbox's choices", async () => {
    const handle = await adminScreens([{ file: "admin.customer-mail", path: "customer-mail", module: screen }]);
    const { cookie } = await signInAdmin();
    const ann = await message("Ann");
    const html = await (await handle(adminGet(`${PATH}?q=ann`, cookie))).text();
    const checkbox = /<input type="checkbox" name="ids"[^>]*aria-label="Select the message from Ann"[^>]*>/.exec(html)?.[0];
    expect(checkbox).toContain('form="bulk-form"');
    expect(checkbox).toContain(`value="${ann.id}"`);
    expect(html).toMatch(/<form method="post" action="\/admin\/customer-mail\?q=ann" id="bulk-form"[^>]*><input type="hidden" name="intent" value="bulk"\/>/);
    expect(html).toContain('<label for="bulk-action">With the selected messages</label>');
    for (const choice of ['value="read">Mark as read', 'value="unread">Mark as unread', 'value="delete">Delete']) expect(html).toContain(choice);
    expect(html).not.toContain('value="trash"');
    const empty = await (await handle(adminGet(`${PATH}?q=nobody`, cookie))).text();
    expect(empty).not.toContain('id="bulk-form"');
  });
});
