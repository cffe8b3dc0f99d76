import { sql } from "kysely";
import { searchableTypes } from "~/content-types";
import { db } from "~/db/db.server";
import { news } from "~/services/content/news.server";
import { pages } from "~/services/content/pages.server";
import { products } from "~/services/content/products.server";
import { productCategories } from "~/services/content/product-categories.server";
import { solutions } from "~/services/content/solutions.server";
import { solutionCategories } from "~/services/content/solution-categories.server";
import { highlightSnippet } from "~/utils/search-text";
import { addContent, editContent } from "../../tests/helpers/content";
import { addItemOf } from "./declared-items.test-support";
import { searchConfigOf, searchPublished } from "./search.server";

/** Full-text search over the live content, on PGlite and on PostgreSQL alike. */

const past = new Date(Date.now() - 3_600_000);
const live = { status: "published" as const, published_at: past };

async function search(q: string, page = 1) {
  return searchPublished(db(), { q, page, guardOn: false });
}

let hiddenCategoryId: number;

beforeAll(async () => {
  const category = await addContent(solutionCategories, { name: "Services", is_published: true });
  const hidden = await addContent(productCategories, { name: "Hidden shelf", is_published: false });
  hiddenCategoryId = hidden.id;
  const shown = await addContent(productCategories, { name: "Shelf", is_published: true });
  await addContent(solutions, {
    category_id: category.id, title: "Zephyr monitoring", summary: "Watching turbines", body: "<p>Sensors on every blade.</p>", ...live,
  });
  await addContent(solutions, {
    category_id: category.id, title: "Turbine care", summary: "Zephyr in the summary", body: "<p>Maintenance plans.</p>", ...live,
  });
  await addContent(products, {
    category_id: shown.id, title: "Blade sensor", summary: "A small box", body: "<p>It mentions zephyr only in the body &amp; more.</p>", ...live,
  });
  await addContent(products, { category_id: hidden.id, title: "Zephyr hidden product", ...live });
  await addContent(news, { title: "Zephyr draft article", status: "draft" });
  await addContent(news, { title: "Zephyr scheduled article", status: "published", published_at: new Date(Date.now() + 86_400_000) });
  await addContent(news, { title: "Quarterly report", excerpt: "Growth in offshore wind", body: "<p>Offshore <strong>wind</strong> grew.</p>", ...live });
  await addContent(pages, {
    title: "About us", body: '<p>We are a <em>family</em> company &lt;since 1990&gt; <script>alert("x")</script></p>', status: "published",
  });
});

