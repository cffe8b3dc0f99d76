import { absoluteUrl, errorMeta, fullTitle, metaDescription, openingText, sectionHeadings, seoMeta, siteSeoFrom, type SiteSeo } from "./seo";

const site: SiteSeo = { name: "Northwind Systems", origin: "https://www.example.com", defaultDescription: "Industrial technology." };

function tag(tags: ReturnType<typeof seoMeta>, key: string, value: string) {
  return tags.find((entry) => (entry as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
}

describe("seoMeta", () => {
  it("gives a page its title, description, canonical link and OpenGraph tags", () => {
    const tags = seoMeta(site, {
      title: "Cloud Migration",
      description: "Plan and execute a low-risk move.",
      path: "/solution-details/cloud-migration",
      image: "/media/4/cloud.jpg?w=1600",
      imageAlt: "A data centre",
    });
    expect(tags).toContainEqual({ title: "Cloud Migration | Northwind Systems" });
    expect(tag(tags, "name", "description")?.content).toBe("Plan and execute a low-risk move.");
    expect(tag(tags, "rel", "canonical")).toEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://www.example.com/solution-details/cloud-migration",
    });
    expect(tag(tags, "property", "og:title")?.content).toBe("Cloud Migration | Northwind Systems");
    expect(tag(tags, "property", "og:url")?.content).toBe("https://www.example.com/solution-details/cloud-migration");
    expect(tag(tags, "property", "og:type")?.content).toBe("website");
    expect(tag(tags, "property", "og:image")?.content).toBe("https://www.example.com/media/4/cloud.jpg?w=1600");
    expect(tag(tags, "property", "og:image:alt")?.content).toBe("A data centre");
    expect(tag(tags, "name", "robots")).toBeUndefined();
  });

  it("falls back to the site's default description, and leaves og:image out without an image", () => {
    const tags = seoMeta(site, { title: "News", path: "/news", type: "article", noindex: true });
    expect(tag(tags, "name", "description")?.content).toBe("Industrial technology.");
    expect(tag(tags, "property", "og:type")?.content).toBe("article");
    expect(tag(tags, "property", "og:image")).toBeUndefined();
    expect(tag(tags, "name", "robots")?.content).toBe("noindex");
  });

  it("keeps a title that already names the site, and names the site alone for an empty title", () => {
    expect(fullTitle("Cloud Migration | Northwind Systems", "Northwind Systems")).toBe("Cloud Migration | Northwind Systems");
    expect(fullTitle("", "Northwind Systems")).toBe("Northwind Systems");
    expect(fullTitle("About", "")).toBe("About");
  });

  it("cuts long descriptions at a word within 160 characters", () => {
    const long = `${"word ".repeat(60)}end`;
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("word…")).toBe(true);
    expect(metaDescription("  spaced \n  out  ")).toBe("spaced out");
  });

  it("makes URLs absolute and leaves absolute ones alone", () => {
    expect(absoluteUrl("https://a.example", "/x?y=1")).toBe("https://a.example/x?y=1");
    expect(absoluteUrl("https://a.example", "https://cdn.example/i.png")).toBe("https://cdn.example/i.png");
  });

  it("reads the site from the public layout's match, and marks error pages noindex", () => {
    expect(siteSeoFrom([{ id: "root" }, { id: "routes/_public", data: { seo: site } }])).toMatchObject(site);
    expect(siteSeoFrom([{ id: "root" }])).toBeUndefined();
    expect(errorMeta(site)).toEqual([{ title: "Page not found | Northwind Systems" }, { name: "robots", content: "noindex" }]);
  });

  it("titles an error page in the language of its address, from the root's words", () => {
    const root = { id: "root", data: { locales: ["en", "de"], words: { de: { "error.notFound.title": "Seite nicht gefunden" }, en: {} } } };
    const german = siteSeoFrom([root, { id: "routes/_public", data: { seo: site } }, { id: "routes/_public.$lang.$slug", pathname: "/de/fehlt" }]);
    expect(errorMeta(german)[0]).toEqual({ title: "Seite nicht gefunden | Northwind Systems" });
    const english = siteSeoFrom([root, { id: "routes/_public", data: { seo: site } }, { id: "routes/_public.$slug", pathname: "/fehlt" }]);
    expect(errorMeta(english)[0]).toEqual({ title: "Page not found | Northwind Systems" });
  });
});

describe("sectionHeadings", () => {
  it("names a body's sections by their h2s, as plain text, and no more than asked", () => {
    const body = '<p>Intro</p><h2 id="a">Overview</h2><p>Text</p><h3>Detail</h3><h2>Key <em>features</em> &amp; limits</h2><h2>  </h2><h2>Specifications</h2>';
    expect(sectionHeadings(body)).toEqual(["Overview", "Key features & limits", "Specifications"]);
    expect(sectionHeadings(body, 2)).toEqual(["Overview", "Key features & limits"]);
    expect(sectionHeadings("<p>No headings</p>")).toEqual([]);
  });
});

describe("openingText", () => {
  it("reads a body's opening words as sentences: a heading ends as one, entities and tags are gone", () => {
    expect(openingText("<h2>Overview</h2><p>A fanless gateway &amp; its <strong>sensors</strong>.</p><ul><li>8 GB of RAM</li></ul>")).toBe(
      "Overview. A fanless gateway & its sensors. 8 GB of RAM.",
    );
  });

  it("cuts a long body within the description's length, at a word", () => {
    const text = openingText(`<p>${"word ".repeat(100)}</p>`);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/word…$/);
    expect(openingText("")).toBe("");
  });
});
