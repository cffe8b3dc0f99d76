import { z } from "zod";
import { settingSchemas } from "./settings";
import { catalogItemPatchSchema, catalogItemSchema } from "./catalog-item";
import { formDataToInput, parseFormData, parseJson } from "./parse";

function form(entries: Array<[string, string]>) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const itemFields: Array<[string, string]> = [
  ["category_id", "3"],
  ["title", "Cloud migration"],
  ["slug", ""],
  ["summary", "Move to the cloud"],
  ["body", "<p>Hi</p>"],
  ["image_id", ""],
  ["sort_order", "2"],
  ["status", "published"],
  ["published_at", ""],
  ["seo_title", ""],
  ["seo_description", ""],
];

describe("parseFormData", () => {
  it("turns form strings into the schema's types", () => {
    const result = parseFormData(catalogItemSchema, form(itemFields));
    expect(result).toEqual({
      success: true,
      data: {
        category_id: 3,
        title: "Cloud migration",
        slug: "",
        summary: "Move to the cloud",
        body: "<p>Hi</p>",
        image_id: null,
        sort_order: 2,
        status: "published",
        published_at: null,
        seo_title: "",
        seo_description: "",
      },
    });
  });

  it("reports field errors with the submitted strings kept", () => {
    const data = form([["category_id", "abc"], ["title", ""], ["sort_order", "1.5"], ["password", "secret"]]);
    const result = parseFormData(catalogItemSchema, data);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fieldErrors).toEqual({
      category_id: ["Category must be chosen from the list"],
      title: ["Title is required"],
      sort_order: ["Sort order must be a whole number"],
    });
    expect(result.values).toEqual({ category_id: "abc", title: "", sort_order: "1.5" });
  });

  it("reads checkboxes: 'on' is true, absent is false, or left out for a partial update", () => {
    const schema = z.object({ is_published: z.boolean().optional(), show: z.boolean().optional() });
    expect(formDataToInput(schema, form([["is_published", "on"]]))).toEqual({ is_published: true, show: false });
    expect(formDataToInput(schema, form([["is_published", "on"]]), { partial: true })).toEqual({ is_published: true });
    expect(formDataToInput(schema, form([["is_published", "false"], ["show", "1"]]))).toEqual({ is_published: false, show: true });
  });

  it("leaves absent and empty optional fields out of a partial update", () => {
    const result = parseFormData(catalogItemPatchSchema, form([["version", "4"], ["title", "New"], ["sort_order", ""]]), {
      partial: true,
    });
    expect(result).toEqual({ success: true, data: { version: 4, title: "New" } });
  });

  it("reads lists of objects from indexed fields and drops empty rows", () => {
    const data = form([
      ["items[1][label]", "Clients"],
      ["items[1][value]", "120"],
      ["items[1][suffix]", "+"],
      ["items[0][label]", "Years"],
      ["items[0][value]", "15"],
      ["items[0][suffix]", ""],
      ["items[2][label]", ""],
      ["items[2][value]", ""],
      ["items[2][suffix]", ""],
    ]);
    expect(parseFormData(settingSchemas.counter, data)).toEqual({
      success: true,
      data: {
        items: [
          { label: "Years", value: 15, suffix: "" },
          { label: "Clients", value: 120, suffix: "+" },
        ],
      },
    });
  });

  it("names nested errors by path", () => {
    const data = form([["items[0][label]", "Years"], ["items[0][value]", "-3"]]);
    const result = parseFormData(settingSchemas.counter, data);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.fieldErrors).toEqual({ "items.0.value": ["Value must be a number of 0 or more, with at most 2 decimals"] });
  });

  it("reads lists of plain values and nested objects", () => {
    const schema = z.object({ ids: z.array(z.number()), address: z.object({ city: z.string(), zip: z.number() }) });
    const data = form([["ids", "1"], ["ids[]", "2"], ["address[city]", "Oslo"], ["address[zip]", "150"]]);
    expect(formDataToInput(schema, data)).toEqual({ ids: [1, 2], address: { city: "Oslo", zip: 150 } });
  });

  it("ignores files", () => {
    const data = form([["title", "x"]]);
    data.append("file", new Blob(["x"]), "x.txt");
    expect(formDataToInput(z.object({ title: z.string(), file: z.string().optional() }), data)).toEqual({ title: "x" });
  });

  it("treats an empty choice as not chosen", () => {
    const schema = z.object({ status: z.enum(["draft", "published"]).optional() });
    expect(formDataToInput(schema, form([["status", ""]]))).toEqual({});
  });
});

describe("parseJson", () => {
  it("parses typed JSON with the same schema", () => {
    const result = parseJson(catalogItemSchema, { category_id: 1, title: "T", status: "draft", published_at: "2026-01-02T03:04:05Z" });
    expect(result).toEqual({
      success: true,
      data: { category_id: 1, title: "T", status: "draft", published_at: new Date("2026-01-02T03:04:05Z") },
    });
  });

  it("does not coerce strings for JSON", () => {
    const result = parseJson(catalogItemSchema, { category_id: "1", title: "T" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.fieldErrors).toEqual({ category_id: ["Category must be chosen from the list"] });
      expect(result.values).toEqual({ category_id: "1", title: "T" });
    }
  });

  it("reports a body that is not an object under 'form'", () => {
    const result = parseJson(catalogItemSchema, [1, 2]);
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(Object.keys(result.fieldErrors)).toEqual(["form"]);
      expect(result.values).toEqual({});
    }
  });
});
