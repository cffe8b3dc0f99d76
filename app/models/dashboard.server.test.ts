import { sql } from "kysely";
import { CONTENT_TYPES } from "~/content-types";
import { db } from "~/db/db.server";
import { certificates } from "~/services/content/certificates.server";
import { news } from "~/services/content/news.server";
import { pages } from "~/services/content/pages.server";
import { productCategories } from "~/services/content/product-categories.server";
import { solutionCategories } from "~/services/content/solution-categories.server";
import { solutions } from "~/services/content/solutions.server";
import { createTestUser } from "../../tests/helpers/auth";
import { addContent, fixtureContext } from "../../tests/helpers/content";
import { createContactMessage, setContactMessageRead } from "./contact-message.server";
import { countContent, listDrafts, listScheduled } from "./dashboard.server";
import { recordRevision, recordTranslationRevision } from "./revision.server";
import { addItemOf } from "./declared-items.test-support";
import { insertMedia } from "./fixtures.test-support";

beforeEach(async () => {
  await sql`truncate solution, solution_category, product, product_category, certificate, news, page, customer_story, contact_message, media, revision restart identity cascade`.execute(db());
});

describe("countContent", () => {
  it("counts each content type and the unread messages", async () => {
    // One count per declared type, by its resource name.
    const none = Object.fromEntries(CONTENT_TYPES.map((type) => [type.resource, 0]));
    expect(await countContent(db())).toEqual({ byType: none, unreadContactMessages: 0 });

    const category = await addContent(solutionCategories, { name: "Cloud" });
    await addContent(solutions, { category_id: category.id, title: "A" });
    await addContent(solutions, { category_id: category.id, title: "B", status: "published" });
    await addContent(productCategories, { name: "Routers" });
    await addContent(certificates, { name: "ISO", image_id: await insertMedia(db()) });
    await addContent(news, { title: "Hello" });
    await addContent(pages, { title: "About" });
    const message = await createContactMessage(db(), { values: { name: "A", email: "a@example.com", message: "Hi" }, ip: null, userAgent: null });
    await createContactMessage(db(), { values: { name: "B", email: "b@example.com", message: "Hi" }, ip: null, userAgent: null });
    await setContactMessageRead(db(), { id: message.id, read: true });

    expect(await countContent(db())).toEqual({
      byType: {
        ...none,
        "solution-categories": 1, solutions: 2, "product-categories": 1, products: 0, certificates: 1, news: 1,
        "home-slides": 0, "hero-contents": 0, pages: 1, media: 1, "contact-messages": 2,
      },
      unreadContactMessages: 1,
    });
  });
});

describe("listDrafts", () => {
  it("lists the drafts of every type with a status that the user saved last, newest first, and nothing live or saved last by someone else", async () => {
    const { actor } = await fixtureContext();
    const colleague = await createTestUser("editor");
    const statusTypes = CONTENT_TYPES.filter((type) => type.publishing === "status");
    const mine: Array<{ kind: string; id: number }> = [];
    for (const type of statusTypes) {
      const draft = await addItemOf(type, { status: "draft" });
      await addItemOf(type, { status: "published", published_at: new Date(Date.now() - 60_000) });
      const taken = await addItemOf(type, { status: "draft" });
      // A later save by a colleague makes the draft theirs.
      await recordRevision(db(), { table: type.table, recordId: taken.id, actorId: colleague.id });
      mine.push({ kind: type.table, id: draft.id });
    }
    const drafts = await listDrafts(db(), { userId: actor.id, whose: "mine", limit: 100 });
    expect(drafts.map(({ kind, id }) => ({ kind, id }))).toEqual(mine.reverse());
    expect(await listDrafts(db(), { userId: colleague.id, whose: "mine", limit: 100 })).toHaveLength(statusTypes.length);
    // Seen from the colleague's side, the actor's drafts are the team's, each with who saved it last.
    const team = await listDrafts(db(), { userId: colleague.id, whose: "team", limit: 100 });
    expect(team.filter((item) => mine.some((own) => own.kind === item.kind && own.id === item.id))).toHaveLength(statusTypes.length);
    expect(team.some((item) => item.saved_by === colleague.name)).toBe(false);
    const { name } = await db().selectFrom("user").select("name").where("id", "=", actor.id).executeTakeFirstOrThrow();
    expect(new Set(team.filter((item) => mine.some((own) => own.id === item.id && own.kind === item.kind)).map((item) => item.saved_by))).toEqual(new Set([name]));
  });

  it("leaves a draft with whoever saved the item last, whoever saved one of its translations since", async () => {
    const { actor } = await fixtureContext();
    const translator = await createTestUser("editor");
    const draft = await addContent(news, { title: "Draft", status: "draft" });
    await db().insertInto("news_translation").values({ news_id: draft.id, locale: "de", title: "Entwurf", slug: "entwurf", source_version: 1 }).execute();
    await recordTranslationRevision(db(), { resource: "news", recordId: draft.id, locale: "de", actorId: translator.id });
    expect((await listDrafts(db(), { userId: actor.id, whose: "mine", limit: 100 })).map(({ id }) => id)).toEqual([draft.id]);
    expect(await listDrafts(db(), { userId: translator.id, whose: "mine", limit: 100 })).toEqual([]);
  });
});

describe("listScheduled", () => {
  it("lists the published items still to go live, the next first", async () => {
    const day = 86_400_000;
    const statusTypes = CONTENT_TYPES.filter((type) => type.publishing === "status");
    const expected = [];
    for (const [index, type] of statusTypes.entries()) {
      const later = await addItemOf(type, { status: "published", published_at: new Date(Date.now() + (statusTypes.length - index) * day) });
      await addItemOf(type, { status: "published", published_at: new Date(Date.now() - day) });
      await addItemOf(type, { status: "draft", published_at: new Date(Date.now() + day) });
      expected.unshift({ kind: type.table, id: later.id });
    }
    expect((await listScheduled(db(), 100)).map(({ kind, id }) => ({ kind, id }))).toEqual(expected);
  });
});
