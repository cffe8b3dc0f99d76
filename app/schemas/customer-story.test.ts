import { customerStoryPatchSchema, customerStorySchema, customerStoryUpdateSchema } from "./customer-story";
import { parseFormData, parseJson } from "./parse";

function errorsOf(result: ReturnType<typeof parseJson>) {
  expect(result.success).toBe(false);
  return result.success ? {} : result.fieldErrors;
}

describe("customer story schema", () => {
  it("accepts a whole story, trimming its texts and dropping repeated related ids", () => {
    const result = parseJson(customerStorySchema, {
      title: " Downtime cut by 38 % ",
      customer_name: "Nordhafen Logistics",
      industry: "Logistics",
      figures: [{ value: "38 %", label: "less downtime" }, { value: "4 weeks", label: "to roll out" }],
      quote: { text: "We stopped firefighting.", person: "Ines Brandt", role: "Head of Operations" },
      solution_ids: [3, 3, 5],
      product_ids: [],
      cover_image_id: 4,
      logo_id: null,
      status: "published",
      published_at: "2026-03-01T09:00:00Z",
    });
    expect(result).toEqual({
      success: true,
      data: {
        title: "Downtime cut by 38 %",
        customer_name: "Nordhafen Logistics",
        industry: "Logistics",
        figures: [{ value: "38 %", label: "less downtime" }, { value: "4 weeks", label: "to roll out" }],
        quote: { text: "We stopped firefighting.", person: "Ines Brandt", role: "Head of Operations" },
        solution_ids: [3, 5],
        product_ids: [],
        cover_image_id: 4,
        logo_id: null,
        status: "published",
        published_at: new Date("2026-03-01T09:00:00Z"),
      },
    });
  });

  it("names each field and its rule", () => {
    expect(
      errorsOf(
        parseJson(customerStorySchema, {
          title: "",
          customer_name: "c".repeat(121),
          industry: "i".repeat(81),
          summary: "s".repeat(501),
          cover_image_id: -1,
          logo_id: "logo",
          seo_title: "t".repeat(71),
          seo_description: "d".repeat(161),
          slug: "Not A Slug",
        }),
      ),
    ).toEqual({
      title: ["Title is required"],
      slug: ["Slug may contain only lowercase letters, numbers and single dashes"],
      customer_name: ["Customer name must be at most 120 characters"],
      industry: ["Industry must be at most 80 characters"],
      summary: ["Summary must be at most 500 characters"],
      cover_image_id: ["Cover image must be an item of the media library"],
      logo_id: ["Logo must be an item of the media library"],
      seo_title: ["SEO title must be at most 70 characters"],
      seo_description: ["SEO description must be at most 160 characters"],
    });
    expect(errorsOf(parseJson(customerStorySchema, { title: "x" }))).toEqual({ customer_name: ["Customer name is required"] });
  });

  it("takes at most 3 key figures, each with a value of up to 40 and a label of up to 80 characters", () => {
    const figure = { value: "12", label: "sites" };
    expect(errorsOf(parseJson(customerStorySchema, { title: "x", customer_name: "c", figures: [figure, figure, figure, figure] }))).toEqual({
      figures: ["Key figures may be at most 3"],
    });
    expect(
      errorsOf(parseJson(customerStorySchema, { title: "x", customer_name: "c", figures: [{ value: "v".repeat(41), label: "" }, "x"] })),
    ).toEqual({
      "figures.0.value": ["Figure value must be at most 40 characters"],
      "figures.0.label": ["Figure label is required"],
      "figures.1": ["Each key figure must have a value and a label"],
    });
    expect(errorsOf(parseJson(customerStorySchema, { title: "x", customer_name: "c", figures: { value: "38 %" } }))).toEqual({
      figures: ["Key figures must be a list"],
    });
  });

  it("takes a quote with its text and person, or none: an empty one is none, a partial one is refused", () => {
    const base = { title: "x", customer_name: "c" };
    expect(parseJson(customerStorySchema, { ...base, quote: { text: "", person: "", role: "" } })).toMatchObject({ success: true, data: { quote: null } });
    expect(parseJson(customerStorySchema, { ...base, quote: { text: "Yes.", person: "Ann" } })).toMatchObject({
      success: true,
      data: { quote: { text: "Yes.", person: "Ann", role: "" } },
    });
    expect(errorsOf(parseJson(customerStorySchema, { ...base, quote: { text: "", person: "Ann", role: "CEO" } }))).toEqual({
      "quote.text": ["Quote text is required"],
    });
    expect(errorsOf(parseJson(customerStorySchema, { ...base, quote: { text: "Yes.", person: "" } }))).toEqual({
      "quote.person": ["Quote person is required"],
    });
    expect(errorsOf(parseJson(customerStorySchema, { ...base, quote: { text: "t".repeat(501), person: "p".repeat(121), role: "r".repeat(121) } }))).toEqual({
      "quote.text": ["Quote text must be at most 500 characters"],
      "quote.person": ["Quote person must be at most 120 characters"],
      "quote.role": ["Quote role must be at most 120 characters"],
    });
    expect(errorsOf(parseJson(customerStorySchema, { ...base, quote: "Great" }))).toEqual({
      quote: ["Quote must have a text, a person and a role, or be null"],
    });
  });

  it("takes related solutions and products as lists of ids, at most 50 each", () => {
    const base = { title: "x", customer_name: "c" };
    expect(errorsOf(parseJson(customerStorySchema, { ...base, solution_ids: [0], product_ids: "7" }))).toEqual({
      "solution_ids.0": ["Related solutions must be chosen from the list"],
      product_ids: ["Related products must be a list of ids"],
    });
    const many = Array.from({ length: 51 }, (_, index) => index + 1);
    expect(errorsOf(parseJson(customerStorySchema, { ...base, product_ids: many }))).toEqual({
      product_ids: ["Related products may be at most 50"],
    });
  });

  it("carries the version on an update and a patch", () => {
    expect(errorsOf(parseJson(customerStoryUpdateSchema, { title: "x", customer_name: "c" }))).toEqual({ version: ["Version is required"] });
    expect(parseJson(customerStoryPatchSchema, { summary: "New", version: 2 })).toEqual({ success: true, data: { summary: "New", version: 2 } });
  });
});

