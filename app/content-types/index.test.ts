import { CONTENT_TYPES, contentTypeOf, contentTypeOfTable, isResourceName, tagOf } from "./index";

describe("the content type declarations", () => {
  it("name each resource, table and admin screen once", () => {
    for (const key of ["resource", "table"] as const) {
      const names = CONTENT_TYPES.map((type) => type[key]);
      expect(new Set(names).size).toBe(names.length);
    }
    const screens = CONTENT_TYPES.flatMap((type) => [type.admin.list, "create" in type.admin ? type.admin.create : null]).filter(Boolean);
    expect(new Set(screens).size).toBe(screens.length);
    for (const type of CONTENT_TYPES) {
      expect(type.admin.list).toMatch(/^\/admin\/[A-Za-z-]+$/);
      expect(type.admin.edit(7)).toMatch(/^\/admin\/[A-Za-z-]+(\/7|\?edit=7)$/);
      if ("public" in type) expect(type.public.path("a-slug")).toMatch(/^\/([a-z-]+\/)?a-slug$/);
    }
  });

  it("keep the rules between the flags: trash and revisions go together, a type in the sitemap has pages of its own", () => {
    for (const type of CONTENT_TYPES) {
      expect(type.trashable).toBe(type.revisioned);
      if (type.sitemap) expect("public" in type).toBe(true);
      if ("search" in type) {
        expect(type.publishing).toBe("status");
        expect(type.search.fields.map((field) => field.column)).toContain(type.search.summary);
      }
      if ("category" in type) expect(contentTypeOfTable(type.category)?.publishing).toBe("is_published");
    }
  });

  it("finds a type only by a name it declares, never by an object's own property", () => {
    expect(contentTypeOf("news")?.table).toBe("news");
    expect(contentTypeOfTable("solution_category")?.resource).toBe("solution-categories");
    for (const name of ["constructor", "__proto__", "toString", "News", "news "]) {
      expect(contentTypeOf(name)).toBeUndefined();
      expect(contentTypeOfTable(name)).toBeUndefined();
      expect(isResourceName(name)).toBe(false);
    }
  });

  it("tags a type's rows by its table's name", () => {
    expect(tagOf(contentTypeOf("solution-categories")!)).toBe("solution-category");
  });

  it("loads each type's commands under its own resource name", async () => {
    for (const type of CONTENT_TYPES) expect((await type.commands()).name).toBe(type.resource);
  });
});
