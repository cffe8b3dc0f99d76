import { sql } from "kysely";
import type { ContactMessage } from "~/db/schema";
import type { ContactMessageValues } from "~/schemas/contact-message";
import {
  containsPattern, paginate, searchTerm, type DbOrTx, type ListParams, type Paginated,
} from "./crud.server";

export type { ContactMessage };

export type ContactMessageListParams = ListParams & {
  unreadFirst?: boolean;
  read?: boolean;
};

const COLUMNS = [
  "id", "name", "email", "phone", "subject", "message", "read_at", "emailed_at", "ip", "user_agent", "created_at", "updated_at",
] as const;

export async function createContactMessage(
  db: DbOrTx,
  { values, ip, userAgent }: { values: Omit<ContactMessageValues, "website">; ip: string | null; userAgent: string | null },
): Promise<ContactMessage> {
  return db
    .insertInto("contact_message")
    .values({
      name: values.name,
      email: values.email,
      phone: values.phone ?? "",
      subject: values.subject ?? "",
      message: values.message,
      ip: ip?.slice(0, 100) ?? null,
      // A header of any length could be sent; keep what identifies the browser.
      user_agent: userAgent?.slice(0, 500) ?? null,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function listContactMessages(
  db: DbOrTx,
  params: ContactMessageListParams = {},
): Promise<Paginated<ContactMessage>> {
  let query = db.selectFrom("contact_message");
  const q = searchTerm(params.q);
  if (q) {
    const pattern = containsPattern(q);
    query = query.where((eb) =>
      eb.or([
        eb("name", "ilike", pattern),
        eb("email", "ilike", pattern),
        eb("subject", "ilike", pattern),
        eb("message", "ilike", pattern),
      ]),
    );
  }
  if (params.read === true) query = query.where("read_at", "is not", null);
  if (params.read === false) query = query.where("read_at", "is", null);
  return paginate(
    query,
    (rows) => {
      const selected = rows.select(COLUMNS);
      const grouped = params.unreadFirst ? selected.orderBy(sql`read_at is null`, "desc") : selected;
      return grouped.orderBy("created_at", "desc").orderBy("id", "desc");
    },
    params,
  );
}

export async function listLatestContactMessages(
  db: DbOrTx,
  { limit = 5, unreadOnly = false }: { limit?: number; unreadOnly?: boolean } = {},
): Promise<ContactMessage[]> {
  return db
    .selectFrom("contact_message")
    .select(COLUMNS)
    .$if(unreadOnly, (query) => query.where("read_at", "is", null))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export async function listAllContactMessages(db: DbOrTx): Promise<ContactMessage[]> {
  return db.selectFrom("contact_message").select(COLUMNS).orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

export async function getContactMessageById(db: DbOrTx, id: number): Promise<ContactMessage | undefined> {
  return db.selectFrom("contact_message").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

/** Marking an already read message read keeps the moment it was first read. */
export async function setContactMessageRead(
  db: DbOrTx,
  { id, read }: { id: number; read: boolean },
): Promise<ContactMessage | undefined> {
  return db
    .updateTable("contact_message")
    .set({
      read_at: read ? sql<Date>`coalesce(read_at, now())` : null,
      updated_at: sql`now()`,
    })
    .where("id", "=", id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function markContactMessageEmailed(db: DbOrTx, id: number): Promise<void> {
  await db.updateTable("contact_message").set({ emailed_at: sql`now()`, updated_at: sql`now()` }).where("id", "=", id).execute();
}

export async function countUnreadContactMessages(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom("contact_message")
    .select(sql<number>`count(*)::int`.as("count"))
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteContactMessage(db: DbOrTx, id: number): Promise<void> {
  await db.deleteFrom("contact_message").where("id", "=", id).execute();
}
