import type Nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import { env } from "~/env.server";

export interface MailMessage {
  to: string | string[];
  /** Where a reply goes instead of MAIL_FROM: a lead's own address. */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

// Loaded on first use, so a process that only serves pages never loads it (docs/deploy.md#memory).
let nodemailerModule: Promise<typeof Nodemailer> | undefined;
function loadNodemailer(): Promise<typeof Nodemailer> {
  nodemailerModule ??= import("nodemailer").then((module) => module.default);
  return nodemailerModule;
}

let cached: { url: string; transport: Transporter } | undefined;

async function mailTransport(): Promise<Transporter | undefined> {
  const url = env().SMTP_URL;
  if (!url) return undefined;
  const nodemailer = await loadNodemailer();
  if (cached?.url !== url) {
    cached?.transport.close();
    cached = { url, transport: nodemailer.createTransport(url) };
  }
  return cached.transport;
}

/** Without SMTP_URL nothing is sent; a failing SMTP server throws, for the caller to decide. */
export async function sendMail(message: MailMessage): Promise<{ sent: boolean }> {
  const transport = await mailTransport();
  if (!transport) {
    console.log(JSON.stringify({ level: "warn", msg: "email not sent: SMTP_URL is not set", subject: message.subject }));
    return { sent: false };
  }
  await transport.sendMail({ from: env().MAIL_FROM, ...message });
  return { sent: true };
}
