import { db } from "~/db/db.server";
import { resetEnvCache } from "~/env.server";
import { issueApiToken } from "~/services/auth/api-token.server";
import { receiveContactMessage } from "~/services/content/contact.server";
import { runWebhookPass } from "~/services/webhooks/worker.server";
import * as list from "~/routes/api.admin.webhooks";
import * as item from "~/routes/api.admin.webhooks.$id";
import * as deliveries from "~/routes/api.admin.webhooks.$id.deliveries";
import * as rotate from "~/routes/api.admin.webhooks.$id.rotate-secret";
import * as retry from "~/routes/api.admin.webhooks.$id.deliveries.$deliveryId.retry";
import { apiRequest } from "../../tests/helpers/api";
import { createTestUser } from "../../tests/helpers/auth";
import { call } from "../../tests/api/openapi-check";
import { startReceiver, verified, type Receiver } from "../../tests/helpers/webhook-receiver";

/** The webhooks API: admins only, fields named in every refusal, the secret shown at creation and rotation only. */

let token: string;
let editorToken: string;
let receiver: Receiver;

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_HOSTS = "127.0.0.1";
  resetEnvCache();
  token = await issueApiToken(db(), { userId: (await createTestUser("admin")).id });
  editorToken = await issueApiToken(db(), { userId: (await createTestUser("editor")).id });
  receiver = await startReceiver();
});

afterAll(async () => {
  await receiver.close();
  delete process.env.WEBHOOK_ALLOW_HOSTS;
  resetEnvCache();
});

const json = (response: Response) => response.json();

