import { formatDate, isoDate } from "./format";

describe("dates as pages write them", () => {
  const newYearsEveInLondon = new Date("2026-12-31T23:30:00Z");

  it("writes a public date on the site's calendar", () => {
    expect(formatDate(newYearsEveInLondon, "UTC")).toBe("31 December 2026");
    expect(formatDate(newYearsEveInLondon, "Europe/Berlin")).toBe("1 January 2027");
    expect(formatDate(newYearsEveInLondon.toISOString(), "America/New_York")).toBe("31 December 2026");
    expect(formatDate(null, "UTC")).toBe("");
    expect(formatDate("not a date", "UTC")).toBe("");
    // The machine-readable form is the moment itself, whatever the zone.
    expect(isoDate(newYearsEveInLondon)).toBe("2026-12-31T23:30:00.000Z");
  });
});
