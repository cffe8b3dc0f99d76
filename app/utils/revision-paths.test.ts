import { CONTENT_TYPES, revisionedTypes } from "~/content-types";
import { editPathOf, resourceNoun } from "./revision-paths";

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
