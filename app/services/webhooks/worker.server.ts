import http from "node:http";
import https from "node:https";
import { sql } from "kysely";
import { Webhook } from "standardwebhooks";
import type { DB } from "~/db/db.server";
import type { WebhookDelivery, WebhookEndpoint } from "~/models/webhook.server";
import { sendMail } from "~/services/mail/mail.server";
import { checkedLookup, literalRefusal, RefusedAddress, urlShapeError } from "./address.server";

/**
 * Sends what events.server.ts enqueued (docs/webhooks.md#delivery). Every instance runs one:
 * a pass claims due rows in a short transaction (FOR UPDATE SKIP LOCKED, so two instances never
 * take the same row) and leases them for a minute; a sender killed mid-send leaves a lease that
 * runs out, and the row is due again. A delivery is therefore sent at least once, and receivers
 * tell repeats apart by the webhook-id header.
 */

const LEASE_MS = 60_000;
const SEND_TIMEOUT_MS = 10_000;
const RETRY_FOR_MS = 24 * 60 * 60 * 1000;
const DISABLE_AFTER_MS = 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;
// Idle, the sender sleeps until the next delivery it knows of, and looks again this often for what another
// instance queued and left behind (its sender killed): one cheap query, even with no endpoint at all.
const IDLE_LOOK_MS = 30_000;
// After a failed pass (the database down, say), tried again soon.
const FAILED_PASS_RETRY_MS = 1_000;
// A row due but not claimable (another instance's claim not yet committed) is looked at again after this.
const SHORTEST_WAIT_MS = 100;
const CLAIM_BATCH = 10;
const ERROR_LENGTH = 500;

/** 5 s, 10 s, 20 s… up to an hour, each between 80 % and 120 % so failed receivers are not hit in step. */
function retryDelayMs(attempts: number, random = Math.random()): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
  return Math.round(base * (0.8 + 0.4 * random));
}

type Claimed = WebhookDelivery & Pick<WebhookEndpoint, "url" | "secret" | "previous_secret" | "previous_secret_until">;

async function claimDue(db: DB, now: Date): Promise<Claimed[]> {
  const leaseEnd = new Date(now.getTime() + LEASE_MS);
  return db.transaction().execute(async (trx) => {
    const due = await sql<{ id: number }>`
      SELECT d.id FROM webhook_delivery d
      JOIN webhook_endpoint e ON e.id = d.endpoint_id AND e.enabled
      WHERE d.status = 'pending' AND d.next_attempt_at <= ${now}
        AND (d.claimed_until IS NULL OR d.claimed_until <= ${now})
      ORDER BY d.next_attempt_at, d.id
      LIMIT ${CLAIM_BATCH}
      FOR UPDATE OF d SKIP LOCKED`.execute(trx);
    if (due.rows.length === 0) return [];
    return trx
      .updateTable("webhook_delivery as d")
      .from("webhook_endpoint as e")
      .set({ claimed_until: leaseEnd })
      .whereRef("e.id", "=", "d.endpoint_id")
      .where("d.id", "in", due.rows.map((row) => row.id))
      .returningAll("d")
      .returning(["e.url", "e.secret", "e.previous_secret", "e.previous_secret_until"])
      .execute();
  });
}

/** Both signatures while a rotated-out secret is still within its day, space-separated as the spec allows. */
function signatureHeader(delivery: Pick<Claimed, "message_id" | "body" | "secret" | "previous_secret" | "previous_secret_until">, timestamp: Date, now: Date): string {
  const signatures = [new Webhook(delivery.secret).sign(delivery.message_id, timestamp, delivery.body)];
  if (delivery.previous_secret && delivery.previous_secret_until && delivery.previous_secret_until > now) {
    signatures.push(new Webhook(delivery.previous_secret).sign(delivery.message_id, timestamp, delivery.body));
  }
  return signatures.join(" ");
}

type AttemptOutcome = { ok: boolean; status: number | null; error: string | null };

/**
 * One POST, connected to the address that was checked. The timestamp header is the time of the
 * attempt (receivers refuse old ones), read from the wall clock whatever clock schedules retries.
 */
