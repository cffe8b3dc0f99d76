import nodemailer, { type Transporter } from "nodemailer";
import { env } from "~/env.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

let cached: { url: string; transport: Transporter } | undefined;

/** The SMTP transport of SMTP_URL, or undefined when no SMTP server is configured. */
function mailTransport(): Transporter | undefined {
  const url = env().SMTP_URL;
  if (!url) return undefined;
  if (cached?.url !== url) {
    cached?.transport.close();
    cached = { url, transport: nodemailer.createTransport(url) };
  }
  return cached.transport;
}

/**
 * Sends one email from MAIL_FROM. Without SMTP_URL nothing is sent and the
 * result says so; a failing SMTP server throws, for the caller to decide.
 */
export async function sendMail(message: MailMessage): Promise<{ sent: boolean }> {
  const transport = mailTransport();
  if (!transport) {
    console.log(JSON.stringify({ level: "warn", msg: "email not sent: SMTP_URL is not set", subject: message.subject }));
    return { sent: false };
  }
  await transport.sendMail({ from: env().MAIL_FROM, ...message });
  return { sent: true };
}
