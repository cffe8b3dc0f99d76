import { CONTENT_TYPES, contentTypeOf, contentTypeOfTable } from "~/content-types";
import { ADMIN_CMS_NAV, ADMIN_NAV, ADMIN_SECTIONS, currentPlace, visibleTo } from "./admin-nav";
import { CATALOG_SCREENS } from "./catalog-screens";
import { HERO_CONTENT_SCREENS, NEWS_SCREENS, PAGE_SCREENS, SLIDE_SCREENS } from "./editorial-screens";

/** The sidebar and the screens' words read the content type declarations: a newly declared type is in them as it says. */

describe("the sidebar's content entries", () => {
  it("give each declared type one entry, in its group, in the declarations' order, for every staff role", () => {
    const section = (heading: string) => ADMIN_SECTIONS.find((entry) => entry.heading === heading)!.items;
    const groups = { main: ADMIN_NAV, cms: ADMIN_CMS_NAV, home: section("Home page"), content: section("Content"), site: section("Site") };
    for (const [group, items] of Object.entries(groups)) {
      const declared = CONTENT_TYPES.filter((type) => type.admin.nav.group === group);
      const entries = items.filter((item) => declared.some((type) => type.resource === item.area));
      expect(entries.map((item) => [item.label, item.to])).toEqual(declared.map((type) => [type.admin.nav.label, type.admin.list]));
      for (const role of ["admin", "editor"] as const) expect(visibleTo(role, entries)).toEqual(entries);
    }
  });

  it("name a type's create and edit screens with its noun, under its entry", () => {
    for (const type of CONTENT_TYPES) {
      if (!("create" in type.admin)) continue;
      expect(currentPlace(type.admin.create)).toEqual({ section: type.admin.nav.label, page: `Add ${type.noun}`, sectionHref: type.admin.list });
      expect(currentPlace(type.admin.edit(12))).toEqual({ section: type.admin.nav.label, page: `Edit ${type.noun}`, sectionHref: type.admin.list });
    }
    expect(currentPlace("/admin/mail-details/4")).toEqual({ section: "Customer Mail", page: "Message", sectionHref: "/admin/customer-mail" });
  });

  it("put an item's history, and a version of it, under its type's entry", () => {
    for (const type of CONTENT_TYPES) {
      if (type.resource === "contact-messages") continue;
      expect(currentPlace(`/admin/revisions/${type.resource}/12`)).toEqual({ section: type.admin.nav.label, page: "History", sectionHref: type.admin.list });
      expect(currentPlace(`/admin/revisions/${type.resource}/12/40`)).toEqual({ section: type.admin.nav.label, page: "History", sectionHref: type.admin.list });
    }
    expect(currentPlace("/admin/setting/translation")).toEqual({ section: "Settings", page: "Company profile translation", sectionHref: "/admin/setting" });
  });

  it("keep the site's first entries and CMS group as they always were, and head every screen added since", () => {
    expect([...ADMIN_NAV, ...ADMIN_CMS_NAV].map((item) => item.label)).toEqual([
      "Dashboard", "Solution Category", "Solutions", "Certificate", "Product Category", "Products", "Custom Pages",
      "Home Slider", "News", "Settings",
    ]);
    expect(ADMIN_SECTIONS.map((section) => [section.heading, section.items.map((item) => item.label)])).toEqual([
      ["Site", ["Customer Mail", "Content Health", "Redirects"]],
      ["Home page", ["Overview", "Hero Contents", "Hero Video"]],
      ["Content", ["Customer Stories", "Media Library", "Company PDF", "Trash"]],
      ["Team", ["Users", "My Account"]],
      ["System", ["Audit Log", "API Keys", "Webhooks", "Backups"]],
    ]);
    // Only the seldom-visited setup is folded away.
    expect(ADMIN_SECTIONS.filter((section) => section.folded).map((section) => section.heading)).toEqual(["System"]);
  });
});

describe("the editorial and catalog screens", () => {
  it("take their words and addresses from their type's declaration", () => {
    for (const screens of [NEWS_SCREENS, PAGE_SCREENS, SLIDE_SCREENS, HERO_CONTENT_SCREENS, ...Object.values(CATALOG_SCREENS)]) {
      const type = contentTypeOf(screens.resource)!;
      expect([screens.noun, screens.Noun, screens.plural, screens.listPath, screens.editPath(3)]).toEqual([type.noun, type.Noun, type.plural, type.admin.list, type.admin.edit(3)]);
      expect(screens.createPath).toBe("create" in type.admin ? type.admin.create : undefined);
      expect(screens.publishing).toBe(type.publishing);
      expect(screens.publicPath?.("a-slug")).toBe("public" in type ? type.public.path("a-slug") : undefined);
    }
    for (const screens of Object.values(CATALOG_SCREENS)) {
      const type = contentTypeOf(screens.resource)!;
      const category = contentTypeOfTable("category" in type ? type.category : "")!;
      expect(screens.kind).toBe(type.table);
      expect(screens.category).toEqual({ noun: category.noun, Noun: category.Noun, plural: category.plural, path: category.admin.list, itemNoun: { one: type.noun, many: type.plural.toLowerCase() } });
    }
  });
});
