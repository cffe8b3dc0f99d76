import { formatDateTime } from "./format";

describe("admin dates", () => {
  const newYearsEveInLondon = new Date("2026-12-31T23:30:00Z");

  it("writes an admin date and time on the site's clocks, labelled with the zone", () => {
    expect(formatDateTime(newYearsEveInLondon, "UTC")).toBe("31 Dec 2026, 23:30 UTC");
    expect(formatDateTime(newYearsEveInLondon, "Europe/Berlin")).toBe("1 Jan 2027, 00:30 CET");
    expect(formatDateTime("2026-07-01T07:00:00Z", "Europe/Berlin")).toBe("1 Jul 2026, 09:00 CEST");
    expect(formatDateTime(undefined, "Europe/Berlin")).toBe("");
  });
});
