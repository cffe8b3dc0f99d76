import { sql } from "kysely";
import { db } from "~/db/db.server";
import { certificates } from "~/services/content/certificates.server";
import { news } from "~/services/content/news.server";
import { pages } from "~/services/content/pages.server";
import { productCategories } from "~/services/content/product-categories.server";
import { solutionCategories } from "~/services/content/solution-categories.server";
import { solutions } from "~/services/content/solutions.server";
import { addContent } from "../../tests/helpers/content";
import { createContactMessage, setContactMessageRead } from "./contact-message.server";
import { countContent } from "./dashboard.server";
import { insertMedia } from "./fixtures.test-support";

beforeEach(async () => {
  await sql`truncate solution, solution_category, product_category, certificate, news, page, contact_message, media restart identity cascade`.execute(db());
});

describe("countContent", () => {
  it("counts each content type and the unread messages", async () => {
    expect(await countContent(db())).toEqual({
      solutionCategories: 0, solutions: 0, productCategories: 0, products: 0, certificates: 0, news: 0,
      homeSlides: 0, heroContents: 0, pages: 0, media: 0, contactMessages: 0, unreadContactMessages: 0,
    });

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
      solutionCategories: 1, solutions: 2, productCategories: 1, products: 0, certificates: 1, news: 1,
      homeSlides: 0, heroContents: 0, pages: 1, media: 1, contactMessages: 2, unreadContactMessages: 1,
    });
  });
});
