import { sql } from "kysely";
import { db } from "~/db/db.server";
import { parseJson } from "~/schemas/parse";
import { certificates } from "./certificates.server";
import type { Actor } from "./command.server";
import { createActor, expectOk, insertMedia, TEST_IP, withAudit } from "./fixtures.test-support";
import { heroContents } from "./hero-contents.server";
import { homeSlides } from "./home-slides.server";
import { CONTENT_MESSAGES } from "./messages";
import type { ContentResource } from "./resource";

/** Certificates, home slides and hero contents: the home page's and the certificates page's pieces. */

let actor: Actor;

beforeAll(async () => {
  actor = await createActor();
});

beforeEach(async () => {
  await sql`truncate certificate, home_slide, hero_content, audit_event, media restart identity cascade`.execute(db());
});

/** What these tests read of a row: its id and its attached image. */
type ShowcaseRecord = { id: number; image: { original_name: string } | null };

type Case = {
  resource: Required<Omit<ContentResource<ShowcaseRecord, ShowcaseRecord>, "publicReads">>;
  entity: string;
  title: "name" | "title";
  valid: (imageId: number) => Record<string, unknown>;
  rename: Record<string, string>;
  unsafe: { field: string; value: string; message: string };
};

const cases: Case[] = [
  {
    resource: certificates,
    entity: "certificate",
    title: "name",
    valid: (imageId: number) => ({ name: "ISO 9001", image_id: imageId, url: "https://iso.example/9001" }),
    rename: { name: "ISO 27001" },
    unsafe: { field: "url", value: "javascript:alert(1)", message: "URL must start with http://, https:// or /" },
  },
  {
    resource: homeSlides,
    entity: "home_slide",
    title: "title",
    valid: (imageId: number) => ({ title: "Welcome", subtitle: "We build", image_id: imageId, button_label: "Contact", button_url: "/contact-us" }),
    rename: { title: "Hello" },
    unsafe: { field: "button_url", value: "data:text/html,x", message: "Button link must start with http://, https://, mailto:, tel: or /" },
  },
  {
    resource: heroContents,
    entity: "hero_content",
    title: "title",
    valid: (imageId: number) => ({ title: "Fast", body: "We are quick", image_id: imageId, icon: "bolt", link_url: "https://example.com" }),
    rename: { title: "Faster" },
    unsafe: { field: "link_url", value: "javascript:alert(1)", message: "Link must start with http://, https://, mailto:, tel: or /" },
  },
];

