import { sql } from "kysely";
import { db } from "~/db/db.server";
import { getPageById } from "~/models/page.server";
import { listRevisions } from "~/models/revision.server";
import { searchPublished } from "~/models/search.server";
import { parseJson } from "~/schemas/parse";
import type { CommandContext } from "./command.server";
import { createActor, expectOk, insertMedia, TEST_IP } from "./fixtures.test-support";
import { pages } from "./pages.server";
import { compareRevision, restoreRevision, revisionHistory } from "./revisions.server";

let context: CommandContext;
beforeAll(async () => {
  context = { actor: await createActor(), ip: TEST_IP };
});

beforeEach(async () => {
  await sql`truncate page, redirect, revision restart identity cascade`.execute(db());
});

/** As the API and the forms hand it over: through the page's schema. */
function input(body: Record<string, unknown>) {
  const parsed = parseJson(pages.schemas.create, body);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.fieldErrors));
  return parsed.data;
}

describe("a page's sections", () => {
  it("are stored in order, each with all its fields, and read back", async () => {
    const image = await insertMedia(db());
    const row = expectOk(await pages.create(db(), {
      ...context,
      input: input({
        title: "Why us",
        sections: [
          { type: "hero", heading: "Built to last", image_id: image },
          { type: "faq", items: [{ question: "Where?", answer: "Everywhere." }] },
        ],
      }),
    })).row;
    expect(row.sections).toEqual([
      { type: "hero", heading: "Built to last", text: "", image_id: image, buttons: [] },
      { type: "faq", heading: "", items: [{ question: "Where?", answer: "Everywhere." }] },
    ]);
    expect((await getPageById(db(), row.id))?.sections).toEqual(row.sections);
    expect(pages.toJson(row).sections).toEqual(row.sections);
  });

  it("sanitise rich text and keep the sections an update leaves out", async () => {
    const row = expectOk(await pages.create(db(), {
      ...context,
      input: input({ title: "Story", sections: [{ type: "rich_text", body: "<p>Hi<script>x()</script></p>" }] }),
    })).row;
    expect(row.sections).toEqual([{ type: "rich_text", body: "<p>Hi</p>" }]);
    const updated = expectOk(await pages.update(db(), { ...context, id: row.id, version: row.version, input: { title: "Our story" } })).row;
    expect(updated.sections).toEqual([{ type: "rich_text", body: "<p>Hi</p>" }]);
  });

  it("refuse a picture that is not in the media library, naming the section's field", async () => {
    const pdf = await insertMedia(db(), "pdf");
    const result = await pages.create(db(), {
      ...context,
      input: input({
        title: "Why us",
        sections: [
          { type: "contact_form" },
          { type: "image_text", image_id: 987654, heading: "Lab", body: "Tests" },
          { type: "logos", source: "media", media_ids: [pdf] },
        ],
      }),
    });
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: {
        "sections.1.image_id": ["Image was not found in the media library"],
        "sections.2.media_ids.0": [expect.stringContaining("Logo must be")],
      },
    });
  });

  it("are found by the site search once the page is live", async () => {
    await pages.create(db(), {
      ...context,
      input: input({
        title: "Why us",
        status: "published",
        sections: [{ type: "faq", items: [{ question: "Do you ship to Reykjavik?", answer: "Yes, weekly." }] }],
      }),
    });
    const hits = await searchPublished(db(), { q: "reykjavik", page: 1, guardOn: true });
    expect(hits.items.map((hit) => hit.title)).toEqual(["Why us"]);
  });

  it("are kept by each revision and come back when one is restored", async () => {
    const first = expectOk(await pages.create(db(), {
      ...context,
      input: input({ title: "Why us", sections: [{ type: "latest", source: "news", count: 3 }] }),
    })).row;
    const second = expectOk(await pages.update(db(), {
      ...context, id: first.id, version: first.version, input: input({ title: "Why us", sections: [] }),
    })).row;
    expect(second.sections).toEqual([]);
    const revisions = await listRevisions(db(), { resource: "pages", recordId: String(first.id) });
    const oldest = revisions.at(-1)!;
    expect(oldest.data.sections).toEqual([{ type: "latest", heading: "", source: "news", count: 3 }]);
    expect(oldest.data).not.toHaveProperty("search");
    const restored = await restoreRevision(db(), context, {
      ref: { resource: "pages", recordId: String(first.id) }, revisionId: oldest.id, version: second.version,
    });
    expect(restored).toMatchObject({ ok: true });
    expect((await getPageById(db(), first.id))?.sections).toEqual([{ type: "latest", heading: "", source: "news", count: 3 }]);
  });

  it("are named one by one in the history and the comparison", async () => {
    const first = expectOk(await pages.create(db(), {
      ...context,
      input: input({
        title: "Why us",
        sections: [{ type: "contact_form" }, { type: "faq", items: [{ question: "Why?", answer: "Because." }] }, { type: "latest", source: "news", count: 3 }],
      }),
    })).row;
    await pages.update(db(), {
      ...context, id: first.id, version: first.version,
      input: input({ title: "Why us", sections: [{ type: "contact_form" }, { type: "faq", items: [{ question: "Why?", answer: "It pays." }] }] }),
    });
    const ref = { resource: "pages", recordId: String(first.id) };
    const [latest, oldest] = await revisionHistory(db(), ref);
    expect(latest.changed).toEqual(["Section 2: FAQ", "Section 3: Latest items (removed)"]);
    const comparison = await compareRevision(db(), ref, oldest.id);
    const rows = comparison!.fields.filter((field) => field.field.startsWith("Section"));
    expect(rows.map((row) => [row.field, row.changed])).toEqual([
      ["Section 1: Contact form", false], ["Section 2: FAQ", true], ["Section 3: Latest items (removed)", true],
    ]);
    expect(comparison!.fields.map((field) => field.field)).not.toContain("sections_text");
    // Each field under its form's name, a list's items one a line.
    const faq = rows[1];
    const words = (side: typeof faq.from) => (side.kind === "text" ? side.parts.map((part) => part.text).join("") : "");
    expect(words(faq.from)).toBe("Items: • Why? — Because.");
    expect(words(faq.to)).toBe("Items: • Why? — It pays.");
  });

  it("call a section moved whole a move, with its place before and now, and leave the others unchanged", async () => {
    const hero = { type: "hero", heading: "Hello", text: "", image_id: null, buttons: [{ label: "Talk to us", url: "/contact-us" }] };
    const features = { type: "features", heading: "Why", items: [{ icon: "shield", title: "Safe", text: "By design" }, { icon: "bolt", title: "Fast", text: "" }] };
    const quote = { type: "quote", text: "They answered.", person: "Ann", role: "CTO", image_id: null };
    const sides = { type: "cta", heading: "Try it", text: "A pilot in six weeks.", button: { label: "Plan a pilot", url: "/contact-us" } };
    const first = expectOk(await pages.create(db(), { ...context, input: input({ title: "Why us", sections: [hero, features, quote, sides] }) })).row;
    await pages.update(db(), { ...context, id: first.id, version: first.version, input: input({ title: "Why us", sections: [hero, sides, features, quote] }) });
    const ref = { resource: "pages", recordId: String(first.id) };
    const [latest, oldest] = await revisionHistory(db(), ref);
    expect(latest.changed).toEqual(["Section 2: Call to action (moved from 4)"]);
    const rows = (await compareRevision(db(), ref, oldest.id))!.fields.filter((field) => field.field.startsWith("Section"));
    expect(rows.map((row) => [row.field, row.changed])).toEqual([
      ["Section 1: Hero", false], ["Section 2: Call to action (moved from 4)", true], ["Section 3: Features", false], ["Section 4: Quote", false],
    ]);
    const text = (side: (typeof rows)[number]["from"]) => (side.kind === "text" ? side.parts.map((part) => `${part.kind === "same" ? "" : `[${part.kind}]`}${part.text}`).join("") : "");
    expect(text(rows[1].from)).toBe("Place: [del]4\nHeading: Try it\nText: A pilot in six weeks.\nButton: Plan a pilot → /contact-us");
    expect(text(rows[1].to)).toBe("Place: [ins]2\nHeading: Try it\nText: A pilot in six weeks.\nButton: Plan a pilot → /contact-us");
    expect(text(rows[0].to)).toBe("Heading: Hello\nButtons: • Talk to us → /contact-us");
    expect(text(rows[2].to)).toBe("Heading: Why\nItems: • Safe — By design (icon: shield)\n• Fast (icon: bolt)");
  });
});
