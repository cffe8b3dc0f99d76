import { sql } from "kysely";
import { db } from "~/db/db.server";
import { REVISIONS_KEPT } from "~/models/revision.server";
import type { CommandContext } from "./command.server";
import { createActor, expectOk, insertMedia, TEST_IP, withAudit } from "./fixtures.test-support";
import { compareRevision, recordState, restoreRevision, revisionHistory, revisionTarget } from "./revisions.server";
import { saveSettingCommand } from "./settings.server";
import { solutionCategories } from "./solution-categories.server";
import { solutions } from "./solutions.server";

let context: CommandContext;
let categoryId: number;

beforeAll(async () => {
  context = { actor: await createActor(), ip: TEST_IP };
});

beforeEach(async () => {
  await sql`truncate solution, solution_category, setting, redirect, media, revision, trash, audit_event restart identity cascade`.execute(db());
  categoryId = expectOk(await solutionCategories.create(db(), { ...context, input: { name: "Cloud" } })).row.id;
});

async function createSolution(title: string, extra: Record<string, unknown> = {}) {
  return expectOk(await solutions.create(db(), { ...context, input: { category_id: categoryId, title, body: "<p>One two three</p>", ...extra } })).row;
}

async function updateSolution(id: number, version: number, input: Record<string, unknown>) {
  return expectOk(await solutions.update(db(), { ...context, id, version, input })).row;
}

const ref = (id: number) => revisionTarget("solutions", String(id))!;

