import { isTimeZone, withZoneOffset, zonedDateTimeLocal, zoneName, zoneOffsetMinutes } from "./time-zone";

describe("site time zone", () => {
  it("knows IANA zone names and refuses others", () => {
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("America/New_York")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });

  it("gives the zone's offset at a moment, summer and winter", () => {
    expect(zoneOffsetMinutes(new Date("2026-07-01T12:00:00Z"), "Europe/Berlin")).toBe(120);
    expect(zoneOffsetMinutes(new Date("2026-01-15T12:00:00Z"), "Europe/Berlin")).toBe(60);
    expect(zoneOffsetMinutes(new Date("2026-01-15T12:00:00Z"), "America/New_York")).toBe(-300);
    expect(zoneOffsetMinutes(new Date("2026-01-15T12:00:00Z"), "Asia/Kolkata")).toBe(330);
    expect(zoneOffsetMinutes(new Date("2026-01-15T12:00:00Z"), "UTC")).toBe(0);
  });

  it("writes a moment on the zone's wall clocks, as a date field is read", () => {
    expect(zonedDateTimeLocal(new Date("2026-07-01T07:00:00Z"), "Europe/Berlin")).toBe("2026-07-01T09:00");
    expect(zonedDateTimeLocal(new Date("2026-12-31T23:30:00Z"), "Europe/Berlin")).toBe("2027-01-01T00:30");
    expect(zonedDateTimeLocal(new Date("2026-03-04T05:06:07Z"), "UTC")).toBe("2026-03-04T05:06");
  });

  it("reads a typed time on the zone's wall clocks, and leaves everything else as it was", () => {
    expect(withZoneOffset("2026-07-01T09:00", "Europe/Berlin")).toBe("2026-07-01T09:00+02:00");
    expect(withZoneOffset("2026-01-15T09:00", "Europe/Berlin")).toBe("2026-01-15T09:00+01:00");
    expect(withZoneOffset("2026-01-15 09:00:30", "America/New_York")).toBe("2026-01-15 09:00:30-05:00");
    expect(withZoneOffset("2026-01-15T09:00", "Asia/Kolkata")).toBe("2026-01-15T09:00+05:30");
    expect(withZoneOffset("2026-01-15T09:00", "UTC")).toBe("2026-01-15T09:00+00:00");
    for (const untouched of ["", "2026-07-01T09:00Z", "2026-07-01T09:00+05:00", "tomorrow", "2026-07-01"]) {
      expect(withZoneOffset(untouched, "Europe/Berlin")).toBe(untouched);
    }
  });

  it("round-trips every hour of a day the clocks change, with the rule for the skipped and doubled hours", () => {
    // Berlin, 29 March 2026: 02:00 becomes 03:00, so 02:30 does not exist.
    expect(withZoneOffset("2026-03-29T01:30", "Europe/Berlin")).toBe("2026-03-29T01:30+01:00");
    expect(withZoneOffset("2026-03-29T02:30", "Europe/Berlin")).toBe("2026-03-29T02:30+01:00");
    expect(withZoneOffset("2026-03-29T03:30", "Europe/Berlin")).toBe("2026-03-29T03:30+02:00");
    // Berlin, 25 October 2026: 03:00 becomes 02:00, so 02:30 happens twice; the first is meant.
    expect(withZoneOffset("2026-10-25T02:30", "Europe/Berlin")).toBe("2026-10-25T02:30+02:00");
    expect(withZoneOffset("2026-10-25T03:30", "Europe/Berlin")).toBe("2026-10-25T03:30+01:00");
    for (let hour = 0; hour < 24; hour++) {
      if (hour === 2) continue;
      const typed = `2026-03-29T${String(hour).padStart(2, "0")}:15`;
      expect(zonedDateTimeLocal(new Date(withZoneOffset(typed, "Europe/Berlin")), "Europe/Berlin")).toBe(typed);
    }
  });

  it("finds the right side of a clock change in zones far from UTC", () => {
    const roundTrips = (typed: string, zone: string) => zonedDateTimeLocal(new Date(withZoneOffset(typed, zone)), zone) === typed;
    // Los Angeles, 8 March 2026: 02:00 becomes 03:00 (UTC-8 to UTC-7).
    expect(withZoneOffset("2026-03-08T01:30", "America/Los_Angeles")).toBe("2026-03-08T01:30-08:00");
    expect(withZoneOffset("2026-03-08T03:30", "America/Los_Angeles")).toBe("2026-03-08T03:30-07:00");
    expect(withZoneOffset("2026-03-08T06:30", "America/Los_Angeles")).toBe("2026-03-08T06:30-07:00");
    // Los Angeles, 1 November 2026: 02:00 becomes 01:00 again; 01:30 happens twice, the first is meant.
    expect(withZoneOffset("2026-11-01T01:30", "America/Los_Angeles")).toBe("2026-11-01T01:30-07:00");
    expect(withZoneOffset("2026-11-01T03:30", "America/Los_Angeles")).toBe("2026-11-01T03:30-08:00");
    // Sydney, 4 October 2026: 02:00 becomes 03:00 (UTC+10 to UTC+11); 5 April 2026: 03:00 becomes 02:00.
    expect(withZoneOffset("2026-10-04T01:30", "Australia/Sydney")).toBe("2026-10-04T01:30+10:00");
    expect(withZoneOffset("2026-10-04T03:30", "Australia/Sydney")).toBe("2026-10-04T03:30+11:00");
    expect(withZoneOffset("2026-04-05T02:30", "Australia/Sydney")).toBe("2026-04-05T02:30+11:00");
    for (const [day, zone, skipped] of [
      ["2026-03-08", "America/Los_Angeles", 2],
      ["2026-11-01", "America/Los_Angeles", -1],
      ["2026-10-04", "Australia/Sydney", 2],
      ["2026-04-05", "Australia/Sydney", -1],
      ["2026-03-08", "America/New_York", 2],
      ["2026-11-01", "America/New_York", -1],
    ] as const) {
      for (let hour = 0; hour < 24; hour++) {
        if (hour === skipped) continue;
        const typed = `${day}T${String(hour).padStart(2, "0")}:30`;
        expect(roundTrips(typed, zone), `${typed} in ${zone}`).toBe(true);
      }
    }
  });

  it("names the zone as the dates are labelled", () => {
    expect(zoneName(new Date("2026-07-01T12:00:00Z"), "UTC")).toBe("UTC");
    expect(zoneName(new Date("2026-07-01T12:00:00Z"), "Europe/Berlin")).toBe("CEST");
    expect(zoneName(new Date("2026-01-15T12:00:00Z"), "Europe/Berlin")).toBe("CET");
  });
});