describe("searchPublished", () => {
  it("finds live items of every kind, title above summary above body", async () => {
    const result = await search("zephyr");
    expect(result.items.map((hit) => [hit.type, hit.title])).toEqual([
      ["solution", "Zephyr monitoring"],
      ["solution", "Turbine care"],
      ["product", "Blade sensor"],
    ]);
    expect(result.total).toBe(3);
    expect(result.items[0].url).toMatch(/^\/solution-details\/zephyr-monitoring$/);
    expect(result.items[2].url).toMatch(/^\/product-details\//);
  });

  it("never shows drafts, scheduled items or items of an unpublished category", async () => {
    const titles = (await search("zephyr")).items.map((hit) => hit.title).join(" ");
    expect(titles).not.toMatch(/draft|scheduled|hidden/i);
  });

  it("shows an item once its category is published", async () => {
    const category = await db().selectFrom("product_category").select("version").where("id", "=", hiddenCategoryId).executeTakeFirstOrThrow();
    await editContent(productCategories, { id: hiddenCategoryId, version: category.version }, { name: "Hidden shelf", is_published: true });
    expect((await search("zephyr")).items.map((hit) => hit.title)).toContain("Zephyr hidden product");
    const again = await db().selectFrom("product_category").select("version").where("id", "=", hiddenCategoryId).executeTakeFirstOrThrow();
    await editContent(productCategories, { id: hiddenCategoryId, version: again.version }, { name: "Hidden shelf", is_published: false });
  });

  it("matches the last word as a prefix and stems words", async () => {
    expect((await search("zeph")).total).toBe(3);
    expect((await search("quarterly rep")).items.map((hit) => hit.title)).toEqual(["Quarterly report"]);
    expect((await search("reports")).items.map((hit) => hit.title)).toEqual(["Quarterly report"]);
    expect((await search("turbines")).items.map((hit) => hit.title)).toContain("Zephyr monitoring");
  });

  it("understands quotes, or and minus", async () => {
    expect((await search('"offshore wind"')).items.map((hit) => hit.type)).toEqual(["news"]);
    expect((await search("zephyr -turbine")).items.map((hit) => hit.title)).toEqual(["Blade sensor"]);
    expect((await search("offshore or family")).total).toBe(2);
  });

  it("searches rich text without its tags and entities", async () => {
    expect((await search("strong")).total).toBe(0);
    expect((await search("amp")).total).toBe(0);
    expect((await search("family")).items.map((hit) => hit.type)).toEqual(["page"]);
  });

  it("marks the matched words in a snippet that is safe as HTML", async () => {
    const [hit] = (await search("family")).items;
    const html = highlightSnippet(hit.snippet);
    expect(html).toContain("<mark>family</mark>");
    expect(html).not.toMatch(/<(?!\/?mark>)/);
    const body = (await search("zephyr")).items[2];
    expect(highlightSnippet(body.snippet)).toContain("<mark>zephyr</mark> only in the body &amp; more");
  });

  it("answers nothing, not an error, to stop words, symbols and an empty search", async () => {
    for (const q of ["", "the", "!!!", "-", '"', "or", "a & b | c", "'); drop table news; --", "\\"]) {
      const result = await search(q);
      expect(result.items, q).toEqual([]);
      expect(result.total, q).toBe(0);
    }
  });

  it("pages 10 at a time and counts past the last page", async () => {
    const category = await addContent(solutionCategories, { name: "Many", is_published: true });
    for (let n = 1; n <= 12; n++) {
      await addContent(solutions, { category_id: category.id, title: `Quokka ${n}`, ...live });
    }
    const first = await search("quokka");
    expect(first.items).toHaveLength(10);
    expect(first).toMatchObject({ total: 12, page: 1, lastPage: 2, perPage: 10 });
    const second = await search("quokka", 2);
    expect(second.items).toHaveLength(2);
    expect(new Set([...first.items, ...second.items].map((hit) => hit.id)).size).toBe(12);
    expect(await search("quokka", 5)).toMatchObject({ items: [], total: 12, lastPage: 2 });
  });
});

describe("the declared search fields", () => {
  it("searches each field of each searchable type with its weight", async () => {
    const letters = "abcdefghijklmnopqrstuvwxyz";
    for (const [index, type] of searchableTypes().entries()) {
      // A made-up word per type, found only where it is written.
      const word = `qzv${letters[index]}marker`;
      const weightOf = new Map<number, string>();
      for (const field of type.search.fields) {
        const text = "rich" in field && field.rich ? `<p>Only here: ${word}.</p>` : `Only here ${word}`;
        const title = field.column === type.titleColumn ? {} : { [type.titleColumn]: `${type.Noun} for ${field.column}` };
        const item = await addItemOf(type, { ...title, [field.column]: text, ...live });
        weightOf.set(item.id, field.weight);
      }
      const hits = (await search(word)).items;
      expect(hits.map((hit) => hit.type), type.resource).toEqual(type.search.fields.map(() => type.table));
      expect(new Set(hits.map((hit) => hit.id)), type.resource).toEqual(new Set(weightOf.keys()));
      // A match in a heavier field ranks higher: A before B before C.
      const weights = hits.map((hit) => weightOf.get(hit.id));
      expect(weights, type.resource).toEqual([...weights].sort());
    }
  });
});

describe("a snippet made from rich text", () => {
  it("keeps the boundaries of the summary, headings, paragraphs and list items", async () => {
    await addContent(news, {
      title: "Gateway news",
      excerpt: "The axolotl gateway has 8 GB of RAM.",
      body: "<h2>Overview</h2><p>A fanless axolotl case.</p><ul><li>Two ports</li><li>Five years of updates</li></ul><h3>Why it matters</h3><p>Less to fail</p>",
      ...live,
    });
    await addContent(news, { title: "Short news", excerpt: "A numbat summary without a stop", body: "<p>Body text follows</p>", ...live });

    const [hit] = (await search("axolotl")).items;
    const text = hit.snippet.replace(/[\u0000-\u001f]/g, "");
    expect(text).toContain("axolotl gateway has 8 GB of RAM. Overview · A fanless axolotl case. Two ports · Five");
    expect(text).not.toMatch(/·\s*$/);
    const [short] = (await search("numbat")).items;
    expect(short.snippet.replace(/[\u0000-\u001f]/g, "")).toContain("A numbat summary without a stop · Body text follows");
  });
});

describe("a snippet cut from a longer text", () => {
  it("says where it is cut: … before it when it starts inside the text, … after it when it stops inside it", async () => {
    const filler = (word: string) => Array.from({ length: 60 }, (_, index) => `${word}${index}`).join(" ");
    await addContent(news, { title: "Long news", excerpt: "A summary.", body: `<p>${filler("before")} the platypus gateway ${filler("after")}.</p>`, ...live });
    await addContent(news, { title: "Short one", excerpt: "A echidna summary.", body: "<p>Short body.</p>", ...live });

    const [long] = (await search("platypus")).items;
    const text = long.snippet.replace(/[\u0000-\u001f]/g, "");
    // ts_headline starts at the match: the forty words before it are left out, and most after it.
    expect(text).toMatch(/^… platypus gateway after0 after1 .* after\d+ …$/);
    const [short] = (await search("echidna")).items;
    expect(short.snippet.replace(/[\u0000-\u001f]/g, "")).toBe("A echidna summary. Short body.");
  });
});

describe("the search configuration of a locale", () => {
  it("is the one the stored vectors of its translations are made with", async () => {
    const codes = ["en", "de", "de-AT", "DE", "fr", "es", "it", "nl", "pt-br", "sv", "da", "fi", "no", "nb", "ru", "tr", "hu", "ro", "pl", "ja", "x"];
    const { rows } = await sql<{ code: string; config: string }>`
      select code, search_config(code)::text as config from unnest(${codes}::text[]) as code`.execute(db());
    expect(rows.map((row) => [row.code, searchConfigOf(row.code)])).toEqual(rows.map((row) => [row.code, row.config]));
  });
});
