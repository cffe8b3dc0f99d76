import { CONTENT_TYPES } from "~/content-types";
import { can, revisionArea } from "./permissions";

/** The permission table reads the content type declarations: a newly declared type is an area. */

it("makes each declared type an area of its own, open to admins and editors, and never to customers", () => {
  for (const type of CONTENT_TYPES) {
    expect(can("admin", type.resource)).toBe(true);
    expect(can("editor", type.resource)).toBe(true);
    expect(can("customer", type.resource)).toBe(false);
    expect(revisionArea({ resource: type.resource, recordId: "1" })).toBe(type.resource);
  }
  expect(can("editor", "users")).toBe(false);
  expect(can("editor", "settings.hero")).toBe(true);
});
