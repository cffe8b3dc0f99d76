import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import sharp from "sharp";
import { db } from "~/db/db.server";
import { createContactMessage } from "~/models/contact-message.server";
import { parseJson } from "~/schemas/parse";
import { createFilesystemStorage, type Storage } from "~/services/media/storage.server";
import type { Actor } from "./command.server";
import { contactMessages } from "./contact-messages.server";
import { createActor, expectOk, TEST_IP, withAudit } from "./fixtures.test-support";
import { media } from "./media.server";
import { CONTENT_MESSAGES } from "./messages";

let actor: Actor;

beforeAll(async () => {
  actor = await createActor();
});

beforeEach(async () => {
  await sql`truncate contact_message, solution_category, audit_event, media restart identity cascade`.execute(db());
});

describe("contact message commands", () => {
  async function receive(name = "Ann Lee") {
    return createContactMessage(db(), {
      values: { name, email: "ann@example.com", subject: "Quote", message: "Hello" },
      ip: "198.51.100.7",
      userAgent: "Test",
    });
  }

  it("lists, reads, marks read and unread, and deletes, with one audit event per write", async () => {
    const message = await receive();
    const older = await receive("Bob Stone");
    await sql`update contact_message set created_at = '2020-01-01T00:00:00Z' where id = ${older.id}`.execute(db());

    const fetched = await contactMessages.get(db(), message.id);
    const json = contactMessages.toJson(fetched!);
    expect(contactMessages.itemSchema.parse(json)).toEqual(json);
    expect(json).toMatchObject({ name: "Ann Lee", read: false, read_at: null, ip: "198.51.100.7" });

    const parsed = parseJson(contactMessages.schemas.patch, { read: true });
    if (!parsed.success) throw new Error("read schema refused { read: true }");
    const marked = await withAudit(() => contactMessages.update(db(), { actor, ip: TEST_IP, id: message.id, input: parsed.data }));
    expect(expectOk(marked.result).row.read_at).toBeInstanceOf(Date);
    expect(marked.events).toEqual([
      expect.objectContaining({
        actor_id: actor.id,
        action: "update",
        entity: "contact_message",
        entity_id: String(message.id),
        summary: "Marked contact message from Ann Lee as read",
        ip: TEST_IP,
      }),
    ]);

    const unread = await contactMessages.list(db(), contactMessages.listParams(new URLSearchParams("read=false")));
    expect(unread.items.map((item) => item.id)).toEqual([older.id]);
    const unreadFirst = await contactMessages.list(db(), contactMessages.listParams(new URLSearchParams("unread_first=1")));
    expect(unreadFirst.items.map((item) => item.id)).toEqual([older.id, message.id]);

    const unmarked = await withAudit(() => contactMessages.update(db(), { actor, ip: TEST_IP, id: message.id, input: { read: false } }));
    expect(expectOk(unmarked.result).row.read_at).toBeNull();
    expect(unmarked.events.map((event) => event.summary)).toEqual(["Marked contact message from Ann Lee as unread"]);

    const removed = await withAudit(() => contactMessages.remove(db(), { actor, ip: TEST_IP, id: message.id }));
    expect(removed.result).toEqual({ ok: true });
    expect(removed.events).toEqual([
      expect.objectContaining({ action: "delete", entity: "contact_message", summary: "Deleted contact message from “Ann Lee”" }),
    ]);
    expect(await contactMessages.get(db(), message.id)).toBeUndefined();
    expect(await contactMessages.remove(db(), { actor, ip: TEST_IP, id: message.id })).toMatchObject({ ok: false, status: 404, reason: "not-found" });
    expect(await contactMessages.update(db(), { actor, ip: TEST_IP, id: message.id, input: { read: true } })).toEqual({
      ok: false,
      status: 404,
      reason: "not-found",
      message: CONTENT_MESSAGES.notFound,
    });
  });
});

