import { db } from "~/db/db.server";
import { resetEnvCache } from "~/env.server";
import { receiveContactMessage } from "~/services/content/contact.server";
import { runWebhookPass } from "~/services/webhooks/worker.server";
import { createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import { adminGet, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { adminScreens, tagWithId, textOfId } from "../../tests/helpers/admin-render";
import { startReceiver, verified, type Receiver } from "../../tests/helpers/webhook-receiver";
import * as list from "./admin.webhooks._index";
import * as item from "./admin.webhooks.$id";

/** /admin/webhooks without JavaScript: add an endpoint (secret shown once), see its deliveries, send one again, rotate, disable, delete. */

let handle: Awaited<ReturnType<typeof adminScreens>>;
let cookie: string;
let receiver: Receiver;

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_HOSTS = "127.0.0.1";
  resetEnvCache();
  handle = await adminScreens([
    { file: "admin.webhooks._index", path: "webhooks", module: list },
    { file: "admin.webhooks.$id", path: "webhooks/:id", module: item },
  ]);
  cookie = (await signInAdmin()).cookie;
  receiver = await startReceiver();
});

afterAll(async () => {
  await receiver.close();
  delete process.env.WEBHOOK_ALLOW_HOSTS;
  resetEnvCache();
});

function secretIn(html: string): string {
  const match = /<code class="totp-secret">(whsec_[^<]+)<\/code>/.exec(html);
  if (!match) throw new Error("no secret shown");
  return match[1];
}

describe("/admin/webhooks", () => {
  it("is for admins only: an editor gets 403", async () => {
    await expectAdminOnly("/admin/webhooks", (cookie) => list.loader({ request: adminGet("/admin/webhooks", cookie), context, params: {} }));
    const editor = await createTestUser("editor");
    const editorCookie = await sessionCookieFor(editor.id, "admin");
    const refused = await settle(list.action({ request: adminPost("/admin/webhooks", { url: receiver.url, events: "user.invited" }, editorCookie), context, params: {} }));
    expect(refused.status).toBe(403);
    expect((await settle(item.loader({ request: adminGet("/admin/webhooks/1", editorCookie), context, params: { id: "1" } }))).status).toBe(403);
  });

  it("names each refused field and keeps what was typed", async () => {
    const html = await (await handle(adminPost("/admin/webhooks", { url: "https://10.0.0.1/hook", description: "CRM" }, cookie))).text();
    expect(textOfId(html, "webhook-events-error")).toBe("Events must name at least one event type");
    expect(tagWithId(html, "webhook-url")).toContain('value="https://10.0.0.1/hook"');
    expect(tagWithId(html, "webhook-description")).toContain('value="CRM"');

    const address = await (await handle(adminPost("/admin/webhooks", [["url", "https://169.254.169.254/latest"], ["events", "user.invited"]], cookie))).text();
    expect(tagWithId(address, "webhook-url")).toContain('aria-invalid="true"');
    expect(textOfId(address, "webhook-url-error")).toMatch(/169\.254\.169\.254, a link-local address/);
    expect(tagWithId(address, "webhook-event-user-invited-events")).toContain("checked");
  });

  it("adds an endpoint, shows its secret once, lists its deliveries and sends one again", async () => {
    const added = await handle(adminPost("/admin/webhooks", [["url", receiver.url], ["events", "contact.received"], ["description", "CRM"]], cookie));
    expect(added.status).toBe(201);
    const secret = secretIn(await added.text());
    expect(await latestAudit("webhook_endpoint")).toMatchObject({ action: "create" });
    const listed = await (await handle(adminGet("/admin/webhooks", cookie))).text();
    expect(listed).toContain(receiver.url);
    expect(listed).not.toContain(secret);
    expect(listed).toContain("None yet");

    const outcome = await receiveContactMessage(db(), { values: { name: "Cy", email: "cy@example.com", message: "Call me about the offer." }, ip: "203.0.113.40", userAgent: null });
    if (outcome.status === "stored") await outcome.delivery;
    await runWebhookPass(db());
    expect(verified(secret, receiver.received[0])).toMatchObject({ type: "contact.received" });

    const id = String((await db().selectFrom("webhook_endpoint").select("id").where("url", "=", receiver.url).executeTakeFirstOrThrow()).id);
    const page = await (await handle(adminGet(`/admin/webhooks/${id}`, cookie))).text();
    expect(page).toContain("contact.received");
    expect(page).toContain("delivered");
    expect(page).toContain("Send again");
    const delivery = (await db().selectFrom("webhook_delivery").select("id").executeTakeFirstOrThrow()).id;

    const again = await settle(item.action({ request: adminPost(`/admin/webhooks/${id}`, { intent: "retry", delivery: String(delivery) }, cookie), context, params: { id } }));
    expect(await toastOf(again)).toEqual({ type: "success", message: "The delivery is being sent again" });
    await runWebhookPass(db());
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1].body).toBe(receiver.received[0].body);

    const rotated = await handle(adminPost(`/admin/webhooks/${id}`, { intent: "rotate" }, cookie));
    const newSecret = secretIn(await rotated.text());
    expect(newSecret).not.toBe(secret);

    const disabled = await settle(item.action({ request: adminPost(`/admin/webhooks/${id}`, { intent: "disable" }, cookie), context, params: { id } }));
    expect(await toastOf(disabled)).toEqual({ type: "success", message: "Endpoint disabled: nothing is sent to it" });
    expect(await (await handle(adminGet(`/admin/webhooks/${id}`, cookie))).text()).toContain("Disabled");

    const confirm = await (await handle(adminGet(`/admin/webhooks/${id}?confirm-delete=${id}`, cookie))).text();
    expect(confirm).toContain(`Delete the endpoint ${receiver.url} and its deliveries?`);
    const deleted = await settle(item.action({ request: adminPost(`/admin/webhooks/${id}`, { intent: "delete", id }, cookie), context, params: { id } }));
    expect(deleted.headers.get("Location")).toBe("/admin/webhooks");
    expect(await db().selectFrom("webhook_delivery").select("id").execute()).toEqual([]);
  });
});