describe("/api/admin/webhooks", () => {
  it("adds an endpoint with its secret shown once, changes, disables and deletes it", async () => {
    const created = await call(list.action, apiRequest("/api/admin/webhooks", { token, json: { url: receiver.url, events: ["contact.received"], description: "CRM" } }));
    expect(created.status).toBe(201);
    const { data } = await json(created);
    expect(data).toMatchObject({ url: receiver.url, events: ["contact.received"], description: "CRM", enabled: true, secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{32}$/) });
    const id = String(data.id);

    const listed = await json(await call(list.loader, apiRequest("/api/admin/webhooks", { token })));
    expect(listed.data.map((row: { id: number }) => row.id)).toContain(data.id);
    expect(listed.data[0]).not.toHaveProperty("secret");
    expect(await json(await call(item.loader, apiRequest(`/api/admin/webhooks/${id}`, { token }), { id }))).not.toHaveProperty("data.secret");

    const changed = await call(item.action, apiRequest(`/api/admin/webhooks/${id}`, { method: "PATCH", token, json: { events: ["user.invited", "contact.received"], enabled: false } }), { id });
    expect((await json(changed)).data).toMatchObject({ events: ["contact.received", "user.invited"], enabled: false, description: "CRM" });

    expect((await call(item.action, apiRequest(`/api/admin/webhooks/${id}`, { method: "DELETE", token }), { id })).status).toBe(204);
    expect((await call(item.loader, apiRequest(`/api/admin/webhooks/${id}`, { token }), { id })).status).toBe(404);
  });

  it("lists deliveries, sends one again, and rotates the secret", async () => {
    const { data } = await json(await call(list.action, apiRequest("/api/admin/webhooks", { token, json: { url: receiver.url, events: ["contact.received"] } })));
    const id = String(data.id);
    const outcome = await receiveContactMessage(db(), { values: { name: "Bo", email: "bo@example.com", message: "Please call me back." }, ip: "203.0.113.30", userAgent: null });
    if (outcome.status === "stored") await outcome.delivery;
    await runWebhookPass(db());
    const listed = await json(await call(deliveries.loader, apiRequest(`/api/admin/webhooks/${id}/deliveries`, { token }), { id }));
    expect(listed.data).toEqual([expect.objectContaining({ type: "contact.received", status: "delivered", attempts: 1, response_status: 204 })]);
    const deliveryId = String(listed.data[0].id);

    const rotated = await json(await call(rotate.action, apiRequest(`/api/admin/webhooks/${id}/rotate-secret`, { token, json: {} }), { id }));
    expect(rotated.data.secret).not.toBe(data.secret);

    const again = await call(retry.action, apiRequest(`/api/admin/webhooks/${id}/deliveries/${deliveryId}/retry`, { token, json: {} }), { id, deliveryId });
    expect(again.status).toBe(202);
    expect((await json(again)).data).toMatchObject({ status: "pending", message_id: listed.data[0].message_id });
    const pending = await call(retry.action, apiRequest(`/api/admin/webhooks/${id}/deliveries/${deliveryId}/retry`, { token, json: {} }), { id, deliveryId });
    expect(pending.status).toBe(409);
    await runWebhookPass(db());
    const [first, second] = receiver.received.slice(-2);
    expect(second.body).toBe(first.body);
    // Signed with both secrets during the overlap.
    expect(verified(data.secret, second)).toMatchObject({ type: "contact.received" });
    expect(verified(rotated.data.secret, second)).toMatchObject({ type: "contact.received" });

    expect((await call(retry.action, apiRequest(`/api/admin/webhooks/${id}/deliveries/999999/retry`, { token, json: {} }), { id, deliveryId: "999999" })).status).toBe(404);
    expect((await call(deliveries.loader, apiRequest("/api/admin/webhooks/999999/deliveries", { token }), { id: "999999" })).status).toBe(404);
  });

  it("refuses bad fields with 422 naming each one, never a 500", async () => {
    const bad = await call(list.action, apiRequest("/api/admin/webhooks", { token, json: { url: "ftp://example.com", events: ["content.exploded"], description: 7 } }));
    expect(bad.status).toBe(422);
    expect(Object.keys((await json(bad)).errors).sort()).toEqual(["description", "events", "url"]);

    const empty = await call(list.action, apiRequest("/api/admin/webhooks", { token, json: { url: "https://hooks.example.com/x", events: [] } }));
    expect((await json(empty)).errors).toEqual({ events: ["Events must name at least one event type"] });

    const missing = await call(list.action, apiRequest("/api/admin/webhooks", { token, json: {} }));
    expect(Object.keys((await json(missing)).errors).sort()).toEqual(["events", "url"]);

    const metadata = await call(list.action, apiRequest("/api/admin/webhooks", { token, json: { url: "https://169.254.169.254/latest", events: ["user.invited"] } }));
    expect(metadata.status).toBe(422);
    expect((await json(metadata)).errors.url[0]).toMatch(/169\.254\.169\.254, a link-local address/);

    const plain = await call(list.action, apiRequest("/api/admin/webhooks", { token, json: { url: "http://hooks.example.com/x", events: ["user.invited"] } }));
    expect((await json(plain)).errors.url).toEqual(["URL must start with https:// (plain http only reaches a host listed in WEBHOOK_ALLOW_HOSTS)"]);

    const { data } = await json(await call(list.action, apiRequest("/api/admin/webhooks", { token, json: { url: receiver.url, events: ["user.invited"] } })));
    const id = String(data.id);
    const badSwitch = await call(item.action, apiRequest(`/api/admin/webhooks/${id}`, { method: "PATCH", token, json: { enabled: "maybe" } }), { id });
    expect((await json(badSwitch)).errors).toEqual({ enabled: ["Enabled must be true or false"] });
    const privateUrl = await call(item.action, apiRequest(`/api/admin/webhooks/${id}`, { method: "PATCH", token, json: { url: "https://10.0.0.1/" } }), { id });
    expect(privateUrl.status).toBe(422);
    expect((await json(privateUrl)).errors.url[0]).toMatch(/10\.0\.0\.1, a private address/);
  });

  it("answers 403 to an editor and 401 without credentials", async () => {
    expect((await call(list.loader, apiRequest("/api/admin/webhooks", { token: editorToken }))).status).toBe(403);
    expect((await call(list.action, apiRequest("/api/admin/webhooks", { token: editorToken, json: { url: receiver.url, events: ["user.invited"] } }))).status).toBe(403);
    expect((await call(item.action, apiRequest("/api/admin/webhooks/1", { method: "DELETE", token: editorToken }), { id: "1" })).status).toBe(403);
    expect((await call(list.loader, apiRequest("/api/admin/webhooks"))).status).toBe(401);
  });
});