describe("media commands", () => {
  let root: string;
  let store: Storage;

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), "content-media-test-"));
    store = createFilesystemStorage(root);
  });

  afterEach(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  const png = (width: number) =>
    sharp({ create: { width, height: 400, channels: 3, background: "#2a6fdb" } }).png().toBuffer();

  async function upload(name = "Team photo.png") {
    return expectOk(await media.create(db(), { actor, ip: TEST_IP, input: { file: await png(1000), originalName: name, alt: "Our team" }, store })).row;
  }

  it("uploads, reads, lists, edits the alt text, refuses a stale edit and deletes, with one audit event per write", async () => {
    const uploaded = await withAudit(async () =>
      media.create(db(), { actor, ip: TEST_IP, input: { file: await png(1000), originalName: "Team photo.png", alt: "Our team" }, store }),
    );
    const row = expectOk(uploaded.result).row;
    expect(row).toMatchObject({ kind: "image", original_name: "Team photo.png", alt: "Our team", width: 1000, version: 1 });
    expect(await store.exists(row.storage_key)).toBe(true);
    expect(uploaded.events).toEqual([
      expect.objectContaining({ actor_id: actor.id, action: "create", entity: "media", entity_id: String(row.id), summary: "Created media item “Team photo.png”", ip: TEST_IP }),
    ]);

    const json = media.toJson((await media.get(db(), row.id))!);
    expect(media.itemSchema.parse(json)).toEqual(json);
    expect(json).toMatchObject({ url: `/media/${row.id}/team-photo.png`, variants: [{ width: 480, url: `/media/${row.id}/team-photo.png?w=480` }, { width: 960, url: `/media/${row.id}/team-photo.png?w=960` }] });
    expect(json).not.toHaveProperty("storage_key");

    const listed = await media.list(db(), media.listParams(new URLSearchParams("kind=image&q=team")));
    expect(listed.items.map((item) => item.id)).toEqual([row.id]);
    expect((await media.list(db(), { kind: "pdf" })).total).toBe(0);

    const parsed = parseJson(media.schemas.update, { alt: "  The whole team  ", version: 1 });
    if (!parsed.success) throw new Error(JSON.stringify(parsed.fieldErrors));
    const edited = await withAudit(() => media.update(db(), { actor, ip: TEST_IP, id: row.id, version: parsed.data.version, input: parsed.data }));
    expect(expectOk(edited.result).row).toMatchObject({ alt: "The whole team", version: 2 });
    expect(edited.events).toEqual([expect.objectContaining({ action: "update", entity: "media", summary: "Updated media item “Team photo.png”" })]);

    const stale = await withAudit(() => media.update(db(), { actor, ip: TEST_IP, id: row.id, version: 1, input: { alt: "Overwritten" } }));
    expect(stale.result).toEqual({ ok: false, status: 409, reason: "conflict", message: CONTENT_MESSAGES.conflict });
    expect(stale.events).toEqual([]);
    expect(await media.get(db(), row.id)).toMatchObject({ alt: "The whole team", version: 2 });

    const removed = await withAudit(() => media.remove(db(), { actor, ip: TEST_IP, id: row.id, store }));
    expect(removed.result).toEqual({ ok: true });
    expect(removed.events).toEqual([expect.objectContaining({ action: "delete", entity: "media", summary: "Deleted media item “Team photo.png”" })]);
    expect(await media.get(db(), row.id)).toBeUndefined();
    expect(await store.exists(row.storage_key)).toBe(false);
  });

  it("refuses to delete an item in use, naming its users, and keeps its files", async () => {
    const row = await upload();
    await db().insertInto("solution_category").values({ name: "Cloud", slug: "cloud", image_id: row.id }).execute();
    const { result, events } = await withAudit(() => media.remove(db(), { actor, ip: TEST_IP, id: row.id, store }));
    expect(result).toEqual({
      ok: false,
      status: 409,
      reason: "refused",
      message: "This file is used by: Solution category “Cloud”",
      users: [{ entity: "solution_category", id: expect.any(Number), label: "Cloud" }],
    });
    expect(events).toEqual([]);
    expect(await media.get(db(), row.id)).toBeDefined();
    expect(await store.exists(row.storage_key)).toBe(true);
  });

  it("refuses a file type it does not accept, and an alt text over the limit, writing nothing", async () => {
    const svg = await withAudit(() =>
      media.create(db(), { actor, ip: TEST_IP, input: { file: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), originalName: "logo.svg" }, store }),
    );
    expect(svg.result).toEqual({
      ok: false,
      status: 422,
      reason: "invalid",
      message: "SVG images are not accepted",
      fieldErrors: { file: ["SVG images are not accepted"] },
    });
    expect(svg.events).toEqual([]);
    const longAlt = await media.create(db(), { actor, ip: TEST_IP, input: { file: await png(100), originalName: "a.png", alt: "a".repeat(301) }, store });
    expect(longAlt).toMatchObject({ ok: false, status: 422, fieldErrors: { alt: ["Alt text must be at most 300 characters"] } });
    expect((await media.list(db())).total).toBe(0);
    expect(await fs.readdir(root, { recursive: true })).toEqual([]);
  });

  it("removes the new row and its files when the upload cannot be recorded in the audit log", async () => {
    const ghost = { id: 99_999_999, email: "ghost@example.test" };
    await expect(media.create(db(), { actor: ghost, ip: TEST_IP, input: { file: await png(1000), originalName: "x.png" }, store })).rejects.toThrow();
    expect((await media.list(db())).total).toBe(0);
    const files = await fs.readdir(root, { recursive: true, withFileTypes: true });
    expect(files.filter((entry) => entry.isFile())).toEqual([]);
  });
});
