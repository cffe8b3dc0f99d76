import { db } from "~/db/db.server";
import { getPageById } from "~/models/page.server";
import { adminGet, signInAdmin } from "../../tests/helpers/admin-content";
import { adminScreens, tagWithId } from "../../tests/helpers/admin-render";
import * as create from "./admin.create-pages";
import * as edit from "./admin.edit-pages.$id";

/**
 * The page form's sections without JavaScript: every button posts the whole form, which comes
 * back with the change applied and everything typed kept; only Save writes.
 */

const ORIGIN = "http://localhost";

function post(path: string, entries: Array<[string, string]>, cookie: string): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, Host: "localhost", Cookie: cookie },
    body: new URLSearchParams(entries).toString(),
  });
}

let handle: Awaited<ReturnType<typeof adminScreens>>;
let cookie: string;
beforeAll(async () => {
  handle = await adminScreens([
    { file: "admin.create-pages", path: "create-pages", module: create },
    { file: "admin.edit-pages.$id", path: "edit-pages/:id", module: edit },
  ]);
  cookie = (await signInAdmin()).cookie;
});

beforeEach(async () => {
  await db().deleteFrom("page").execute();
});

const BASE: Array<[string, string]> = [["title", "Why us"], ["slug", ""], ["body", ""], ["sections", ""]];

/** The legends of the form's sections, in order. */
function sectionLegends(html: string): string[] {
  // After the section type's picture.
  return [...html.matchAll(/<legend tabindex="-1">(?:<svg[\s\S]*?<\/svg>)?(Section \d+: [^<]+)<\/legend>/g)].map((match) => match[1]);
}

