import { sql } from "kysely";
import { db } from "~/db/db.server";
import { resetEnvCache } from "~/env.server";
import type { WebhookEndpoint } from "~/models/webhook.server";
import { receiveContactMessage } from "~/services/content/contact.server";
import { createActor, expectOk, TEST_IP } from "~/services/content/fixtures.test-support";
import type { CommandContext } from "~/services/content/command.server";
import { news } from "~/services/content/news.server";
import { inviteUser } from "~/services/team/invitations.server";
import { startTestSmtpServer } from "../../../tests/helpers/smtp";
import { startReceiver, verified, type Receiver } from "../../../tests/helpers/webhook-receiver";
import { webhookUrlError } from "./address.server";
import { changeWebhookEndpoint, createWebhookEndpoint, retryDelivery, rotateEndpointSecret } from "./endpoints.server";
import { nextDeliveryDue, runWebhookPass, startWebhookWorker, stopWebhookWorker } from "./worker.server";

/** Webhooks end to end on PGlite: real writes, a real receiver on 127.0.0.1, signatures checked as a receiver checks them. */

const HOUR = 3_600_000;
let context: CommandContext;
let receiver: Receiver;
let endpoint: WebhookEndpoint;

beforeAll(async () => {
  process.env.WEBHOOK_ALLOW_HOSTS = "127.0.0.1";
  resetEnvCache();
  context = { actor: await createActor(), ip: TEST_IP };
  receiver = await startReceiver();
});

afterAll(async () => {
  await receiver.close();
  delete process.env.WEBHOOK_ALLOW_HOSTS;
  resetEnvCache();
});

beforeEach(async () => {
  await sql`truncate news, webhook_endpoint, webhook_delivery, webhook_item_state, contact_message restart identity cascade`.execute(db());
  receiver.received.length = 0;
  receiver.answers.length = 0;
  const created = await createWebhookEndpoint(db(), {
    ...context,
    input: { url: receiver.url, events: ["content.published", "content.updated", "content.unpublished", "content.deleted", "contact.received"], description: "" },
  });
  endpoint = expectOk(created).row;
});

async function createNews(input: Parameters<typeof news.create>[1]["input"]) {
  return expectOk(await news.create(db(), { ...context, input })).row;
}

async function updateNews(row: { id: number; version: number }, input: Parameters<typeof news.update>[1]["input"]) {
  return expectOk(await news.update(db(), { ...context, id: row.id, version: row.version, input })).row;
}

function typesReceived(): string[] {
  return receiver.received.map((message) => message.json.type);
}

describe("content events", () => {
  it("sends published, updated, unpublished and deleted once each, signed, with the documented body", async () => {
    const draft = await createNews({ title: "Quiet draft" });
    await runWebhookPass(db());
    expect(receiver.received).toEqual([]);

    const live = await updateNews(draft, { title: "New office", slug: "new-office", status: "published" });
    await runWebhookPass(db());
    const changed = await updateNews(live, { title: "New office opens" });
    await runWebhookPass(db());
    const hidden = await updateNews(changed, { status: "draft" });
    await runWebhookPass(db());
    await updateNews(hidden, { title: "Still a draft" });
    await runWebhookPass(db());
    expect(await news.remove(db(), { ...context, id: draft.id })).toEqual({ ok: true });
    await runWebhookPass(db());
    await runWebhookPass(db());

    expect(typesReceived()).toEqual(["content.published", "content.updated", "content.unpublished", "content.deleted"]);
    for (const message of receiver.received) {
      expect(verified(endpoint.secret, message)).toEqual(message.json);
      expect(message.headers["content-type"]).toBe("application/json");
      expect(message.headers["webhook-id"]).toMatch(/^msg_/);
      expect(message.json).toEqual({
        type: message.json.type,
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        data: { resource: "news", id: draft.id, slug: "new-office", url: "/news-details/new-office", locale: "en" },
      });
    }
    expect(new Set(receiver.received.map((message) => message.headers["webhook-id"])).size).toBe(4);
    const rows = await db().selectFrom("webhook_delivery").select(["status", "attempts", "response_status"]).execute();
    expect(rows).toEqual(Array(4).fill({ status: "delivered", attempts: 1, response_status: 204 }));
  });

  it("names the page's full address when SITE_URL is set", async () => {
    process.env.SITE_URL = "https://www.example.com";
    resetEnvCache();
    try {
      await createNews({ title: "Addressed", status: "published" });
      await runWebhookPass(db());
    } finally {
      delete process.env.SITE_URL;
      resetEnvCache();
    }
    expect(receiver.received[0].json.data.url).toBe("https://www.example.com/news-details/addressed");
  });

  it("sends nothing for a write that rolls back", async () => {
    await expect(
      db().transaction().execute(async (trx) => {
        await news.create(trx, { ...context, input: { title: "Never was", status: "published" } });
        throw new Error("the caller gave up");
      }),
    ).rejects.toThrow("the caller gave up");
    await runWebhookPass(db());
    expect(receiver.received).toEqual([]);
    expect(await db().selectFrom("webhook_delivery").select("id").execute()).toEqual([]);
  });

  it("sends a scheduled article's publication at its time, and moves it when it is rescheduled", async () => {
    const start = Date.now();
    const scheduled = await createNews({ title: "Launch", status: "published", published_at: new Date(start + HOUR) });
    await runWebhookPass(db());
    expect(receiver.received).toEqual([]);

    await updateNews(scheduled, { published_at: new Date(start + 2 * HOUR) });
    await runWebhookPass(db(), () => new Date(start + HOUR + 1000));
    expect(receiver.received).toEqual([]);

    await runWebhookPass(db(), () => new Date(start + 2 * HOUR + 1000));
    expect(typesReceived()).toEqual(["content.published"]);
    expect(receiver.received[0].json.timestamp).toBe(new Date(start + 2 * HOUR).toISOString());
    expect(await db().selectFrom("webhook_delivery").select("type").execute()).toEqual([{ type: "content.published" }]);
  });

  it("cancels a scheduled publication when the article is deleted", async () => {
    const scheduled = await createNews({ title: "Cancelled launch", status: "published", published_at: new Date(Date.now() + HOUR) });
    await news.remove(db(), { ...context, id: scheduled.id });
    await runWebhookPass(db(), () => new Date(Date.now() + 2 * HOUR));
    expect(typesReceived()).toEqual(["content.deleted"]);
  });
});

