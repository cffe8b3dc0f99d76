import { parseFormData, parseJson } from "./parse";
import { SETTING_DEFAULTS, SETTING_NAMES, isSettingName, settingSchemas } from "./settings";

describe("setting schemas", () => {
  it("has one schema and one default per setting name", () => {
    expect(SETTING_NAMES).toEqual(["profile", "social", "hero", "counter", "hero_video", "company_pdf", "site"]);
    expect(Object.keys(SETTING_DEFAULTS)).toEqual(SETTING_NAMES);
    expect(isSettingName("profile")).toBe(true);
    expect(isSettingName("toString")).toBe(false);
  });

  it("requires login for details by default", () => {
    expect(SETTING_DEFAULTS.site.require_login_for_details).toBe(true);
  });

  it("profile: company name, email and logo", () => {
    const result = parseJson(settingSchemas.profile, { company_name: "", email: "nope", logo_id: "3" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.fieldErrors).toEqual({
        company_name: ["Company name is required"],
        email: ["Email must be a valid email address"],
        logo_id: ["Logo must be an item of the media library"],
      });
    }
  });

  it("profile: a theme colour as #rrggbb, dark enough for white text, or empty for the built-in one", () => {
    expect(parseJson(settingSchemas.profile, { theme_color: " #0B5CAD " })).toEqual({ success: true, data: { theme_color: "#0b5cad" } });
    expect(parseJson(settingSchemas.profile, { theme_color: "" })).toEqual({ success: true, data: { theme_color: "" } });
    for (const [value, message] of [
      ["blue", "Theme colour must be a colour such as #0b5cad"],
      ["#fff", "Theme colour must be a colour such as #0b5cad"],
      [12, "Theme colour must be a colour such as #0b5cad"],
      ["#8899aa", "Theme colour is too light: white text on it has a contrast of 2.9:1, and needs 4.5:1"],
    ] as const) {
      const result = parseJson(settingSchemas.profile, { theme_color: value });
      expect(result.success ? null : result.fieldErrors.theme_color, String(value)).toEqual([message]);
    }
  });

  it("social: http(s) links or empty", () => {
    expect(parseJson(settingSchemas.social, { facebook: "", linkedin: "https://linkedin.com/company/x" }).success).toBe(true);
    const result = parseJson(settingSchemas.social, { x: "javascript:alert(1)" });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.fieldErrors).toEqual({ x: ["X must start with http:// or https://"] });
  });

  it("hero: the call-to-action link follows the link rule", () => {
    const result = parseJson(settingSchemas.hero, { title: "Hi", cta_url: "data:x" });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.fieldErrors).toEqual({ cta_url: ["Button link must start with http://, https://, mailto:, tel: or /"] });
  });

  it("counter: at most 8 items of numbers of 0 or more, with at most 2 decimals", () => {
    const item = { label: "Clients", value: 10, suffix: "+" };
    expect(parseJson(settingSchemas.counter, { items: Array(8).fill(item) }).success).toBe(true);
    const tooMany = parseJson(settingSchemas.counter, { items: Array(9).fill(item) });
    expect(tooMany.success).toBe(false);
    if (!tooMany.success) expect(tooMany.fieldErrors).toEqual({ items: ["Counter may have at most 8 items"] });
    expect(parseJson(settingSchemas.counter, { items: [{ label: "Uptime", value: 99.98, suffix: "%" }] }).success).toBe(true);
    const bad = parseJson(settingSchemas.counter, { items: [{ label: "", value: 1.555 }] });
    expect(bad.success).toBe(false);
    if (!bad.success) {
      expect(bad.fieldErrors).toEqual({
        "items.0.label": ["Label is required"],
        "items.0.value": ["Value must be a number of 0 or more, with at most 2 decimals"],
      });
    }
  });

  it("hero video: YouTube, Vimeo or mp4", () => {
    expect(parseJson(settingSchemas.hero_video, { video_url: "https://youtu.be/dQw4w9WgXcQ", poster_id: 2 }).success).toBe(true);
    const result = parseJson(settingSchemas.hero_video, { video_url: "https://example.com/page" });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.fieldErrors).toEqual({ video_url: ["Video URL must be a YouTube, Vimeo or MP4 link"] });
  });

  it("site: an unchecked box is false in a form", () => {
    const form = new FormData();
    form.append("default_seo_description", "We build things");
    expect(parseFormData(settingSchemas.site, form)).toEqual({
      success: true,
      data: { require_login_for_details: false, default_seo_description: "We build things" },
    });
  });

  it("company PDF: a media id and a title", () => {
    expect(parseJson(settingSchemas.company_pdf, { media_id: 9, title: "Company profile" })).toEqual({
      success: true,
      data: { media_id: 9, title: "Company profile" },
    });
  });
});
