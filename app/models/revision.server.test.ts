import { CONTENT_TYPES } from "~/content-types";
import { isRevisionedTable, REVISIONED_RESOURCES, REVISIONED_TABLES, tableOfResource } from "./revision.server";

describe("the revisioned tables", () => {
  it("are the declared types that say so, and the settings", () => {
    for (const type of CONTENT_TYPES) {
      expect(isRevisionedTable(type.table)).toBe(type.revisioned);
      expect(tableOfResource(type.resource)).toBe(type.revisioned ? type.table : undefined);
    }
    expect(REVISIONED_TABLES.setting).toBe("settings");
    expect(tableOfResource("settings")).toBe("setting");
    expect(REVISIONED_RESOURCES).toEqual([...CONTENT_TYPES.filter((type) => type.revisioned).map((type) => type.resource), "settings"]);
  });

  it("find only a declared name, never an object's own property", () => {
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty", "Solutions"]) {
      expect(isRevisionedTable(name)).toBe(false);
      expect(tableOfResource(name)).toBeUndefined();
    }
  });
});