describe("expiry", () => {
  it("sends content.unpublished once at an article's expiry, and moves it when the expiry changes", async () => {
    const start = Date.now();
    const live = await createNews({ title: "Offer", status: "published", unpublish_at: new Date(start + HOUR) });
    await runWebhookPass(db());
    expect(typesReceived()).toEqual(["content.published"]);

    await updateNews(live, { unpublish_at: new Date(start + 2 * HOUR) });
    await runWebhookPass(db(), () => new Date(start + HOUR + 1000));
    expect(typesReceived()).toEqual(["content.published", "content.updated"]);

    await runWebhookPass(db(), () => new Date(start + 2 * HOUR + 1000));
    await runWebhookPass(db(), () => new Date(start + 3 * HOUR));
    expect(typesReceived()).toEqual(["content.published", "content.updated", "content.unpublished"]);
    expect(receiver.received[2].json.timestamp).toBe(new Date(start + 2 * HOUR).toISOString());
    expect(receiver.received[2].json.data).toMatchObject({ resource: "news", id: live.id, slug: "offer" });
  });

  it("cancels the expiry's event when the expiry is cleared or the article is deleted", async () => {
    const start = Date.now();
    const live = await createNews({ title: "Kept", status: "published", unpublish_at: new Date(start + HOUR) });
    await updateNews(live, { unpublish_at: null });
    const other = await createNews({ title: "Gone", status: "published", unpublish_at: new Date(start + HOUR) });
    await news.remove(db(), { ...context, id: other.id });
    await runWebhookPass(db(), () => new Date(start + 2 * HOUR));
    // One pass sends the four together, so they may arrive in any order.
    expect(typesReceived().sort()).toEqual(["content.deleted", "content.published", "content.published", "content.updated"]);
  });

  it("sends a scheduled article's publication at its time and its unpublication at its expiry", async () => {
    const start = Date.now();
    await createNews({ title: "Week-long sale", status: "published", published_at: new Date(start + HOUR), unpublish_at: new Date(start + 3 * HOUR) });
    await runWebhookPass(db());
    expect(receiver.received).toEqual([]);
    await runWebhookPass(db(), () => new Date(start + 2 * HOUR));
    expect(typesReceived()).toEqual(["content.published"]);
    await runWebhookPass(db(), () => new Date(start + 4 * HOUR));
    expect(typesReceived()).toEqual(["content.published", "content.unpublished"]);
  });

  it("refuses an expiry that is not after the publish date, naming the field", async () => {
    const result = await news.create(db(), {
      ...context,
      input: { title: "Backwards", status: "published", published_at: new Date(Date.now() + 2 * HOUR), unpublish_at: new Date(Date.now() + HOUR) },
    });
    expect(result).toMatchObject({ ok: false, status: 422, fieldErrors: { unpublish_at: ["Unpublish at must be after the publish date"] } });
    expect(await db().selectFrom("webhook_delivery").select("id").execute()).toEqual([]);
  });
});