describe("the page form's sections", () => {
  it("offers every type under Add section, each with its picture", async () => {
    const html = await (await handle(adminGet("/admin/create-pages", cookie))).text();
    expect(html).toMatch(/<legend>Add section<\/legend>/);
    expect(html.match(/<button type="submit" name="intent" value="section-add:[a-z_]+" class="section-add-choice" formnovalidate=""><svg class="section-type-picture"/g)).toHaveLength(12);
  });

  it("adds, moves and removes with buttons, keeping what was typed and saving nothing", async () => {
    const added = await (await handle(post("/admin/create-pages", [...BASE, ["intent", "section-add:faq"]], cookie))).text();
    expect(sectionLegends(added)).toEqual(["Section 1: FAQ"]);
    expect(added).toMatch(/<textarea id="field-title" [^>]*>Why us<\/textarea>/);

    const typed: Array<[string, string]> = [
      ...BASE,
      ["sections[0][type]", "faq"],
      ["sections[0][heading]", "Questions"],
      ["sections[0][items][0][question]", "Where?"],
      ["sections[0][items][0][answer]", "Here."],
      ["sections[1][type]", "contact_form"],
      ["sections[1][heading]", "Write"],
      ["sections[2][type]", "latest"],
      ["sections[2][source]", "customer-stories"],
      ["sections[2][count]", "6"],
    ];
    const moved = await (await handle(post("/admin/create-pages", [...typed, ["intent", "section-up:2"]], cookie))).text();
    expect(sectionLegends(moved)).toEqual(["Section 1: FAQ", "Section 2: Latest items", "Section 3: Contact form"]);
    expect(tagWithId(moved, "field-sections.0.items.0.question")).toContain('value="Where?"');
    expect(tagWithId(moved, "field-sections.2.heading")).toContain('value="Write"');
    expect(moved).toMatch(/<option value="customer-stories" selected="">/);

    const removed = await (await handle(post("/admin/create-pages", [...typed, ["intent", "section-remove:0"]], cookie))).text();
    expect(sectionLegends(removed)).toEqual(["Section 1: Contact form", "Section 2: Latest items"]);
    expect(await db().selectFrom("page").select("id").execute()).toEqual([]);
  });

  it("names the refused field of a section beside it, and saves the sections in the order shown", async () => {
    const refused = await handle(post("/admin/create-pages", [
      ...BASE,
      ["sections[0][type]", "figures"],
      ["sections[0][items][0][value]", ""],
      ["sections[0][items][0][label]", "years"],
      ["sections[0][items][1][value]", "40"],
      ["sections[0][items][1][label]", "countries"],
    ], cookie));
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(tagWithId(html, "field-sections.0.items.0.value")).toContain('aria-invalid="true"');
    expect(html).toContain('id="field-sections.0.items.0.value-error" class="field-error">Value is required</p>');
    expect(tagWithId(html, "field-sections.0.items.0.label")).toContain('value="years"');

    const saved = await handle(post("/admin/create-pages", [
      ...BASE,
      ["sections[0][type]", "contact_form"],
      ["sections[0][heading]", "Write to us"],
      ["sections[1][type]", "faq"],
      ["sections[1][items][0][question]", "Why?"],
      ["sections[1][items][0][answer]", "Because."],
      ["sections[1][items][1][question]", ""],
      ["sections[1][items][1][answer]", ""],
    ], cookie));
    expect(saved.status).toBe(302);
    const row = await db().selectFrom("page").select("id").executeTakeFirstOrThrow();
    expect((await getPageById(db(), row.id))?.sections).toEqual([
      { type: "contact_form", heading: "Write to us" },
      { type: "faq", heading: "", items: [{ question: "Why?", answer: "Because." }] },
    ]);

    const form = await (await handle(adminGet(`/admin/edit-pages/${row.id}`, cookie))).text();
    expect(sectionLegends(form)).toEqual(["Section 1: Contact form", "Section 2: FAQ"]);
    expect(tagWithId(form, "field-sections.1.items.0.answer")).toBeTruthy();
  });

  it("says above a first Hero that it opens the page in the title's place, the page's text after it", async () => {
    const sections: Array<[string, string]> = [["sections[0][type]", "hero"], ["sections[0][heading]", "Built to keep running"]];
    expect((await handle(post("/admin/create-pages", [...BASE, ...sections], cookie))).status).toBe(302);
    const row = await db().selectFrom("page").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
    const form = await (await handle(adminGet(`/admin/edit-pages/${row.id}`, cookie))).text();
    expect(form).toContain(
      '<p class="sections-frame-part">Above: the site’s header and menu. Section 1, a Hero, opens the page in its title’s place; the page’s text follows it, before Section 2</p>',
    );
  });

  it("opens a stored page on its first section, the others folded to a summary line each; a refused section, or the one just added, comes back open", async () => {
    const sections: Array<[string, string]> = [
      ["sections[0][type]", "contact_form"],
      ["sections[0][heading]", "Write to us"],
      ["sections[1][type]", "faq"],
      ["sections[1][heading]", "Common questions"],
      ["sections[1][items][0][question]", "Why?"],
      ["sections[1][items][0][answer]", "Because."],
      ["sections[2][type]", "quote"],
      ["sections[2][text]", "<p>They <em>answered</em> within the hour, every time.</p>"],
      ["sections[2][person]", "Ann"],
      ["sections[3][type]", "contact_form"],
      ["sections[3][heading]", ""],
    ];
    expect((await handle(post("/admin/create-pages", [...BASE, ...sections], cookie))).status).toBe(302);
    const row = await db().selectFrom("page").select("id").executeTakeFirstOrThrow();
    const form = await (await handle(adminGet(`/admin/edit-pages/${row.id}`, cookie))).text();
    const summaries = [...form.matchAll(/<details class="section-fields"( open="")?><summary>([^<]*)<\/summary>/g)].map((match) => [Boolean(match[1]), match[2]]);
    expect(summaries).toEqual([
      [true, "Write to us"],
      [false, "Common questions · 1 question"],
      [false, "They answered within the hour, every time. · Ann"],
      [false, "Send us a message"],
    ]);
    // The page has no text of its own: its empty editor waits folded above the sections.
    expect(form).toContain('<details class="page-body-folded"><summary>Text above the sections (empty)</summary>');
    // The way down to the section types, from the top of the list.
    expect(form).toContain('<a href="#section-add">Add a section</a>');
    // Above the first section, what the page shows there: its title and its text, as this page opens with no hero.
    expect(form).toContain('<p class="sections-frame-part">Above: the site’s header and menu, the page’s title and its text</p>');

    const openStates = (html: string) => [...html.matchAll(/<details class="section-fields"( open="")?>/g)].map((match) => Boolean(match[1]));
    // A refused save comes back with the refused section open, where the editor has work to do.
    const refused = await (await handle(post(`/admin/edit-pages/${row.id}`, [...BASE, ["version", "1"], ...sections.slice(0, -2), ["sections[3][type]", "figures"]], cookie))).text();
    expect(openStates(refused)).toEqual([false, false, false, true]);
    // A section just added comes back open, ready for its words; one just moved too, where it went.
    const added = await (await handle(post(`/admin/edit-pages/${row.id}`, [...BASE, ["version", "1"], ...sections, ["intent", "section-add:video"]], cookie))).text();
    expect(openStates(added)).toEqual([false, false, false, false, true]);
    const moved = await (await handle(post(`/admin/edit-pages/${row.id}`, [...BASE, ["version", "1"], ...sections, ["intent", "section-up:2"]], cookie))).text();
    expect(sectionLegends(moved)).toEqual(["Section 1: Contact form", "Section 2: Quote", "Section 3: FAQ", "Section 4: Contact form"]);
    expect(openStates(moved)).toEqual([false, true, false, false]);
  });
});
