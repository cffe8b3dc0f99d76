import { CONTENT_TYPES, tagOf } from "~/content-types";
import { tagsOfWrite } from "./command.server";

describe("the cache tags of a write", () => {
  it("name the type and the record, and the frame where the type's declaration says the frame shows it", () => {
    for (const type of CONTENT_TYPES) {
      const tag = tagOf(type);
      expect(tagsOfWrite(type.table, 7), type.table).toEqual(type.inLayout ? [tag, `${tag}:7`, "layout"] : [tag, `${tag}:7`]);
    }
  });

  it("change the frame for the same types as before, and for every setting", () => {
    const inFrame = CONTENT_TYPES.filter((type) => tagsOfWrite(type.table, 1).includes("layout")).map(tagOf);
    expect(inFrame.sort()).toEqual(["media", "page", "product-category", "solution-category"]);
    expect(tagsOfWrite("solution_category", 3)).toEqual(["solution-category", "solution-category:3", "layout"]);
    expect(tagsOfWrite("news", 42)).toEqual(["news", "news:42"]);
    expect(tagsOfWrite("setting", "site")).toEqual(["settings", "settings:site", "layout"]);
    expect(tagsOfWrite("redirect", 5)).toEqual(["redirect", "redirect:5"]);
  });
});
