import { pageSchema } from "./page";
import { formDataToInput, parseFormData, parseJson } from "./parse";
import { sectionSchema, sectionsSchema, sectionsText, type Section } from "./sections";

function errorsOf(sections: unknown): Record<string, string[]> {
  const result = parseJson(pageSchema, { title: "Why us", sections });
  if (result.success) throw new Error("expected a refusal");
  return result.fieldErrors;
}

const VALID: Record<string, Record<string, unknown>> = {
  hero: { type: "hero", heading: "Build with us", text: "Since 1998", image_id: 4, buttons: [{ label: "Contact", url: "/contact-us" }] },
  rich_text: { type: "rich_text", body: "<p>Hello</p>" },
  features: { type: "features", items: [{ icon: "shield", title: "Safe" }, { icon: "cloud", title: "Hosted", text: "EU" }] },
  logos: { type: "logos", source: "certificates" },
  figures: { type: "figures", items: [{ value: "25", label: "years" }, { value: "40+", label: "countries" }] },
  quote: { type: "quote", text: "Great", person: "Ada" },
  cta: { type: "cta", heading: "Talk to us", button: { label: "Write", url: "https://example.com/x" } },
  faq: { type: "faq", items: [{ question: "Why?", answer: "Because." }] },
  image_text: { type: "image_text", image_id: 3, heading: "Our lab", body: "We test.", image_side: "right" },
  video: { type: "video", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", title: "Our story" },
  contact_form: { type: "contact_form" },
  latest: { type: "latest", source: "news", count: 6 },
};

describe("sections", () => {
  it.each(Object.entries(VALID))("accepts a %s section and fills its optional fields", (_type, section) => {
    const result = sectionSchema.safeParse(section);
    expect(result.success).toBe(true);
  });

  it("fills what a section left out, so each carries all its fields", () => {
    expect(sectionSchema.parse(VALID.quote)).toEqual({ type: "quote", text: "Great", person: "Ada", role: "", image_id: null });
    expect(sectionSchema.parse(VALID.hero)).toMatchObject({ buttons: [{ label: "Contact", url: "/contact-us" }] });
  });

  it.each([
    ["an unknown type", [{ type: "carousel" }], "sections.0.type"],
    ["a hero without heading", [{ type: "hero" }], "sections.0.heading"],
    ["a hero with three buttons", [{ type: "hero", heading: "H", buttons: Array(3).fill({ label: "A", url: "/a" }) }], "sections.0.buttons"],
    ["a button to //host", [{ type: "hero", heading: "H", buttons: [{ label: "A", url: "//evil.example" }] }], "sections.0.buttons.0.url"],
    ["a javascript: button", [{ type: "cta", heading: "H", button: { label: "A", url: "javascript:alert(1)" } }], "sections.0.button.url"],
    ["a call to action without button", [{ type: "cta", heading: "H" }], "sections.0.button"],
    ["an empty rich text", [{ type: "rich_text", body: "<p> </p>" }], "sections.0.body"],
    ["one feature", [{ type: "features", items: [{ icon: "star", title: "A" }] }], "sections.0.items"],
    ["seven features", [{ type: "features", items: Array(7).fill({ icon: "star", title: "A" }) }], "sections.0.items"],
    ["an icon outside the set", [{ type: "features", items: [{ icon: "rocket", title: "A" }, { icon: "star", title: "B" }] }], "sections.0.items.0.icon"],
    ["media logos without pictures", [{ type: "logos", source: "media" }], "sections.0.media_ids"],
    ["logos of an unknown source", [{ type: "logos", source: "partners" }], "sections.0.source"],
    ["five figures", [{ type: "figures", items: Array(5).fill({ value: "1", label: "a" }) }], "sections.0.items"],
    ["a figure without value", [VALID.rich_text, VALID.faq, { type: "figures", items: [{ value: "", label: "a" }, { value: "2", label: "b" }] }], "sections.2.items.0.value"],
    ["a quote without person", [{ type: "quote", text: "Q" }], "sections.0.person"],
    ["a FAQ without questions", [{ type: "faq", items: [] }], "sections.0.items"],
    ["an answer too long", [{ type: "faq", items: [{ question: "Q", answer: "a".repeat(2001) }] }], "sections.0.items.0.answer"],
    ["an image and text without image", [{ type: "image_text", heading: "H", body: "B" }], "sections.0.image_id"],
    ["an image on top", [{ ...VALID.image_text, image_side: "top" }], "sections.0.image_side"],
    ["a video from elsewhere", [{ type: "video", url: "https://example.com/a.mp4", title: "T" }], "sections.0.url"],
    ["latest of four", [{ type: "latest", source: "news", count: 4 }], "sections.0.count"],
    ["latest of products", [{ type: "latest", source: "products", count: 3 }], "sections.0.source"],
    ["a field no type has", [{ type: "contact_form", colour: "red" }], "sections.0"],
  ])("refuses %s, naming the path", (_case, sections, path) => {
    expect(Object.keys(errorsOf(sections))).toContain(path);
  });

  it("takes at most 30 sections", () => {
    expect(sectionsSchema.safeParse(Array(31).fill(VALID.contact_form)).success).toBe(false);
  });

  it("reads sections from a form, each by the fields of its type", () => {
    const form = new FormData();
    form.append("title", "Why us");
    form.append("sections[0][type]", "figures");
    form.append("sections[0][items][0][value]", "25");
    form.append("sections[0][items][0][label]", "years");
    form.append("sections[0][items][1][value]", "40");
    form.append("sections[0][items][1][label]", "countries");
    form.append("sections[0][items][2][value]", "");
    form.append("sections[0][items][2][label]", "");
    form.append("sections[1][type]", "latest");
    form.append("sections[1][source]", "news");
    form.append("sections[1][count]", "3");
    form.append("sections[2][type]", "logos");
    form.append("sections[2][source]", "media");
    form.append("sections[2][media_ids]", "7");
    form.append("sections[2][media_ids]", "9");
    const parsed = parseFormData(pageSchema, form);
    expect(parsed.success && parsed.data.sections).toEqual([
      { type: "figures", heading: "", items: [{ value: "25", label: "years" }, { value: "40", label: "countries" }] },
      { type: "latest", heading: "", source: "news", count: 3 },
      { type: "logos", heading: "", source: "media", media_ids: [7, 9] },
    ]);
  });

  it("reads an empty list from the form's marker, and nothing when the form has no sections", () => {
    const marker = new FormData();
    marker.append("title", "T");
    marker.append("sections", "");
    expect(formDataToInput(pageSchema, marker)).toMatchObject({ sections: [] });
    const none = new FormData();
    none.append("title", "T");
    expect(formDataToInput(pageSchema, none)).not.toHaveProperty("sections");
  });

  it("passes an unknown type on for the schema to name", () => {
    const form = new FormData();
    form.append("title", "T");
    form.append("sections[0][type]", "carousel");
    const parsed = parseFormData(pageSchema, form);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.fieldErrors["sections.0.type"]).toEqual([expect.stringContaining("Section type must be one of")]);
  });

  it("gives the search the words of the sections, not their links or icons", () => {
    const sections = sectionsSchema.parse([VALID.hero, VALID.features, VALID.faq, VALID.video]) as Section[];
    const text = sectionsText(sections);
    expect(text).toContain("Build with us");
    expect(text).toContain("Because.");
    expect(text).toContain("Our story");
    expect(text).not.toContain("/contact-us");
    expect(text).not.toContain("shield");
  });
});
