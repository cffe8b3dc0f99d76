import { z } from "zod";
import * as catalogItem from "./catalog-item";
import * as category from "./category";
import * as certificate from "./certificate";
import * as contactMessage from "./contact-message";
import * as heroContent from "./hero-content";
import * as homeSlide from "./home-slide";
import * as news from "./news";
import * as page from "./page";
import { settingSchemas } from "./settings";

// The OpenAPI document is generated from these schemas, so each must convert.
const modules = { catalogItem, category, certificate, contactMessage, heroContent, homeSlide, news, page };
const schemas: Array<[string, z.ZodType]> = [
  ...Object.entries(modules).flatMap(([module, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
      .map(([name, schema]): [string, z.ZodType] => [`${module}.${name}`, schema]),
  ),
  ...Object.entries(settingSchemas).map(([name, schema]): [string, z.ZodType] => [`settings.${name}`, schema]),
];

describe("JSON Schema of the input schemas", () => {
  it("covers every entity schema", () => {
    expect(schemas.length).toBeGreaterThanOrEqual(30);
  });

  it.each(schemas)("%s converts", (_name, schema) => {
    const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<string, any>;
    expect(json.type).toBe("object");
    expect(Object.keys(json.properties ?? {}).length).toBeGreaterThan(0);
  });

  it("describes fields with their types, limits and required list", () => {
    const json = z.toJSONSchema(catalogItem.catalogItemUpdateSchema, { io: "input", unrepresentable: "any" }) as Record<string, any>;
    expect(json.required).toEqual(expect.arrayContaining(["category_id", "title", "version"]));
    expect(json.required).not.toContain("slug");
    expect(json.properties.title).toMatchObject({ type: "string", minLength: 1, maxLength: 200 });
    expect(json.properties.category_id.type).toBe("integer");
    expect(json.properties.status.enum).toEqual(["draft", "published"]);
    expect(json.properties.published_at.type).toEqual(["string", "null"]);
    expect(JSON.stringify(json.properties.image_id)).toContain('"integer"');
  });

  it("describes the counter's list", () => {
    const json = z.toJSONSchema(settingSchemas.counter, { io: "input", unrepresentable: "any" }) as Record<string, any>;
    expect(json.properties.items).toMatchObject({ type: "array", maxItems: 8 });
    expect(json.properties.items.items.properties.value).toMatchObject({ type: "number", minimum: 0 });
  });
});
