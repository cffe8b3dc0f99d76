import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createPostgresDatabase, queryDatabase, startApp, startApps, stopAllApps, type AppProcess, type PostgresDatabase } from "../helpers/process";
import { startReceiver, verified, type Receiver } from "../helpers/webhook-receiver";
import { describeFaults, postJson } from "./support";

/**
 * Webhooks across real processes on PostgreSQL (docs/webhooks.md#delivery): two
 * instances share the work and send each event once; an instance killed with
 * SIGKILL in the middle of a send leaves the event to be sent after a restart.
 */
describeFaults("webhooks across instances", () => {
  let database: PostgresDatabase;
  let dataDir: string;
  let receiver: Receiver;
  let a: AppProcess;
  let b: AppProcess;
  const secret = `whsec_${crypto.randomBytes(24).toString("base64")}`;
  const env = { SEED_DEMO: "false", WEBHOOK_ALLOW_HOSTS: "127.0.0.1", CONTACT_LIMIT_PER_IP: "1000" };

  beforeAll(async () => {
    receiver = await startReceiver();
    database = await createPostgresDatabase("webhooks");
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "company-site-webhooks-"));
    [a, b] = await startApps(2, { databaseUrl: database.url, dataDir, env });
    await queryDatabase(database.url, "INSERT INTO webhook_endpoint (url, events, secret) VALUES ($1, 'contact.received', $2)", [receiver.url, secret]);
  });

  afterAll(async () => {
    await stopAllApps();
    await receiver?.close();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function sendContact(app: AppProcess, index: number) {
    const response = await postJson(app.baseUrl, "/api/frontend/contact", {
      name: `Visitor ${index}`,
      email: `visitor-${index}@example.test`,
      subject: `Question ${index}`,
      message: `Message number ${index}: please call me back.`,
    });
    expect(response.status).toBeLessThan(300);
  }

  async function untilDelivered(count: number) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [row] = await queryDatabase<{ delivered: number }>(database.url, "SELECT count(*)::int AS delivered FROM webhook_delivery WHERE status = 'delivered'");
      if (row.delivered >= count) return;
      if (Date.now() > deadline) throw new Error(`only ${row.delivered} of ${count} delivered:\n${a.output()}\n${b.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it("sends each event once when two instances share the work", async () => {
    await Promise.all(Array.from({ length: 20 }, (_, index) => sendContact(index % 2 === 0 ? a : b, index)));
    await untilDelivered(20);
    const ids = receiver.received.map((message) => message.headers["webhook-id"]);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
    for (const message of receiver.received) expect(verified(secret, message)).toMatchObject({ type: "contact.received" });
    const names = receiver.received.map((message) => message.json.data.name).sort();
    expect(names).toEqual(Array.from({ length: 20 }, (_, index) => `Visitor ${index}`).sort());
  });

  it("delivers an event after its sender was killed mid-send and restarted", async () => {
    // A drained instance stops its sender before closing the database, and exits cleanly.
    expect(await b.stop()).toEqual({ code: 0, signal: null });
    receiver.received.length = 0;
    receiver.hold.next = 1;
    await sendContact(a, 100);
    const deadline = Date.now() + 30_000;
    while (receiver.received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receiver.received).toHaveLength(1);
    a.signal("SIGKILL");
    expect(await a.exited).toEqual({ code: null, signal: "SIGKILL" });

    const [claimed] = await queryDatabase<{ status: string; attempts: number; leased: boolean }>(
      database.url,
      "SELECT status, attempts, claimed_until > now() AS leased FROM webhook_delivery WHERE body LIKE '%Visitor 100%'",
    );
    expect(claimed).toEqual({ status: "pending", attempts: 0, leased: true });
    // The lease is a minute; the test moves it to its end rather than wait for it.
    await queryDatabase(database.url, "UPDATE webhook_delivery SET claimed_until = now() WHERE body LIKE '%Visitor 100%'");

    a = await startApp({ databaseUrl: database.url, dataDir, env, port: a.port, name: "A again" });
    await untilDelivered(21);
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(second.headers["webhook-id"]).toBe(first.headers["webhook-id"]);
    expect(second.body).toBe(first.body);
    expect(verified(secret, second)).toMatchObject({ type: "contact.received", data: { name: "Visitor 100" } });
  });
});
