import { z } from "zod";
import { optionalText, requiredEmail, requiredText } from "./fields";

// Line breaks are refused in the fields that go into an email's headers. `website` is the honeypot:
// hidden from people, so only a robot fills it in.
export const contactMessageSchema = z.object({
  name: requiredText("Name", 120, { singleLine: true }),
  email: requiredEmail("Email"),
  phone: optionalText("Phone", 40, { singleLine: true }),
  subject: optionalText("Subject", 200, { singleLine: true }),
  message: requiredText("Message", 5000),
  website: z
    .string({ error: "Leave this field empty" })
    .max(0, "Leave this field empty")
    .optional(),
});

export const contactMessageReadSchema = z.object({
  read: z.boolean({ error: "Read must be true or false" }),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageValues = z.output<typeof contactMessageSchema>;
