import { savedItemToast } from "./__admin-screen.server";

describe("the toast after a save", () => {
  const path = (slug: string) => `/news-details/${slug}`;

  it("offers the live page of a published item", () => {
    const row = { slug: "harbour", status: "published", published_at: new Date(Date.now() - 60_000) };
    expect(savedItemToast("News article “Harbour” saved", row, path)).toEqual({
      type: "success",
      message: "News article “Harbour” saved",
      link: { href: "/news-details/harbour", label: "View on site" },
    });
  });

  it("offers the preview of a draft or a scheduled item", () => {
    const draft = { slug: "harbour", status: "draft", published_at: null };
    const scheduled = { slug: "harbour", status: "published", published_at: new Date(Date.now() + 3_600_000) };
    expect(savedItemToast("Saved", draft, path).link).toEqual({ href: "/news-details/harbour?preview=1", label: "Preview" });
    expect(savedItemToast("Saved", scheduled, path).link).toEqual({ href: "/news-details/harbour?preview=1", label: "Preview" });
  });

  it("has no link for a kind without a public page", () => {
    expect(savedItemToast("Saved", { slug: "x", status: "published", published_at: null }, undefined)).toEqual({ type: "success", message: "Saved" });
  });
});
