import { sql } from "kysely";
import { sluggedTypes } from "~/content-types";
import { db } from "~/db/db.server";
import { news } from "~/services/content/news.server";
import { pages } from "~/services/content/pages.server";
import { solutionCategories } from "~/services/content/solution-categories.server";
import { solutions } from "~/services/content/solutions.server";
import { addContent } from "../../tests/helpers/content";
import { whatLivesAt } from "./public-path.server";

const HOUR = 3_600_000;

describe("whatLivesAt", () => {
  it("finds nothing at a path named after an object's prototype", async () => {
    for (const word of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      expect(await whatLivesAt(db(), `/${word}/x`)).toBeNull();
      expect(await whatLivesAt(db(), `/${word}`)).toBeNull();
    }
  });

  it("still names the fixed pages", async () => {
    expect(await whatLivesAt(db(), "/news")).toBe("the news list");
    expect(await whatLivesAt(db(), "/solutions")).toBe("the solutions list");
    expect(await whatLivesAt(db(), "/solutions/missing")).toBeNull();
  });

  it("names a live item at its type's public path, by its type's noun", async () => {
    await sql`truncate solution, solution_category, news, page, redirect restart identity cascade`.execute(db());
    const cloud = await addContent(solutionCategories, { name: "Cloud" });
    await addContent(solutions, { category_id: cloud.id, title: "Backup", status: "published" });
    await addContent(news, { title: "Launch", status: "published" });
    await addContent(pages, { title: "About us", status: "published" });

    expect(await whatLivesAt(db(), "/solutions/cloud")).toBe("the solution category “Cloud”");
    expect(await whatLivesAt(db(), "/solution-details/backup")).toBe("the solution “Backup”");
    expect(await whatLivesAt(db(), "/news-details/launch")).toBe("the news article “Launch”");
    expect(await whatLivesAt(db(), "/about-us")).toBe("the page “About us”");
    // Another type's path, or more segments, is not the item's page.
    expect(await whatLivesAt(db(), "/product-details/backup")).toBeNull();
    expect(await whatLivesAt(db(), "/solution-details/backup/more")).toBeNull();
    expect(await whatLivesAt(db(), "/solution-details/backup/")).toBeNull();
  });

  it("finds nothing where the item is not live: a draft, a future date, a hidden category", async () => {
    await sql`truncate solution, solution_category, news, page, redirect restart identity cascade`.execute(db());
    const hidden = await addContent(solutionCategories, { name: "Hidden", is_published: false });
    await addContent(solutions, { category_id: hidden.id, title: "In hidden", status: "published" });
    await addContent(news, { title: "Draft" });
    await addContent(pages, { title: "Soon", status: "published", published_at: new Date(Date.now() + HOUR) });

    expect(await whatLivesAt(db(), "/solutions/hidden")).toBeNull();
    expect(await whatLivesAt(db(), "/solution-details/in-hidden")).toBeNull();
    expect(await whatLivesAt(db(), "/news-details/draft")).toBeNull();
    expect(await whatLivesAt(db(), "/soon")).toBeNull();
  });

  it("never takes a reserved first segment for a custom page", async () => {
    await sql`truncate page restart identity cascade`.execute(db());
    // Written past the commands, which refuse a reserved slug.
    await db().insertInto("page").values({ title: "Stray", slug: "solution-details", status: "published" }).execute();
    expect(await whatLivesAt(db(), "/solution-details")).toBeNull();
  });

  it("asks every declared type with public pages at its own path", async () => {
    for (const type of sluggedTypes()) {
      expect(await whatLivesAt(db(), type.public.path("nothing-here"))).toBeNull();
    }
  });
});
