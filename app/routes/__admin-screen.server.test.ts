import { savedItemToast, withZonedDates } from "./__admin-screen.server";

describe("the toast after a save", () => {
  const path = (slug: string) => `/news-details/${slug}`;

  it("says the item is published and offers its live page", () => {
    const row = { title: "Harbour", slug: "harbour", status: "published", published_at: new Date(Date.now() - 60_000) };
    expect(savedItemToast(row, path, { timeZone: "Europe/Berlin" })).toEqual({
      type: "success",
      message: "Published “Harbour”",
      link: { href: "/news-details/harbour", label: "View on site" },
    });
  });

  it("says a live item that stays live is updated, and one going live again is published", () => {
    const row = { title: "Harbour", slug: "harbour", status: "published", published_at: new Date(Date.now() - 60_000) };
    expect(savedItemToast(row, path, { before: row, timeZone: "UTC" }).message).toBe("Updated “Harbour”");
    expect(savedItemToast(row, path, { before: { ...row, status: "draft" }, timeZone: "UTC" }).message).toBe("Published “Harbour”");
    const ended = { ...row, unpublish_at: new Date(Date.now() - 1_000) };
    expect(savedItemToast(row, path, { before: ended, timeZone: "UTC" }).message).toBe("Published “Harbour”");
  });

  it("says when a scheduled item goes live, in the site's time zone, and offers its preview", () => {
    const scheduled = { title: "Harbour", slug: "harbour", status: "published", published_at: new Date("2027-01-15T08:00:00Z") };
    expect(savedItemToast(scheduled, path, { timeZone: "Europe/Berlin" })).toEqual({
      type: "success",
      message: "Scheduled for 15 Jan 2027, 09:00 (Europe/Berlin)",
      link: { href: "/news-details/harbour?preview=1", label: "Preview" },
    });
    const summer = { ...scheduled, published_at: new Date("2027-07-15T07:00:00Z") };
    expect(savedItemToast(summer, path, { timeZone: "Europe/Berlin" }).message).toBe("Scheduled for 15 Jul 2027, 09:00 (Europe/Berlin)");
  });

  it("says a draft is saved and offers its preview", () => {
    const draft = { title: "Harbour", slug: "harbour", status: "draft", published_at: null };
    expect(savedItemToast(draft, path, { timeZone: "UTC" })).toEqual({
      type: "success",
      message: "Draft saved",
      link: { href: "/news-details/harbour?preview=1", label: "Preview" },
    });
  });

  it("has no link for a kind without a public page", () => {
    const row = { title: "X", slug: "x", status: "published", published_at: null };
    expect(savedItemToast(row, undefined, { timeZone: "UTC" })).toEqual({ type: "success", message: "Published “X”" });
  });
});

describe("the publish date as posted, read in the site's time zone", () => {
  const read = (value: string, timeZone = "Europe/Berlin") => {
    const form = new FormData();
    form.set("published_at", value);
    return withZonedDates(form, timeZone).get("published_at");
  };
  const moment = (value: string) => new Date(String(read(value))).toISOString();

  it("takes the picker's value and the older typed format alike", () => {
    expect(moment("2027-01-15T09:00")).toBe("2027-01-15T08:00:00.000Z");
    expect(moment("15 Jan 2027, 09:00")).toBe("2027-01-15T08:00:00.000Z");
    expect(moment("2027-07-15T09:00")).toBe("2027-07-15T07:00:00.000Z");
    expect(moment("15 July 2027 at 9:00 am")).toBe("2027-07-15T07:00:00.000Z");
    expect(read("2027-01-15T09:00", "UTC")).toBe("2027-01-15T09:00+00:00");
  });

  it("reads the hours around Berlin's clock changes: the skipped hour on winter time, the doubled hour as its first", () => {
    // 28 Mar 2027: 02:00 CET jumps to 03:00 CEST.
    expect(moment("2027-03-28T01:59")).toBe("2027-03-28T00:59:00.000Z");
    expect(moment("2027-03-28T02:30")).toBe("2027-03-28T01:30:00.000Z");
    expect(moment("2027-03-28T03:00")).toBe("2027-03-28T01:00:00.000Z");
    // 31 Oct 2027: 03:00 CEST goes back to 02:00 CET, so 02:30 happens twice.
    expect(moment("2027-10-31T02:30")).toBe("2027-10-31T00:30:00.000Z");
    expect(moment("31 Oct 2027, 03:30")).toBe("2027-10-31T02:30:00.000Z");
  });

  it("leaves text that is no date as it was, for the schema to refuse", () => {
    expect(read("next Tuesday")).toBe("next Tuesday");
    expect(read("31 Jun 2027, 09:00")).toBe("31 Jun 2027, 09:00");
  });
});
