import { sql } from "kysely";
import { db } from "~/db/db.server";
import {
  countUnreadContactMessages, createContactMessage, deleteContactMessage, getContactMessageById, listAllContactMessages,
  listContactMessages, listLatestContactMessages, markContactMessageEmailed, setContactMessageRead,
} from "./contact-message.server";

async function create(name: string, message = "Hello", subject = "") {
  return createContactMessage(db(), {
    values: { name, email: `${name.toLowerCase()}@example.com`, message, subject },
    ip: "203.0.113.9",
    userAgent: "TestBrowser/1.0",
  });
}

beforeEach(async () => {
  await sql`truncate contact_message restart identity`.execute(db());
});

describe("contact messages", () => {
  it("stores a message with its sender's address and browser", async () => {
    const row = await createContactMessage(db(), {
      values: { name: "Ann", email: "ann@example.com", message: "Hi", phone: "+1 555" },
      ip: "203.0.113.9",
      userAgent: "x".repeat(2000),
    });
    expect(row).toMatchObject({
      name: "Ann",
      email: "ann@example.com",
      phone: "+1 555",
      subject: "",
      message: "Hi",
      read_at: null,
      emailed_at: null,
      ip: "203.0.113.9",
    });
    expect(row.user_agent).toHaveLength(500);
    expect(row.created_at).toBeInstanceOf(Date);
  });

  it("lists newest first, unread first on request, searched and filtered", async () => {
    const ann = await create("Ann", "About pricing");
    const bob = await create("Bob", "Support question", "Help");
    const cid = await create("Cid", "Another pricing question");
    await setContactMessageRead(db(), { id: cid.id, read: true });

    expect((await listContactMessages(db())).items.map((row) => row.id)).toEqual([cid.id, bob.id, ann.id]);
    expect((await listContactMessages(db(), { unreadFirst: true })).items.map((row) => row.id)).toEqual([bob.id, ann.id, cid.id]);
    expect((await listContactMessages(db(), { q: "PRICING" })).items.map((row) => row.id)).toEqual([cid.id, ann.id]);
    expect((await listContactMessages(db(), { q: "help" })).items.map((row) => row.id)).toEqual([bob.id]);
    expect((await listContactMessages(db(), { q: "bob@example" })).total).toBe(1);
    expect((await listContactMessages(db(), { read: true })).items.map((row) => row.id)).toEqual([cid.id]);
    expect((await listContactMessages(db(), { read: false })).total).toBe(2);
    expect((await listContactMessages(db(), { perPage: 2, page: 2 })).items.map((row) => row.id)).toEqual([ann.id]);
    expect((await listLatestContactMessages(db(), { limit: 2 })).map((row) => row.id)).toEqual([cid.id, bob.id]);
    expect((await listAllContactMessages(db())).map((row) => row.id)).toEqual([cid.id, bob.id, ann.id]);
  });

  it("marks read and unread and counts unread", async () => {
    const row = await create("Ann");
    await create("Bob");
    expect(await countUnreadContactMessages(db())).toBe(2);

    const read = await setContactMessageRead(db(), { id: row.id, read: true });
    expect(read?.read_at).toBeInstanceOf(Date);
    const again = await setContactMessageRead(db(), { id: row.id, read: true });
    expect(again?.read_at).toEqual(read?.read_at);
    expect(await countUnreadContactMessages(db())).toBe(1);

    const unread = await setContactMessageRead(db(), { id: row.id, read: false });
    expect(unread?.read_at).toBeNull();
    expect(await countUnreadContactMessages(db())).toBe(2);
    expect(await setContactMessageRead(db(), { id: 999, read: true })).toBeUndefined();
  });

  it("records the email and deletes", async () => {
    const row = await create("Ann");
    await markContactMessageEmailed(db(), row.id);
    expect((await getContactMessageById(db(), row.id))?.emailed_at).toBeInstanceOf(Date);
    await deleteContactMessage(db(), row.id);
    expect(await getContactMessageById(db(), row.id)).toBeUndefined();
  });
});
