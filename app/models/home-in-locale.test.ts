import { homeTranslationOf } from "~/schemas/home-translation";
import { homeBlocksIn, type HomeBlocks } from "./home-in-locale";

const LOCALES = ["en", "de"];

const home: HomeBlocks = {
  hero: { title: "Technology that runs", subtitle: "Cloud and data.", cta_label: "Talk to us", cta_url: "/contact-us" },
  slides: [
    { id: 1, title: "From the floor to the cloud", subtitle: "", button_label: "Our solutions", button_url: "/solutions", image: null },
    { id: 2, title: "Data you can act on", subtitle: "", button_label: "See it", button_url: "/solutions/data", image: null },
  ],
  heroContents: [{ id: 7, title: "Engineers", body: "Our own.", icon: "", link_url: "https://partner.example/", image: null }],
  counters: [
    { label: "Years", value: 17, suffix: "" },
    { label: "Uptime", value: 99.98, suffix: "%" },
  ],
  heroVideo: { title: "Inside", caption: "Our centre.", poster: null, player: { kind: "file", src: "/media/1/film.mp4" } },
};

describe("the default home in another language", () => {
  it("takes the written words, and leads a section's link to its address in the language", () => {
    const blocks = homeBlocksIn("de", LOCALES, home, homeTranslationOf({
      hero: { title: "Technik, die läuft", subtitle: "", cta_label: "Sprechen Sie mit uns" },
      slides: { 1: { title: "Von der Halle in die Cloud", button_label: "Unsere Lösungen" }, 2: { title: "Daten", button_label: "Ansehen", button_url: "/de/solutions/daten" } },
      features: { 7: { title: "Ingenieure", body: "Unsere eigenen." } },
      counters: { 0: { label: "Jahre" }, 1: { label: "Verfügbarkeit", suffix: " %" } },
      video: { title: "Einblick", caption: "" },
    }));
    expect(blocks.hero).toEqual({ title: "Technik, die läuft", subtitle: "", cta_label: "Sprechen Sie mit uns", cta_url: "/de/contact-us" });
    expect(blocks.slides.map((slide) => [slide.title, slide.button_url])).toEqual([
      ["Von der Halle in die Cloud", "/de/solutions"],
      ["Daten", "/de/solutions/daten"],
    ]);
    // Another site's address is the same in every language.
    expect(blocks.heroContents[0]).toMatchObject({ title: "Ingenieure", link_url: "https://partner.example/" });
    expect(blocks.counters).toEqual([
      { label: "Jahre", value: 17, suffix: "" },
      { label: "Verfügbarkeit", value: 99.98, suffix: " %" },
    ]);
    expect(blocks.heroVideo).toMatchObject({ title: "Einblick", caption: "", player: { kind: "file" } });
  });

  it("leaves off what has no words in the language rather than showing the default's", () => {
    const blocks = homeBlocksIn("de", LOCALES, home, homeTranslationOf({ slides: { 2: { title: "Daten" } }, counters: { 0: { label: "Jahre" } } }));
    expect(blocks.hero.title).toBe("");
    expect(blocks.hero.cta_label).toBe("");
    expect(blocks.slides.map((slide) => slide.id)).toEqual([2]);
    // No button label written: no button, never the English one.
    expect(blocks.slides[0].button_label).toBe("");
    expect(blocks.heroContents).toEqual([]);
    expect(blocks.counters).toEqual([]);
    expect(blocks.heroVideo.player).toBeNull();
    expect(blocks.heroVideo.poster).toBeNull();
  });

  it("reads a damaged stored value as nothing written", () => {
    expect(homeTranslationOf({ hero: "x", slides: { one: { title: "A" }, 3: "B", 4: { title: 5 } }, counters: null })).toEqual({
      hero: { title: "", subtitle: "", cta_label: "", cta_url: "" },
      video: { title: "", caption: "" },
      slides: {},
      features: {},
      counters: {},
    });
  });
});
