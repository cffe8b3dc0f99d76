import { isSafeLink, isWebUrl, parseVideoLink } from "./links";

describe("isSafeLink", () => {
  it.each(["https://example.com", "http://example.com/a?b=1", "mailto:info@example.com", "tel:+123", "/contact-us", "/"])(
    "accepts %s",
    (value) => expect(isSafeLink(value)).toBe(true),
  );

  it.each([
    "javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,x", "vbscript:x", "//evil.example", "/\\evil.example",
    "contact-us", "#top", "ftp://example.com", "https://exa mple.com", "java\tscript:alert(1)", "/a\nb", "",
  ])("refuses %j", (value) => expect(isSafeLink(value)).toBe(false));
});

describe("isWebUrl", () => {
  it("accepts absolute http(s) URLs only", () => {
    expect(isWebUrl("https://www.linkedin.com/company/x")).toBe(true);
    expect(isWebUrl("HTTP://example.com")).toBe(true);
    expect(isWebUrl("https://")).toBe(false);
    expect(isWebUrl("/relative")).toBe(false);
    expect(isWebUrl("mailto:a@b.c")).toBe(false);
    expect(isWebUrl("javascript:alert(1)//https://x")).toBe(false);
  });
});

describe("parseVideoLink", () => {
  it("reads YouTube links as privacy-friendly embeds", () => {
    const embed = { kind: "youtube", id: "dQw4w9WgXcQ", embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" };
    expect(parseVideoLink("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toEqual(embed);
    expect(parseVideoLink("https://youtu.be/dQw4w9WgXcQ")).toEqual(embed);
    expect(parseVideoLink("https://www.youtube.com/embed/dQw4w9WgXcQ")).toEqual(embed);
    expect(parseVideoLink("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ")).toEqual(embed);
  });

  it("reads Vimeo links", () => {
    const embed = { kind: "vimeo", id: "76979871", embedUrl: "https://player.vimeo.com/video/76979871" };
    expect(parseVideoLink("https://vimeo.com/76979871")).toEqual(embed);
    expect(parseVideoLink("https://player.vimeo.com/video/76979871")).toEqual(embed);
  });

  it("reads direct mp4 files", () => {
    expect(parseVideoLink("https://cdn.example.com/intro.MP4")).toEqual({ kind: "mp4", url: "https://cdn.example.com/intro.MP4" });
  });

  it.each([
    "https://www.youtube.com/watch?v=<script>",
    "https://www.youtube.com/channel/x",
    "https://vimeo.com/about",
    "https://example.com/video.webm",
    "javascript:alert(1)",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
  ])("refuses %s", (value) => expect(parseVideoLink(value)).toBeUndefined());
});
