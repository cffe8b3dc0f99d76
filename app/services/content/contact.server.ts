import type { DB } from "~/db/db.server";
import { env } from "~/env.server";
import { createContactMessage, markContactMessageEmailed, type ContactMessage } from "~/models/contact-message.server";
import { getSetting } from "~/models/setting.server";
import type { ContactMessageValues } from "~/schemas/contact-message";
import { sendMail } from "../mail/mail.server";
import { hit, type RateLimitRule } from "../auth/rate-limit.server";
import { enqueueWebhookEvent } from "../webhooks/events.server";
import { wakeWebhookWorker } from "../webhooks/worker.server";

/**
 * Stored before any email is tried, and mailed after the visitor has their answer, so a failing
 * mail server never loses a message or keeps a visitor waiting. A filled honeypot gets the same
 * success as a person, so a robot learns nothing to adapt to.
 */

const WINDOW_SECONDS = 10 * 60;

function contactRateLimit(): RateLimitRule {
  return { limit: env().CONTACT_LIMIT_PER_IP, windowSeconds: WINDOW_SECONDS };
}

export function isHoneypotFilled(value: FormDataEntryValue | unknown): boolean {
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}

export type ContactOutcome =
  | { status: "stored"; message: ContactMessage; delivery: Promise<"sent" | "skipped" | "failed"> }
  | { status: "limited"; retryAfterSeconds: number };

export async function receiveContactMessage(
  database: DB,
  input: { values: ContactMessageValues; ip: string; userAgent: string | null },
): Promise<ContactOutcome> {
  const limit = await hit(database, `contact:${input.ip}`, contactRateLimit());
  if (!limit.allowed) return { status: "limited", retryAfterSeconds: limit.retryAfterSeconds };

  const { website: _honeypot, ...values } = input.values;
  // The webhook event commits with the message or not at all.
  const message = await database.transaction().execute(async (trx) => {
    const stored = await createContactMessage(trx, { values, ip: input.ip, userAgent: input.userAgent });
    await enqueueWebhookEvent(trx, {
      type: "contact.received",
      data: { id: stored.id, name: stored.name, email: stored.email, subject: stored.subject },
    });
    return stored;
  });
  wakeWebhookWorker();
  return { status: "stored", message, delivery: emailContactMessage(database, message) };
}

export function logDroppedContactMessage(ip: string) {
  console.log(JSON.stringify({ time: new Date().toISOString(), level: "info", msg: "contact message dropped: honeypot filled", ip }));
}

/** Never throws. */
async function emailContactMessage(database: DB, message: ContactMessage): Promise<"sent" | "skipped" | "failed"> {
  if (!env().SMTP_URL) return "skipped";
  try {
    const { email: profileEmail, company_name: company } = await getSetting(database, "profile");
    const notify = env().CONTACT_NOTIFY;
    const to = notify.length > 0 ? notify : profileEmail;
    if (to.length === 0) {
      console.log(JSON.stringify({ level: "warn", msg: "contact message not emailed: neither CONTACT_NOTIFY nor the profile has an email", id: message.id }));
      return "skipped";
    }
    const { sent } = await sendMail({
      to,
      // Answering the email answers the visitor.
      replyTo: message.email,
      subject: `Contact form: ${message.subject || `message from ${message.name}`}`.slice(0, 250),
      text: contactEmailText(message, company),
    });
    if (!sent) return "skipped";
    await markContactMessageEmailed(database, message.id);
    return "sent";
  } catch (error) {
    console.error(
      JSON.stringify({
        time: new Date().toISOString(),
        level: "error",
        msg: "contact message stored but not emailed",
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
    return "failed";
  }
}

function contactEmailText(message: ContactMessage, company: string): string {
  return [
    `A new message arrived through the contact form${company ? ` of ${company}` : ""}.`,
    "",
    `Name: ${message.name}`,
    `Email: ${message.email}`,
    message.phone ? `Phone: ${message.phone}` : null,
    message.subject ? `Subject: ${message.subject}` : null,
    "",
    message.message,
    "",
    `It is also in the admin's Customer Mail inbox (message ${message.id}).`,
  ]
    .filter((line): line is string => line !== null)
    .join("\n");
}
