import fc from "fast-check";
import { dateText, dayText, parseDateText, parseDayText, zonedDateText } from "./date-text";

describe("dates as editors type them", () => {
  it("writes a date and time the way the admin's lists do", () => {
    expect(dateText("2031-07-01T09:00")).toBe("1 Jul 2031, 09:00");
    expect(dateText("2026-11-24T17:45")).toBe("24 Nov 2026, 17:45");
    // Every month in three letters: British English would write "Sept".
    expect(dateText("2026-09-16T08:00")).toBe("16 Sep 2026, 08:00");
    expect(dayText("2026-09-16")).toBe("16 Sep 2026");
    expect(dateText("")).toBe("");
    // What an editor typed that is not a date stays as typed, for them to correct.
    expect(dateText("next Tuesday")).toBe("next Tuesday");
  });

  it("reads the admin's format, full month names, a 12-hour clock and a date alone", () => {
    expect(parseDateText("1 Jul 2031, 09:00")).toBe("2031-07-01T09:00");
    expect(parseDateText(" 01 July 2031 9:00 ")).toBe("2031-07-01T09:00");
    expect(parseDateText("1 Sept 2031 at 9:05 pm")).toBe("2031-09-01T21:05");
    expect(parseDateText("12 dec 2030, 12:30 am")).toBe("2030-12-12T00:30");
    expect(parseDateText("29 Feb 2028")).toBe("2028-02-29T00:00");
  });

  it("reads the ISO form that scripts and older forms send", () => {
    expect(parseDateText("2031-07-01T09:00")).toBe("2031-07-01T09:00");
    expect(parseDateText("2031-07-01 09:00:30")).toBe("2031-07-01T09:00");
    expect(parseDateText("2031-07-01")).toBe("2031-07-01T00:00");
  });

  it("refuses what is not a real date and time", () => {
    for (const text of ["", "tomorrow", "31 Jun 2031", "29 Feb 2027", "1 Ju 2031", "1 Junebug 2031", "1 Jul 2031, 24:00", "1 Jul 2031, 13:00 pm", "2031-13-01", "07/01/2031"]) {
      expect(parseDateText(text), text).toBeUndefined();
    }
  });

  it("reads back every date and time it writes", () => {
    const local = fc
      .date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("2999-12-31T23:59:00Z"), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 16));
    fc.assert(fc.property(local, (value) => parseDateText(dateText(value)) === value), { numRuns: 2000 });
  });
});

describe("the moment a date field names", () => {
  it("reads typed text on the site's clocks and takes a stored date as it is", () => {
    expect(zonedDateText("1 Jul 2031, 09:00", "Europe/Berlin")).toBe("2031-07-01T09:00+02:00");
    expect(zonedDateText("2031-01-01T09:00", "Europe/Berlin")).toBe("2031-01-01T09:00+01:00");
    expect(zonedDateText("2031-07-01T07:00:00.000Z", "Europe/Berlin")).toBe("2031-07-01T07:00:00.000Z");
    expect(zonedDateText("soon", "UTC")).toBeUndefined();
    expect(zonedDateText("2031-07-01T25:00Z", "UTC")).toBeUndefined();
  });
});

describe("days as editors type them", () => {
  it("writes and reads a day the admin's way, and takes the ISO day", () => {
    expect(dayText("2026-11-24")).toBe("24 Nov 2026");
    expect(dayText("yesterday")).toBe("yesterday");
    expect(parseDayText("24 Nov 2026")).toBe("2026-11-24");
    expect(parseDayText("2026-11-24")).toBe("2026-11-24");
    expect(parseDayText("30 Feb 2026")).toBeUndefined();
  });
});
