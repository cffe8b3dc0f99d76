import { renderNewsFeed, withAbsoluteLinks } from "./news-feed.server";

const SITE = { name: "Northwind", description: "News from Northwind", origin: "https://www.northwind.example", language: "en" };

describe("withAbsoluteLinks", () => {
  it("gives the site's paths in links and images the site's address, and leaves other addresses alone", () => {
    const html =
      '<p><a href="/contact-us">us</a> <a href="https://other.example/x">there</a> <a href="mailto:a@b.example">mail</a> ' +
      '<a href="//cdn.example/y">cdn</a></p><figure><img src="/media/3/plan.png" alt="A plan"></figure>';
    expect(withAbsoluteLinks(html, SITE.origin)).toBe(
      '<p><a href="https://www.northwind.example/contact-us">us</a> <a href="https://other.example/x">there</a> ' +
        '<a href="mailto:a@b.example">mail</a> <a href="//cdn.example/y">cdn</a></p>' +
        '<figure><img src="https://www.northwind.example/media/3/plan.png" alt="A plan"></figure>',
    );
  });
});

describe("renderNewsFeed", () => {
  const article = {
    title: "Our new centre",
    href: "/news-details/our-new-centre",
    excerpt: "We opened it.",
    body: '<p>Visit <a href="/contact-us">us</a>.</p>',
    published_at: new Date("2027-01-15T08:00:00Z"),
    updated_at: new Date("2027-01-16T09:30:00Z"),
    image: null,
  };

  it("writes the body with absolute links in every format", () => {
    for (const format of ["rss", "atom", "json"] as const) {
      const text = renderNewsFeed(format, SITE, [article]);
      expect(text).toContain("https://www.northwind.example/contact-us");
      expect(text).not.toContain('href="/contact-us"');
    }
  });

  it("dates an empty feed and still names the site as its author", () => {
    const atom = renderNewsFeed("atom", SITE, []);
    expect(atom).toMatch(/<updated>\d{4}-\d{2}-\d{2}T/);
    expect(atom).toContain("<name>Northwind</name>");
    expect(JSON.parse(renderNewsFeed("json", SITE, [])).items).toEqual([]);
  });

  it("dates a feed by its latest change", () => {
    const older = { ...article, href: "/news-details/older", updated_at: new Date("2026-12-01T00:00:00Z") };
    expect(renderNewsFeed("atom", SITE, [older, article])).toContain("<updated>2027-01-16T09:30:00.000Z</updated>");
  });
});
