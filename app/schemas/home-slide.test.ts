import { homeSlideSchema } from "./home-slide";
import { parseJson } from "./parse";

describe("home slide schema", () => {
  it("accepts a slide with a button to a site page", () => {
    const input = { title: "Welcome", image_id: 1, button_label: "Contact", button_url: "/contact-us", is_published: true };
    expect(parseJson(homeSlideSchema, input)).toEqual({ success: true, data: input });
  });

  it("names its rules", () => {
    const result = parseJson(homeSlideSchema, {
      title: "t".repeat(121),
      subtitle: "s".repeat(301),
      button_label: "b".repeat(61),
      button_url: "data:text/html,x",
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.fieldErrors).toEqual({
        title: ["Title must be at most 120 characters"],
        subtitle: ["Subtitle must be at most 300 characters"],
        image_id: ["Image is required"],
        button_label: ["Button label must be at most 60 characters"],
        button_url: ["Button link must start with http://, https://, mailto:, tel: or /"],
      });
    }
  });
});
