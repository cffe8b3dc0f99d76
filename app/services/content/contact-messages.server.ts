import { z } from "zod";
import {
  deleteContactMessage, getContactMessageById, listContactMessages, setContactMessageRead,
  type ContactMessage, type ContactMessageListParams,
} from "~/models/contact-message.server";
import type { Paginated } from "~/models/crud.server";
import { contactMessageReadSchema } from "~/schemas/contact-message";
import {
  auditWrite, inCommandTransaction, notFound,
  type CommandContext, type DB, type NotFound, type RemoveArgs, type RemoveCommandResult, type Saved,
} from "./command.server";
import { isRecordId } from "~/utils/record-id";
import { dateTimeJson, idJson, isoDate, nullableDateTimeJson } from "./json";
import { baseListParams, booleanFilter, listQueryFields, readListQuery } from "./list-query";
import { auditSummary, readStateSummary } from "./messages";
import type { ContentResource } from "./resource";

/**
 * `contact-messages` (the Customer Mail inbox): visitors write them through
 * the contact form; admins only mark them read or unread and delete them.
 */

type ContactMessageReadInput = z.output<typeof contactMessageReadSchema>;

const contactMessageItemSchema = z.strictObject({
  id: idJson(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  read: z.boolean(),
  read_at: nullableDateTimeJson(),
  emailed_at: nullableDateTimeJson(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: dateTimeJson(),
  updated_at: dateTimeJson(),
});
type ContactMessageJson = z.output<typeof contactMessageItemSchema>;

const contactMessageListQuerySchema = z.object({
  ...listQueryFields,
  read: booleanFilter("Only read (true) or only unread (false) messages"),
  unread_first: booleanFilter("Unread messages on top, each group newest first"),
});

function toJson(row: ContactMessage): ContactMessageJson {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    read: row.read_at !== null,
    read_at: isoDate(row.read_at),
    emailed_at: isoDate(row.emailed_at),
    ip: row.ip,
    user_agent: row.user_agent,
    created_at: isoDate(row.created_at),
    updated_at: isoDate(row.updated_at),
  };
}

async function list(db: DB, params: ContactMessageListParams = {}): Promise<Paginated<ContactMessage>> {
  return listContactMessages(db, params);
}

async function get(db: DB, id: number): Promise<ContactMessage | undefined> {
  return isRecordId(id) ? getContactMessageById(db, id) : undefined;
}

/** Messages are never edited, so they carry no version: `version` is accepted and ignored. */
async function update(
  db: DB,
  { actor, ip, id, input }: CommandContext & { id: number; version?: number; input: ContactMessageReadInput },
): Promise<Saved<ContactMessage> | NotFound> {
  if (!isRecordId(id)) return notFound();
  return inCommandTransaction(db, async (trx) => {
    const row = await setContactMessageRead(trx, { id, read: input.read });
    if (!row) return notFound();
    await auditWrite(trx, { actor, ip }, { action: "update", entity: "contact_message", entityId: id, summary: readStateSummary(row.name, input.read) });
    return { ok: true as const, row };
  });
}

async function remove(db: DB, { actor, ip, id }: RemoveArgs): Promise<RemoveCommandResult> {
  if (!isRecordId(id)) return notFound();
  return inCommandTransaction(db, async (trx) => {
    const current = await getContactMessageById(trx, id);
    if (!current) return notFound();
    await deleteContactMessage(trx, id);
    await auditWrite(trx, { actor, ip }, { action: "delete", entity: "contact_message", entityId: id, summary: auditSummary("delete", "contact message from", current.name) });
    return { ok: true as const };
  });
}

export const contactMessages = {
  name: "contact-messages",
  entity: "contact_message",
  label: { one: "contact message", many: "contact messages" },
  schemas: { update: contactMessageReadSchema, patch: contactMessageReadSchema },
  itemSchema: contactMessageItemSchema,
  listItemSchema: contactMessageItemSchema,
  listQuerySchema: contactMessageListQuerySchema,
  sortKeys: [],
  listParams(searchParams: URLSearchParams): ContactMessageListParams {
    const query = readListQuery(contactMessageListQuerySchema, searchParams);
    return { ...baseListParams(query), read: query.read, unreadFirst: query.unread_first };
  },
  list,
  get,
  update,
  remove,
  toJson,
  toListJson: toJson,
} satisfies ContentResource<ContactMessage, ContactMessage>;