describe("customer story form", () => {
  function form(entries: Array<[string, string]>): FormData {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  }

  const FIELDS: Array<[string, string]> = [
    ["title", "Fewer stops"],
    ["slug", ""],
    ["customer_name", "Nordhafen"],
    ["industry", ""],
    ["summary", ""],
    ["cover_image_id", ""],
    ["logo_id", ""],
    ["solution_ids", ""],
    ["product_ids", ""],
  ];

  it("reads figure rows, drops the empty ones, and reads an empty quote as none", () => {
    const result = parseFormData(
      customerStorySchema,
      form([
        ...FIELDS,
        ["figures[0][value]", "38 %"],
        ["figures[0][label]", "less downtime"],
        ["figures[1][value]", ""],
        ["figures[1][label]", ""],
        ["figures[2][value]", "12"],
        ["figures[2][label]", "depots"],
        ["quote[text]", ""],
        ["quote[person]", ""],
        ["quote[role]", ""],
        ["solution_ids", "4"],
        ["solution_ids", "9"],
      ]),
    );
    expect(result).toMatchObject({
      success: true,
      data: {
        figures: [{ value: "38 %", label: "less downtime" }, { value: "12", label: "depots" }],
        quote: null,
        solution_ids: [4, 9],
        product_ids: [],
        cover_image_id: null,
        logo_id: null,
      },
    });
  });

  it("names the half-filled figure and quote fields, and keeps what was typed", () => {
    const result = parseFormData(
      customerStorySchema,
      form([...FIELDS, ["figures[0][value]", "38 %"], ["figures[0][label]", ""], ["quote[text]", ""], ["quote[person]", "Ines"], ["quote[role]", ""]]),
    );
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.fieldErrors).toEqual({ "figures.0.label": ["Figure label is required"], "quote.text": ["Quote text is required"] });
      expect(result.values).toMatchObject({ "figures[0][value]": "38 %", "quote[person]": "Ines", title: "Fewer stops" });
    }
  });
});
