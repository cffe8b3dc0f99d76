import { SECTION_TYPES } from "./sections";
import { applySectionIntent, draftsFromForm, draftsFromValues, newSectionDraft, readSectionIntent, sectionIntentValue } from "./section-drafts";

const A = { type: "contact_form", heading: "A" };
const B = { type: "contact_form", heading: "B" };
const C = { type: "contact_form", heading: "C" };

describe("section drafts", () => {
  it("reads the pressed button among the form's intents", () => {
    expect(readSectionIntent(["update", "section-up:2"])).toEqual({ action: "up", index: 2 });
    expect(readSectionIntent(["update", "section-add:faq"])).toEqual({ action: "add", type: "faq" });
    expect(readSectionIntent(["update"])).toBeUndefined();
    expect(readSectionIntent(["section-add:carousel", "section-remove:x"])).toBeUndefined();
    expect(readSectionIntent([sectionIntentValue({ action: "remove", index: 4 })])).toEqual({ action: "remove", index: 4 });
  });

  it("adds, moves and removes, leaving the list alone when the index is stale", () => {
    expect(applySectionIntent([A, B, C], { action: "up", index: 1 })).toEqual([B, A, C]);
    expect(applySectionIntent([A, B, C], { action: "down", index: 1 })).toEqual([A, C, B]);
    expect(applySectionIntent([A, B, C], { action: "up", index: 0 })).toEqual([A, B, C]);
    expect(applySectionIntent([A, B, C], { action: "down", index: 2 })).toEqual([A, B, C]);
    expect(applySectionIntent([A, B, C], { action: "remove", index: 1 })).toEqual([A, C]);
    expect(applySectionIntent([A, B], { action: "remove", index: 7 })).toEqual([A, B]);
    expect(applySectionIntent([A], { action: "add", type: "latest" })).toEqual([A, { type: "latest", heading: "", source: "news", count: 3 }]);
  });

  it.each(SECTION_TYPES)("starts a new %s section with the fields of its type", (type) => {
    expect(newSectionDraft(type).type).toBe(type);
  });

  it("keeps what was typed, invalid or not, and reads posted values back the same way", () => {
    const form = new FormData();
    form.append("title", "T");
    form.append("sections[0][type]", "figures");
    form.append("sections[0][items][0][value]", "abc");
    form.append("sections[0][items][0][label]", "");
    form.append("sections[1][type]", "latest");
    form.append("sections[1][count]", "9");
    const drafts = draftsFromForm(form);
    expect(drafts).toEqual([
      { type: "figures", items: [{ value: "abc", label: "" }] },
      { type: "latest", count: 9 },
    ]);
    expect(draftsFromValues({ title: "T", "sections[0][type]": "figures", "sections[0][items][0][value]": "abc", "sections[0][items][0][label]": "", "sections[1][type]": "latest", "sections[1][count]": "9" })).toEqual(drafts);
  });
});
