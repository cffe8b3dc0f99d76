import nodemailer, { type Transporter } from "nodemailer";
import { env } from "~/env.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

let cached: { url: string; transport: Transporter } | undefined;

function mailTransport(): Transporter | undefined {
  const url = env().SMTP_URL;
  if (!url) return undefined;
  if (cached?.url !== url) {
    cached?.transport.close();
    cached = { url, transport: nodemailer.createTransport(url) };
  }
  return cached.transport;
}

/** Without SMTP_URL nothing is sent; a failing SMTP server throws, for the caller to decide. */
export async function sendMail(message: MailMessage): Promise<{ sent: boolean }> {
  const transport = mailTransport();
  if (!transport) {
    console.log(JSON.stringify({ level: "warn", msg: "email not sent: SMTP_URL is not set", subject: message.subject }));
    return { sent: false };
  }
  await transport.sendMail({ from: env().MAIL_FROM, ...message });
  return { sent: true };
}
