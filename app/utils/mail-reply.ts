/**
 * A reply to a contact message in the admin's own mail program: addressed to the sender, the subject
 * as "Re: …" and their message quoted under an empty first line, as a mail program's Reply does.
 */
export function replyHref(message: { email: string; subject: string | null; message: string }): string {
  const subject = `Re: ${message.subject || "your message"}`;
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`\n\n${quoted}`)}`;
}
