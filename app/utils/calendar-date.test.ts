import { formatCalendarDate, isExpired, todayIn } from "./calendar-date";

describe("calendar dates", () => {
  it("are written as a day, a short month and a year", () => {
    expect(formatCalendarDate("2028-03-14")).toBe("14 Mar 2028");
    expect(formatCalendarDate("2029-09-01")).toBe("1 Sep 2029");
  });

  it("count today in the company's zone, and expire the day after the last valid one", () => {
    const lateInLondon = new Date("2026-11-28T23:30:00Z");
    expect(todayIn("Europe/London", lateInLondon)).toBe("2026-11-28");
    expect(todayIn("Europe/Berlin", lateInLondon)).toBe("2026-11-29");
    expect(isExpired("2026-11-28", "2026-11-28")).toBe(false);
    expect(isExpired("2026-11-28", "2026-11-29")).toBe(true);
    expect(isExpired(null, "2026-11-29")).toBe(false);
  });
});
