import { CONTENT_TYPES, revisionedTypes } from "~/content-types";
import { changesInWords, editPathOf, resourceNoun } from "./revision-paths";

/** The history's links read the content type declarations: a newly declared type with revisions has them. */

it("finds the edit screen and the name of each type with revisions, and of a setting", () => {
  for (const type of revisionedTypes()) {
    expect(editPathOf(type.resource, 5)).toBe(type.admin.edit(5));
    expect(resourceNoun(type.resource)).toBe(type.Noun);
  }
  for (const type of CONTENT_TYPES.filter((candidate) => !candidate.revisioned)) expect(editPathOf(type.resource, 5)).toBeUndefined();
  expect(editPathOf("settings", "company_pdf")).toBe("/admin/CompanyPDF");
  expect(resourceNoun("settings")).toBe("Setting");
});

it("says what a save changed in a sentence, keeping abbreviations and section names as they are", () => {
  expect(changesInWords(["body"])).toBe("Changed the body.");
  expect(changesInWords(["title", "body"])).toBe("Changed the title and body.");
  expect(changesInWords(["title", "seo_title", "category_id"])).toBe("Changed the title, SEO title and category.");
  expect(changesInWords(["title", "Section 1: FAQ"])).toBe("Changed the title and section 1 (FAQ).");
  expect(changesInWords(["status", "published_at", "unpublish_at"])).toBe("Changed the status, publish date and unpublish date.");
});
