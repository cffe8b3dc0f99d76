import { sql } from "kysely";
import { CONTENT_TYPES } from "~/content-types";
import { db } from "~/db/db.server";
import { certificates } from "~/services/content/certificates.server";
import { news } from "~/services/content/news.server";
import { pages } from "~/services/content/pages.server";
import { productCategories } from "~/services/content/product-categories.server";
import { solutionCategories } from "~/services/content/solution-categories.server";
import { solutions } from "~/services/content/solutions.server";
import { addContent } from "../../tests/helpers/content";
import { createContactMessage, setContactMessageRead } from "./contact-message.server";
import { countContent, listUnpublishedWork } from "./dashboard.server";
import { addItemOf } from "./declared-items.test-support";
import { insertMedia } from "./fixtures.test-support";

beforeEach(async () => {
  await sql`truncate solution, solution_category, product_category, certificate, news, page, contact_message, media restart identity cascade`.execute(db());
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

describe("listUnpublishedWork", () => {
  it("lists the drafts and scheduled items of every type with a publishing status, and nothing live", async () => {
    const statusTypes = CONTENT_TYPES.filter((type) => type.publishing === "status");
    const expected = [];
    for (const type of statusTypes) {
      const draft = await addItemOf(type, { status: "draft" });
      const scheduled = await addItemOf(type, { status: "published", published_at: new Date(Date.now() + 86_400_000) });
      await addItemOf(type, { status: "published", published_at: new Date(Date.now() - 60_000) });
      expected.push(
        expect.objectContaining({ kind: type.table, id: draft.id, state: "draft" }),
        expect.objectContaining({ kind: type.table, id: scheduled.id, state: "scheduled" }),
      );
    }
    const work = await listUnpublishedWork(db(), 100);
    expect(work).toHaveLength(expected.length);
    expect(work).toEqual(expect.arrayContaining(expected));
  });
});
