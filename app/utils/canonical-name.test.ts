import { canonicalName } from "./canonical-name";
import { can, revisionArea, type Area } from "./permissions";
import { editPathOf, resourceNoun } from "./revision-paths";

const NAMES = ["settings", "solutions", "hero_video"] as const;

describe("canonicalName", () => {
  it("answers the known name in any letter case", () => {
    expect(canonicalName("settings", NAMES)).toBe("settings");
    expect(canonicalName("Settings", NAMES)).toBe("settings");
    expect(canonicalName("SOLUTIONS", NAMES)).toBe("solutions");
    expect(canonicalName("Hero_Video", NAMES)).toBe("hero_video");
  });

  it("does not decode again what Remix decoded once", () => {
    expect(canonicalName("%53ettings", NAMES)).toBeUndefined();
    expect(canonicalName("%73ettings", NAMES)).toBeUndefined();
  });

  it("folds A–Z only, not letters that lower-case into them", () => {
    // U+212A KELVIN SIGN lower-cases to "k"; U+0130 to "i" and a dot.
    expect(canonicalName("\u212Aey", ["key"])).toBeUndefined();
    expect(canonicalName("\u0130d", ["id"])).toBeUndefined();
  });

  it("knows nothing of an object's prototype", () => {
    for (const word of ["constructor", "__proto__", "toString", "hasOwnProperty", "", undefined]) {
      expect(canonicalName(word, NAMES)).toBeUndefined();
    }
  });
});

describe("tables read with names from a request", () => {
  const inherited = ["constructor", "__proto__", "toString", "valueOf"];

  it("give no area to an inherited name", () => {
    for (const name of inherited) {
      expect(can("admin", name as Area)).toBe(false);
      expect(revisionArea({ resource: name, recordId: "1" })).toBe("revisions");
      expect(revisionArea({ resource: "settings", recordId: name })).toBe("revisions");
    }
    expect(revisionArea({ resource: "settings", recordId: "site" })).toBe("settings.site");
  });

  it("give no edit path or noun to an inherited name", () => {
    for (const name of inherited) {
      expect(editPathOf(name, 1)).toBeUndefined();
      expect(resourceNoun(name)).toBe(name);
      expect(editPathOf("settings", name)).toBe("/admin/setting");
    }
    expect(editPathOf("settings", "hero_video")).toBe("/admin/hero-video");
  });
});