describe.each(cases)("$resource.name commands", ({ resource, entity, title, valid, rename, unsafe }) => {
  const nameOf = (row: object) => (row as Record<string, string>)[title];

  it("creates, reads, lists, updates, refuses a stale update and deletes, with one audit event per write", async () => {
    const imageId = await insertMedia(db());
    const input = valid(imageId);
    const parsed = parseJson(resource.schemas.create!, input);
    expect(parsed.success).toBe(true);
    const created = await withAudit(() => resource.create(db(), { actor, ip: TEST_IP, input: parsed.success ? parsed.data : input }));
    const row = expectOk(created.result).row;
    expect(row).toMatchObject({ ...input, version: 1, is_published: true, image: { id: imageId } });
    expect(created.events).toEqual([
      expect.objectContaining({
        actor_id: actor.id,
        actor_email: actor.email,
        action: "create",
        entity,
        entity_id: String(row.id),
        summary: `Created ${resource.label.one} “${nameOf(input)}”`,
        ip: TEST_IP,
      }),
    ]);

    const fetched = await resource.get(db(), row.id);
    expect(fetched).toEqual(row);
    const json = resource.toJson(fetched!);
    expect(resource.itemSchema.parse(json)).toEqual(json);
    expect(json).toMatchObject({ id: row.id, image_id: imageId, image_url: `/media/${imageId}/${row.image!.original_name}` });

    const listed = await resource.list(db(), resource.listParams(new URLSearchParams(`q=${encodeURIComponent(nameOf(input))}&is_published=true`)));
    expect(listed.items.map((item) => item.id)).toEqual([row.id]);
    expect(resource.listItemSchema.parse(resource.toListJson(listed.items[0]))).toEqual(resource.toListJson(listed.items[0]));
    expect((await resource.list(db(), { isPublished: false })).total).toBe(0);

    const updated = await withAudit(() => resource.update(db(), { actor, ip: TEST_IP, id: row.id, version: 1, input: { ...rename, is_published: false } }));
    expect(expectOk(updated.result).row).toMatchObject({ ...rename, is_published: false, version: 2 });
    expect(updated.events).toEqual([
      expect.objectContaining({ actor_id: actor.id, action: "update", entity, summary: `Updated ${resource.label.one} “${nameOf(rename)}”` }),
    ]);

    const stale = await withAudit(() => resource.update(db(), { actor, ip: TEST_IP, id: row.id, version: 1, input: { is_published: true } }));
    expect(stale.result).toEqual({ ok: false, status: 409, reason: "conflict", message: CONTENT_MESSAGES.conflict });
    expect(stale.events).toEqual([]);
    expect(await resource.get(db(), row.id)).toMatchObject({ ...rename, is_published: false, version: 2 });

    const removed = await withAudit(() => resource.remove(db(), { actor, ip: TEST_IP, id: row.id }));
    expect(removed.result).toEqual({ ok: true });
    expect(removed.events).toEqual([
      expect.objectContaining({ actor_id: actor.id, action: "delete", entity, entity_id: String(row.id), summary: `Deleted ${resource.label.one} “${nameOf(rename)}”` }),
    ]);
    expect(await resource.get(db(), row.id)).toBeUndefined();
    expect(await resource.remove(db(), { actor, ip: TEST_IP, id: row.id })).toMatchObject({ ok: false, status: 404 });
  });

  it("refuses an unsafe URL, in the schema and again in the command", async () => {
    const imageId = await insertMedia(db());
    const body = { ...valid(imageId), [unsafe.field]: unsafe.value };
    const parsed = parseJson(resource.schemas.create!, body);
    expect(parsed).toMatchObject({ success: false, fieldErrors: { [unsafe.field]: [unsafe.message] } });

    // A caller that skipped the schema is refused too, and nothing is written.
    const { result, events } = await withAudit(() => resource.create(db(), { actor, ip: TEST_IP, input: body }));
    expect(result).toEqual({ ok: false, status: 422, reason: "invalid", message: unsafe.message, fieldErrors: { [unsafe.field]: [unsafe.message] } });
    expect(events).toEqual([]);
    expect((await resource.list(db())).total).toBe(0);

    const row = expectOk(await resource.create(db(), { actor, ip: TEST_IP, input: valid(imageId) })).row;
    const update = await resource.update(db(), { actor, ip: TEST_IP, id: row.id, version: 1, input: { [unsafe.field]: unsafe.value } });
    expect(update).toMatchObject({ ok: false, status: 422, fieldErrors: { [unsafe.field]: [unsafe.message] } });
    expect(await resource.get(db(), row.id)).toMatchObject({ version: 1 });
  });

  it("refuses an unknown image id and a PDF as the image", async () => {
    const pdf = await insertMedia(db(), "pdf");
    const unknown = await withAudit(() => resource.create(db(), { actor, ip: TEST_IP, input: valid(424242) }));
    expect(unknown.result).toMatchObject({ ok: false, status: 422, fieldErrors: { image_id: ["Image was not found in the media library"] } });
    expect(unknown.events).toEqual([]);
    expect(await resource.create(db(), { actor, ip: TEST_IP, input: valid(pdf) })).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: { image_id: ["Image must be an image"] },
    });
    expect((await resource.list(db())).total).toBe(0);
  });
});