function postDelivery(delivery: Claimed, now: Date): Promise<AttemptOutcome> {
  const shape = urlShapeError(delivery.url);
  if (shape) return Promise.resolve({ ok: false, status: null, error: shape });
  const url = new URL(delivery.url);
  const literal = literalRefusal(url);
  if (literal) return Promise.resolve({ ok: false, status: null, error: literal });
  const timestamp = new Date();
  const body = Buffer.from(delivery.body);
  const headers = {
    "content-type": "application/json",
    "content-length": String(body.length),
    "user-agent": "company-site-webhooks/1",
    "webhook-id": delivery.message_id,
    "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
    "webhook-signature": signatureHeader(delivery, timestamp, now),
  };
  const send = url.protocol === "https:" ? https.request : http.request;
  return new Promise((resolve) => {
    const request = send(url, { method: "POST", headers, lookup: checkedLookup, agent: false }, (response) => {
      // The answer's body is not kept: only its status says whether the receiver took the event.
      response.resume();
      response.on("end", () => {
        const status = response.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        resolve({ ok, status, error: ok ? null : `The receiver answered ${status}` });
      });
      response.on("error", (error) => resolve({ ok: false, status: response.statusCode ?? null, error: error.message }));
      // Cut off mid-answer: the first of these three to come decides.
      response.on("close", () => resolve({ ok: false, status: response.statusCode ?? null, error: "The connection closed before the answer ended" }));
    });
    // The whole attempt, not only a silent socket: a receiver answering a byte at a time must not outlast the lease.
    const deadline = setTimeout(() => request.destroy(new Error(`No answer within ${SEND_TIMEOUT_MS / 1000} s`)), SEND_TIMEOUT_MS);
    request.on("close", () => clearTimeout(deadline));
    request.on("error", (error) => {
      const message = error instanceof RefusedAddress ? error.message : `Could not connect: ${error.message}`;
      resolve({ ok: false, status: null, error: message.slice(0, ERROR_LENGTH) });
    });
    request.end(body);
  });
}

async function recordOutcome(db: DB, delivery: Claimed, outcome: AttemptOutcome, now: Date): Promise<void> {
  const attempts = delivery.attempts + 1;
  const base = { attempts, last_attempt_at: now, response_status: outcome.status, error: outcome.error?.slice(0, ERROR_LENGTH) ?? null, claimed_until: null };
  if (outcome.ok) {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable("webhook_delivery").set({ ...base, status: "delivered", delivered_at: now }).where("id", "=", delivery.id).execute();
      await trx.updateTable("webhook_endpoint").set({ failing_since: null }).where("id", "=", delivery.endpoint_id).execute();
    });
    return;
  }
  const giveUp = now.getTime() >= delivery.event_at.getTime() + RETRY_FOR_MS;
  const next = new Date(now.getTime() + retryDelayMs(attempts));
  const disabled = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("webhook_delivery")
      .set(giveUp ? { ...base, status: "failed" } : { ...base, next_attempt_at: next })
      .where("id", "=", delivery.id)
      .execute();
    const endpoint = await trx
      .updateTable("webhook_endpoint")
      .set({ failing_since: sql<Date>`coalesce(failing_since, ${now})` })
      .where("id", "=", delivery.endpoint_id)
      .returning(["id", "url", "failing_since", "enabled"])
      .executeTakeFirst();
    if (!endpoint?.enabled || !endpoint.failing_since || now.getTime() - endpoint.failing_since.getTime() < DISABLE_AFTER_MS) return null;
    await trx
      .updateTable("webhook_endpoint")
      .set({ enabled: false, disabled_reason: "Every delivery failed for 24 hours", updated_at: now })
      .where("id", "=", endpoint.id)
      .execute();
    return endpoint;
  });
  if (disabled) await tellAdmins(db, disabled.id, disabled.url, outcome.error);
}

/** Never throws: a mail server down must not stop deliveries. */
async function tellAdmins(db: DB, id: number, url: string, lastError: string | null): Promise<void> {
  try {
    const admins = await db.selectFrom("user").select("email").where("role", "=", "admin").where("disabled_at", "is", null).execute();
    if (admins.length === 0) return;
    await sendMail({
      to: admins.map((admin) => admin.email),
      subject: "A webhook endpoint was disabled",
      text: [
        `Every delivery to ${url} failed for 24 hours, so the site stopped sending to it.`,
        lastError ? `The last attempt: ${lastError}.` : null,
        "",
        `Its deliveries are under Admin → Webhooks (/admin/webhooks/${id}); enable it there once the receiver works again.`,
      ]
        .filter((line): line is string => line !== null)
        .join("\n"),
    });
  } catch (error) {
    console.log(JSON.stringify({ level: "warn", msg: "webhook endpoint disabled but admins not emailed", id, error: (error as Error).message }));
  }
}