describe("contact messages", () => {
  it("sends contact.received with the message's id, name, email and subject", async () => {
    const outcome = await receiveContactMessage(db(), {
      values: { name: "Ada", email: "ada@example.com", subject: "Quote", message: "Hello there, please call." },
      ip: "203.0.113.20",
      userAgent: null,
    });
    if (outcome.status !== "stored") throw new Error("not stored");
    await outcome.delivery;
    await runWebhookPass(db());
    expect(receiver.received).toHaveLength(1);
    expect(verified(endpoint.secret, receiver.received[0])).toEqual({
      type: "contact.received",
      timestamp: expect.any(String),
      data: { id: outcome.message.id, name: "Ada", email: "ada@example.com", subject: "Quote" },
    });
  });
});

describe("the running sender", () => {
  it("sends what a commit enqueued without a pass being asked for, and stops cleanly", async () => {
    startWebhookWorker(db());
    try {
      await createNews({ title: "Woken", status: "published" });
      const deadline = Date.now() + 10_000;
      while (receiver.received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await stopWebhookWorker();
    }
    expect(typesReceived()).toEqual(["content.published"]);
  });

  it("sends an expiry's event at its time, woken by its own timer rather than a write", async () => {
    startWebhookWorker(db());
    try {
      await createNews({ title: "Short-lived", status: "published", unpublish_at: new Date(Date.now() + 1_500) });
      const deadline = Date.now() + 10_000;
      while (receiver.received.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await stopWebhookWorker();
    }
    expect(typesReceived()).toEqual(["content.published", "content.unpublished"]);
  });

  it("knows when the next delivery is due, and that nothing is when no endpoint is enabled", async () => {
    expect(await nextDeliveryDue(db())).toBeNull();
    const at = new Date(Date.now() + HOUR);
    await createNews({ title: "Later", status: "published", published_at: at });
    expect(await nextDeliveryDue(db())).toEqual(at);
    await db().updateTable("webhook_endpoint").set({ enabled: false }).execute();
    expect(await nextDeliveryDue(db())).toBeNull();
  });
});

describe("invitations", () => {
  it("sends user.invited with the account's id, email and role, never the invitation's token", async () => {
    await db().updateTable("webhook_endpoint").set({ events: "user.invited" }).execute();
    const invited = await inviteUser(db(), { ...context, origin: "http://localhost", input: { name: "Ivy", email: "ivy.hook@example.test", role: "editor" } });
    if (!invited.ok) throw new Error("not invited");
    await invited.sending;
    await runWebhookPass(db());
    expect(receiver.received).toHaveLength(1);
    expect(verified(endpoint.secret, receiver.received[0])).toEqual({
      type: "user.invited",
      timestamp: expect.any(String),
      data: { id: invited.row.id, email: "ivy.hook@example.test", role: "editor" },
    });
  });
});

describe("retries", () => {
  it("delivers on the sixth attempt after five 500 answers, with the same bytes each time", async () => {
    receiver.answers.push(500, 500, 500, 500, 500);
    await createNews({ title: "Retried", status: "published" });
    let now = Date.now();
    for (let pass = 0; pass < 6; pass++) {
      await runWebhookPass(db(), () => new Date(now));
      now += 2 * HOUR;
    }
    expect(receiver.received).toHaveLength(6);
    expect(new Set(receiver.received.map((message) => message.body)).size).toBe(1);
    expect(new Set(receiver.received.map((message) => message.headers["webhook-id"])).size).toBe(1);
    const [row] = await db().selectFrom("webhook_delivery").selectAll().execute();
    expect(row).toMatchObject({ status: "delivered", attempts: 6, response_status: 204, error: null });
  });

  it("waits between attempts and gives up 24 hours after the event", async () => {
    receiver.answers.push(...Array(20).fill(503));
    await createNews({ title: "Refused", status: "published" });
    const start = Date.now();
    await runWebhookPass(db(), () => new Date(start));
    // Due again only after the backoff: a pass a moment later sends nothing.
    await runWebhookPass(db(), () => new Date(start + 1000));
    expect(receiver.received).toHaveLength(1);
    await runWebhookPass(db(), () => new Date(start + 25 * HOUR));
    const [row] = await db().selectFrom("webhook_delivery").selectAll().execute();
    expect(row).toMatchObject({ status: "failed", attempts: 2, response_status: 503, error: "The receiver answered 503" });

    // Failing that long also disabled the endpoint; enabled again, "Send again" puts the same message back in line.
    expect(await db().selectFrom("webhook_endpoint").select("enabled").executeTakeFirstOrThrow()).toEqual({ enabled: false });
    expectOk(await changeWebhookEndpoint(db(), { ...context, id: endpoint.id, input: { enabled: true } }));
    expect(await retryDelivery(db(), { endpointId: endpoint.id, deliveryId: row.id })).toMatchObject({ ok: true });
    receiver.answers.length = 0;
    await runWebhookPass(db());
    expect(receiver.received).toHaveLength(3);
    expect(receiver.received[2].body).toBe(receiver.received[0].body);
  });

  it("disables an endpoint that failed for 24 hours and emails the admins", async () => {
    const smtp = await startTestSmtpServer();
    process.env.SMTP_URL = smtp.url;
    resetEnvCache();
    try {
      receiver.answers.push(...Array(20).fill(500));
      await createNews({ title: "First", status: "published" });
      const start = Date.now();
      await runWebhookPass(db(), () => new Date(start));
      await createNews({ title: "Second", status: "published" });
      await runWebhookPass(db(), () => new Date(start + 24 * HOUR + 1000));
      const row = await db().selectFrom("webhook_endpoint").select(["enabled", "disabled_reason"]).executeTakeFirstOrThrow();
      expect(row).toEqual({ enabled: false, disabled_reason: "Every delivery failed for 24 hours" });
      const mail = await smtp.waitFor(context.actor.email);
      expect(mail.decoded).toContain("Subject: A webhook endpoint was disabled");
      expect(mail.decoded).toContain(`Every delivery to ${receiver.url} failed for 24 hours`);
    } finally {
      delete process.env.SMTP_URL;
      resetEnvCache();
      await smtp.close();
    }
  });

  it("signs with the old secret too for a day after a rotation", async () => {
    const rotated = expectOk(await rotateEndpointSecret(db(), { ...context, id: endpoint.id }));
    expect(rotated.row.secret).not.toBe(endpoint.secret);
    await createNews({ title: "Rotated", status: "published" });
    await runWebhookPass(db());
    const [message] = receiver.received;
    expect(String(message.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    expect(verified(endpoint.secret, message)).toMatchObject({ type: "content.published" });
    expect(verified(rotated.row.secret, message)).toMatchObject({ type: "content.published" });
  });
});

describe("addresses", () => {
  it("refuses private, link-local, loopback and plain-http addresses with a clear message", async () => {
    expect(await webhookUrlError("https://10.0.0.1/hook")).toMatch(/10\.0\.0\.1, a private address/);
    expect(await webhookUrlError("https://169.254.169.254/latest/meta-data")).toMatch(/a link-local address/);
    expect(await webhookUrlError("https://100.64.0.1/")).toMatch(/carrier-grade NAT/);
    expect(await webhookUrlError("https://[::1]/")).toMatch(/loopback/);
    expect(await webhookUrlError("https://[::ffff:10.0.0.1]/")).toMatch(/private/);
    expect(await webhookUrlError("http://hooks.example.com/")).toBe(
      "URL must start with https:// (plain http only reaches a host listed in WEBHOOK_ALLOW_HOSTS)",
    );
    expect(await webhookUrlError("ftp://example.com/")).toMatch(/web address/);
    expect(await webhookUrlError(receiver.url)).toBeNull();

    process.env.WEBHOOK_ALLOW_HOSTS = "";
    resetEnvCache();
    try {
      expect(await webhookUrlError("https://127.0.0.1/hook")).toMatch(/127\.0\.0\.1, a loopback address/);
      expect(await webhookUrlError("https://localhost/hook")).toMatch(/^URL's host localhost is at (127\.0\.0\.1|::1), a loopback address/);
      expect(await createWebhookEndpoint(db(), { ...context, input: { url: "https://localhost/hook", events: ["content.published"], description: "" } }))
        .toMatchObject({ ok: false, status: 422, fieldErrors: { url: [expect.stringMatching(/loopback/)] } });
    } finally {
      process.env.WEBHOOK_ALLOW_HOSTS = "127.0.0.1";
      resetEnvCache();
    }
  });

  it("checks the address again at each send", async () => {
    await createNews({ title: "Checked again", status: "published" });
    // The host was allowed when the endpoint was saved, and is not any more.
    process.env.WEBHOOK_ALLOW_HOSTS = "";
    resetEnvCache();
    try {
      await runWebhookPass(db());
    } finally {
      process.env.WEBHOOK_ALLOW_HOSTS = "127.0.0.1";
      resetEnvCache();
    }
    expect(receiver.received).toEqual([]);
    const [row] = await db().selectFrom("webhook_delivery").selectAll().execute();
    expect(row).toMatchObject({ status: "pending", attempts: 1, response_status: null });
    expect(row.error).toMatch(/plain http only reaches a host listed/);
  });
});
