import { savedItemToast } from "./__admin-screen.server";

describe("the toast after a save", () => {
  const path = (slug: string) => `/news-details/${slug}`;

  it("says the item is published and offers its live page", () => {
    const row = { title: "Harbour", slug: "harbour", status: "published", published_at: new Date(Date.now() - 60_000) };
    expect(savedItemToast(row, path, "Europe/Berlin")).toEqual({
      type: "success",
      message: "Published “Harbour”",
      link: { href: "/news-details/harbour", label: "View on site" },
    });
  });

  it("says when a scheduled item goes live, in the site's time zone, and offers its preview", () => {
    const scheduled = { title: "Harbour", slug: "harbour", status: "published", published_at: new Date("2027-01-15T08:00:00Z") };
    expect(savedItemToast(scheduled, path, "Europe/Berlin")).toEqual({
      type: "success",
      message: "Scheduled for 15 Jan 2027, 09:00 (Europe/Berlin)",
      link: { href: "/news-details/harbour?preview=1", label: "Preview" },
    });
    const summer = { ...scheduled, published_at: new Date("2027-07-15T07:00:00Z") };
    expect(savedItemToast(summer, path, "Europe/Berlin").message).toBe("Scheduled for 15 Jul 2027, 09:00 (Europe/Berlin)");
  });

  it("says a draft is saved and offers its preview", () => {
    const draft = { title: "Harbour", slug: "harbour", status: "draft", published_at: null };
    expect(savedItemToast(draft, path, "UTC")).toEqual({
      type: "success",
      message: "Draft saved",
      link: { href: "/news-details/harbour?preview=1", label: "Preview" },
    });
  });

  it("has no link for a kind without a public page", () => {
    const row = { title: "X", slug: "x", status: "published", published_at: null };
    expect(savedItemToast(row, undefined, "UTC")).toEqual({ type: "success", message: "Published “X”" });
  });
});