describe("revisions", () => {
  it("keeps every field as saved, the version and who, in the save's transaction", async () => {
    const row = await createSolution("Backup");
    await updateSolution(row.id, 1, { title: "Backup and restore", body: "<p>One two four</p>" });
    const history = await revisionHistory(db(), ref(row.id));
    expect(history.map((entry) => entry.version)).toEqual([2, 1]);
    expect(history[0]).toMatchObject({ actorId: context.actor.id, actorName: "Ada Admin", changed: ["title", "body"] });
    expect(history[1].changed).toEqual(expect.arrayContaining(["title", "slug", "body", "category_id", "status"]));
    const comparison = await compareRevision(db(), ref(row.id), history[1].id);
    expect(comparison?.revision.data).toMatchObject({ id: row.id, title: "Backup", slug: "backup", body: "<p>One two three</p>", version: 1 });
    const body = comparison!.fields.find((field) => field.field === "body")!;
    expect(body).toEqual({
      field: "body",
      changed: true,
      from: { kind: "rich", html: "<p>One two <del>three</del></p>" },
      to: { kind: "rich", html: "<p>One two <ins>four</ins></p>" },
    });
    expect(comparison!.fields.find((field) => field.field === "slug")).toMatchObject({ changed: false });
  });

  it("shows a version stored with hostile HTML as harmless rich text, and ids and times as people read them", async () => {
    const image = await insertMedia(db());
    const row = await createSolution("Backup", { image_id: image });
    await updateSolution(row.id, 1, { body: "<h2>Plan</h2><p>Safe words</p>" });
    const [, first] = await revisionHistory(db(), ref(row.id));
    // A version kept before a rule of the sanitiser existed, or written by hand.
    const hostile = '<h2 onclick="steal()">Plan</h2><script>alert(1)</script><p><a href="javascript:alert(1)">Safe</a> words</p>';
    await sql`UPDATE revision SET data = jsonb_set(data, '{body}', to_jsonb(${hostile}::text)) WHERE id = ${first.id}`.execute(db());
    const comparison = await compareRevision(db(), ref(row.id), first.id);
    const fields = new Map(comparison!.fields.map((field) => [field.field, field]));
    const body = fields.get("body")!;
    expect(body.from).toEqual({ kind: "rich", html: "<h2>Plan</h2><p>Safe words</p>" });
    expect(JSON.stringify(comparison!.fields)).not.toMatch(/<script|alert\(|onclick|javascript:/);
    expect(fields.get("category_id")!.from).toEqual({ kind: "text", parts: [{ kind: "same", text: "Cloud" }] });
    expect(fields.get("status")!.from).toEqual({ kind: "text", parts: [{ kind: "same", text: "Draft" }] });
    expect(fields.get("image_id")!.from).toEqual({ kind: "media", items: [{ id: image, name: expect.any(String), src: expect.stringMatching(/^\/media\//) }] });
  });

  it("keeps no new version for a save that changed no field: the newest one moves on to the record's version", async () => {
    const row = await createSolution("Backup");
    const [first] = await revisionHistory(db(), ref(row.id));
    const resaved = await updateSolution(row.id, 1, { title: "Backup", body: "<p>One two three</p>" });
    expect(resaved.version).toBe(2);
    const history = await revisionHistory(db(), ref(row.id));
    // The same kept version, by the same author at the same time, now naming the record as it is.
    expect(history).toEqual([{ ...first, version: 2 }]);
    const comparison = await compareRevision(db(), ref(row.id), first.id);
    expect(comparison?.current).toMatchObject({ version: 2, actorName: "Ada Admin" });
    expect(comparison?.revision.data).toMatchObject({ version: 2 });

    // The next save that changes a field keeps a version of its own, compared with the carried one.
    await updateSolution(row.id, 2, { title: "Backup and restore" });
    const after = await revisionHistory(db(), ref(row.id));
    expect(after.map((entry) => [entry.version, entry.changed])).toEqual([[3, ["title"]], [2, expect.arrayContaining(["title", "body"])]]);
  });

  it("writes nothing when the save is refused", async () => {
    const row = await createSolution("Backup");
    const refused = await solutions.update(db(), { ...context, id: row.id, version: 1, input: { category_id: 999 } });
    expect(refused).toMatchObject({ status: 422 });
    expect(await revisionHistory(db(), ref(row.id))).toHaveLength(1);
  });

  it(`keeps the latest ${REVISIONS_KEPT} a record`, async () => {
    const row = await createSolution("Backup");
    for (let version = 1; version <= REVISIONS_KEPT + 2; version++) await updateSolution(row.id, version, { summary: `v${version}` });
    const history = await revisionHistory(db(), ref(row.id));
    expect(history).toHaveLength(REVISIONS_KEPT);
    expect(history[0].version).toBe(REVISIONS_KEPT + 3);
    expect(history.at(-1)!.version).toBe(4);
  });

  it("keeps settings too, under settings/{name}", async () => {
    const first = expectOk(await saveSettingCommand(db(), { ...context, name: "hero", version: 0, input: { title: "Hello" } }));
    await saveSettingCommand(db(), { ...context, name: "hero", version: first.record.version, input: { title: "Welcome" } });
    const history = await revisionHistory(db(), revisionTarget("settings", "hero")!);
    expect(history.map((entry) => entry.changed)).toEqual([["title"], expect.arrayContaining(["title"])]);
    const { result, events } = await withAudit(() =>
      restoreRevision(db(), context, { ref: revisionTarget("settings", "hero")!, revisionId: history[1].id, version: 2 }),
    );
    expect(result).toEqual({ ok: true, version: 3 });
    expect(events[0]).toMatchObject({ action: "restore", entity: "setting", entity_id: "hero", summary: "Restored setting “hero” to version 1" });
    expect(await recordState(db(), revisionTarget("settings", "hero")!)).toMatchObject({ data: { title: "Hello" }, version: 3 });
  });

  it("knows only the kept kinds and well-formed ids", () => {
    expect(revisionTarget("media", "1")).toBeUndefined();
    expect(revisionTarget("solutions", "1.5")).toBeUndefined();
    expect(revisionTarget("solutions", "01")).toBeUndefined();
    expect(revisionTarget("settings", "nope")).toBeUndefined();
    expect(revisionTarget("news", "7")).toEqual({ resource: "news", recordId: "7" });
  });
});

describe("restoring a revision", () => {
  it("is a new save through the command, with an audit event restore, so it can itself be undone", async () => {
    const row = await createSolution("Backup");
    await updateSolution(row.id, 1, { title: "Backup and restore", slug: "backup-restore" });
    const [, first] = await revisionHistory(db(), ref(row.id));
    const { result, events } = await withAudit(() => restoreRevision(db(), context, { ref: ref(row.id), revisionId: first.id, version: 2 }));
    expect(result).toEqual({ ok: true, version: 3 });
    expect(await solutions.get(db(), row.id)).toMatchObject({ title: "Backup", slug: "backup", version: 3 });
    expect(events.map((event) => [event.action, event.summary])).toEqual([["restore", "Restored solution “Backup” to version 1"]]);
    const history = await revisionHistory(db(), ref(row.id));
    expect(history[0]).toMatchObject({ version: 3, changed: ["title", "slug"] });
  });

  it("refuses a stale version with a conflict, so of two restores at once one wins", async () => {
    const row = await createSolution("Backup");
    await updateSolution(row.id, 1, { title: "Second" });
    const [, first] = await revisionHistory(db(), ref(row.id));
    const results = await Promise.all([
      restoreRevision(db(), context, { ref: ref(row.id), revisionId: first.id, version: 2 }),
      restoreRevision(db(), context, { ref: ref(row.id), revisionId: first.id, version: 2 }),
    ]);
    expect(results.map((result) => result.ok).sort()).toEqual([false, true]);
    expect(results.find((result) => !result.ok)).toMatchObject({ status: 409, reason: "conflict" });
    expect((await revisionHistory(db(), ref(row.id))).map((entry) => entry.version)).toEqual([3, 2, 1]);
  });

  it("names the field whose category or picture is gone, and changes nothing", async () => {
    const image = await insertMedia(db());
    const row = await createSolution("Backup", { image_id: image });
    const [first] = await revisionHistory(db(), ref(row.id));
    await updateSolution(row.id, 1, { image_id: null, title: "Changed" });
    await db().deleteFrom("media").where("id", "=", image).execute();
    const result = await restoreRevision(db(), context, { ref: ref(row.id), revisionId: first.id, version: 2 });
    expect(result).toMatchObject({ status: 422, fieldErrors: { image_id: [expect.any(String)] } });
    expect(await solutions.get(db(), row.id)).toMatchObject({ title: "Changed", version: 2 });
  });

  it("answers not found for a revision of another record", async () => {
    const one = await createSolution("One");
    const two = await createSolution("Two");
    const [revision] = await revisionHistory(db(), ref(one.id));
    expect(await restoreRevision(db(), context, { ref: ref(two.id), revisionId: revision.id, version: 1 })).toMatchObject({ status: 404 });
    expect(await compareRevision(db(), ref(two.id), revision.id)).toBeUndefined();
  });

  it("of a record in the trash: its history stays readable, and restoring puts the record back first", async () => {
    const row = await createSolution("Backup");
    await updateSolution(row.id, 1, { title: "Second" });
    expectOk(await solutions.remove(db(), { ...context, id: row.id }));
    expect(await recordState(db(), ref(row.id))).toMatchObject({ where: "trash", version: 2 });
    const [, first] = await revisionHistory(db(), ref(row.id));
    const comparison = await compareRevision(db(), ref(row.id), first.id);
    expect(comparison?.state.where).toBe("trash");
    expect(await restoreRevision(db(), context, { ref: ref(row.id), revisionId: first.id, version: 1 })).toMatchObject({ status: 409 });
    expect(await recordState(db(), ref(row.id))).toMatchObject({ where: "trash" });
    const { result, events } = await withAudit(() => restoreRevision(db(), context, { ref: ref(row.id), revisionId: first.id, version: 2 }));
    expect(result).toEqual({ ok: true, version: 4 });
    expect(events.map((event) => event.action)).toEqual(["restore", "restore"]);
    expect(await solutions.get(db(), row.id)).toMatchObject({ title: "Backup", version: 4 });
  });
});
