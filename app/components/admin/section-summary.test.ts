import { sectionSummary } from "./section-summary";

describe("a folded section's summary line", () => {
  it("reads its heading and what it holds, the form's spare empty rows not counted", () => {
    expect(sectionSummary({ type: "faq", heading: "Questions we are asked", items: [{ question: "Why?", answer: "Because." }, { question: "How?", answer: "So." }, { question: "", answer: "" }] })).toBe(
      "Questions we are asked · 2 questions",
    );
    expect(sectionSummary({ type: "features", heading: "What you get", items: [{ icon: "shield", title: "Safe", text: "" }] })).toBe("What you get · 1 feature");
    expect(sectionSummary({ type: "figures", heading: "", items: [{ value: "25", label: "years" }, { value: "40+", label: "countries" }] })).toBe("No heading yet · 25 years, 40+ countries");
    // The figures' words are shortened with the heading, to the one line.
    const figures = sectionSummary({ type: "figures", heading: "In numbers", items: Array.from({ length: 6 }, () => ({ value: "99.98%", label: "uptime of the monitoring platform" })) });
    expect(figures).toMatch(/^In numbers · 99\.98% uptime of the monitoring platform, 99\.98% uptime.*…$/);
    expect(figures.length).toBe(80);
    expect(sectionSummary({ type: "latest", heading: "Stories", source: "customer-stories", count: 6 })).toBe("Stories · 6 latest customer stories");
    expect(sectionSummary({ type: "cta", heading: "See it", text: "", button: { label: "Book a demo", url: "/contact-us" } })).toBe("See it · button: Book a demo");
    expect(sectionSummary({ type: "logos", heading: "Certified", source: "media", media_ids: ["3", "4"] })).toBe("Certified · 2 pictures");
    expect(sectionSummary({ type: "logos", heading: "Certified", source: "certificates" })).toBe("Certified · the certificates’ logos");
  });

  it("takes a written body's first block as plain words, shortened to a line", () => {
    expect(sectionSummary({ type: "quote", text: "<p>They <em>answered</em> within the hour.</p><p>Always.</p>", person: "Ann", role: "CTO" })).toBe(
      "They answered within the hour. · Ann, CTO",
    );
    const long = sectionSummary({ type: "rich_text", body: `<h2>${"word ".repeat(40)}</h2>` });
    expect(long.length).toBe(80);
    expect(long.endsWith("…")).toBe(true);
  });

  it("says so when nothing is written, and names the contact form's default heading", () => {
    expect(sectionSummary({ type: "video", url: "", title: "" })).toBe("No heading yet");
    expect(sectionSummary({ type: "contact_form", heading: "" })).toBe("Send us a message");
    expect(sectionSummary({ type: "faq", heading: "", items: [] })).toBe("No heading yet · no questions yet");
  });
});