/** One pass: claims what is due at `now` and sends it. Tests drive it with their own clock. */
export async function runWebhookPass(db: DB, now: () => Date = () => new Date()): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await claimDue(db, now());
    if (claimed.length === 0) return sent;
    await Promise.all(
      claimed.map(async (delivery) => {
        const outcome = await postDelivery(delivery, now());
        await recordOutcome(db, delivery, outcome, now());
      }),
    );
    sent += claimed.length;
  }
}

/**
 * When the next pending delivery of an enabled endpoint may be claimed: its attempt's time, or the end
 * of the lease another sender holds on it. Null when nothing waits.
 */
export async function nextDeliveryDue(db: DB): Promise<Date | null> {
  const row = await sql<{ due: Date | null }>`
    SELECT min(greatest(d.next_attempt_at, coalesce(d.claimed_until, d.next_attempt_at))) AS due
    FROM webhook_delivery d
    JOIN webhook_endpoint e ON e.id = d.endpoint_id AND e.enabled
    WHERE d.status = 'pending'`.execute(db);
  const due = row.rows[0]?.due ?? null;
  return due === null ? null : new Date(due);
}

/** How long the sender sleeps: until the next known delivery, never longer than the idle look. */
async function waitAfterPass(db: DB): Promise<number> {
  const due = await nextDeliveryDue(db);
  if (due === null) return IDLE_LOOK_MS;
  return Math.min(IDLE_LOOK_MS, Math.max(SHORTEST_WAIT_MS, due.getTime() - Date.now()));
}

type Running = { db: DB; timer: NodeJS.Timeout | null; busy: Promise<void> | null; again: boolean; stopped: boolean };

// server.ts (which starts the sender) and the Remix build (whose commits wake it) each load a copy of
// this module; both must see the one sender, or a wake would find none and wait for the idle look.
const shared = globalThis as typeof globalThis & { __webhookSender?: Running | null };

/** One timer at a time, unref'd so it never keeps a process alive on its own. */
function sleep(worker: Running, ms: number): void {
  if (worker.timer) clearTimeout(worker.timer);
  worker.timer = setTimeout(() => {
    worker.timer = null;
    pass(worker);
  }, ms);
  worker.timer.unref();
}

function pass(worker: Running): void {
  if (worker.stopped) return;
  if (worker.busy) {
    // A wake during a pass: run once more after it, for rows committed after its claim.
    worker.again = true;
    return;
  }
  let wait = FAILED_PASS_RETRY_MS;
  worker.busy = runWebhookPass(worker.db)
    .then(async () => {
      wait = await waitAfterPass(worker.db);
    })
    .catch((error: unknown) => {
      console.log(JSON.stringify({ time: new Date().toISOString(), level: "warn", msg: "webhook pass failed", error: (error as Error).message }));
    })
    .finally(() => {
      worker.busy = null;
      if (worker.stopped) return;
      if (worker.again) {
        worker.again = false;
        pass(worker);
        return;
      }
      sleep(worker, wait);
    });
}

/**
 * Started once by the server. Between passes it sleeps until the next delivery it knows of; a commit
 * that queued events wakes it at once (wakeWebhookWorker), so an idle site costs one query a while.
 */
export function startWebhookWorker(db: DB): void {
  if (shared.__webhookSender) return;
  const worker: Running = { db, timer: null, busy: null, again: false, stopped: false };
  shared.__webhookSender = worker;
  pass(worker);
}

/** Called after a commit that enqueued events; does nothing where no worker runs (tests, scripts). */
export function wakeWebhookWorker(): void {
  const worker = shared.__webhookSender;
  if (worker) pass(worker);
}

/** Stops polling and waits for the pass under way, whose leases would otherwise make others wait a minute. */
export async function stopWebhookWorker(): Promise<void> {
  const worker = shared.__webhookSender;
  if (!worker) return;
  shared.__webhookSender = null;
  worker.stopped = true;
  if (worker.timer) clearTimeout(worker.timer);
  await worker.busy;
}
