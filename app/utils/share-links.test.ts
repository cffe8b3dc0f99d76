import { shareLinks } from "./share-links";

describe("shareLinks", () => {
  const links = shareLinks({ url: "https://www.example.com/news-details/edge-x1?ref=a&b=c", title: "Edge X1 wins: 50% less power & more" });
  const byService = Object.fromEntries(links.map((link) => [link.service, link]));

  it("offers LinkedIn, X and email, in that order", () => {
    expect(links.map((link) => link.label)).toEqual(["LinkedIn", "X", "Email"]);
  });

  it("passes the canonical URL whole, query included, to each", () => {
    for (const link of links) {
      const url = new URL(link.href);
      const shared = link.service === "email" ? url.searchParams.get("body") : url.searchParams.get("url");
      expect(shared, link.service).toBe("https://www.example.com/news-details/edge-x1?ref=a&b=c");
    }
  });

  it("gives X and the email the title, with spaces and symbols escaped rather than read as parameters", () => {
    expect(new URL(byService.x.href).searchParams.get("text")).toBe("Edge X1 wins: 50% less power & more");
    expect(byService.email.href).toBe(
      "mailto:?subject=Edge%20X1%20wins%3A%2050%25%20less%20power%20%26%20more&body=https%3A%2F%2Fwww.example.com%2Fnews-details%2Fedge-x1%3Fref%3Da%26b%3Dc",
    );
  });

  it("sends the networks to their own share pages in a new tab, the email to the visitor's mail program", () => {
    expect(byService.linkedin.href.startsWith("https://www.linkedin.com/sharing/share-offsite/?")).toBe(true);
    expect(byService.x.href.startsWith("https://x.com/intent/post?")).toBe(true);
    expect(links.map((link) => link.newTab)).toEqual([true, true, false]);
  });
});
