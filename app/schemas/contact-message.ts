import { z } from "zod";
import { ENGLISH_RULES, optionalText, requiredEmail, requiredText, type RuleWords } from "./fields";

/** The form's field names as the visitor reads them. */
export type ContactLabels = Record<"name" | "email" | "phone" | "subject" | "message", string>;

const ENGLISH_LABELS: ContactLabels = { name: "Name", email: "Email", phone: "Phone", subject: "Subject", message: "Message" };

/**
 * One schema, in the words of the page that posts it: English for the API and the English contact
 * page, the page's language elsewhere. Line breaks are refused in the fields that go into an email's
 * headers. `website` is the honeypot: hidden from people, so only a robot fills it in.
 */
export function contactMessageSchemaIn(labels: ContactLabels, rules: RuleWords) {
  return z.object({
    name: requiredText(labels.name, 120, { singleLine: true, rules }),
    email: requiredEmail(labels.email, rules),
    phone: optionalText(labels.phone, 40, { singleLine: true, rules }),
    subject: optionalText(labels.subject, 200, { singleLine: true, rules }),
    message: requiredText(labels.message, 5000, { rules }),
    website: z
      .string({ error: "Leave this field empty" })
      .max(0, "Leave this field empty")
      .optional(),
  });
}

export const contactMessageSchema = contactMessageSchemaIn(ENGLISH_LABELS, ENGLISH_RULES);

export const contactMessageReadSchema = z.object({
  read: z.boolean({ error: "Read must be true or false" }),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageValues = z.output<typeof contactMessageSchema>;
