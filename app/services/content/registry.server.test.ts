import { z } from "zod";
import { API_MESSAGES } from "~/services/api/http.server";
import { CONTENT_MESSAGES } from "./messages";
import { getResource, registry, RESOURCE_NAMES, settings } from "./registry.server";

/** The sentence the admin and the API show for a stale save, written out once here to pin it. */
const CONFLICT_MESSAGE = "This record was changed by someone else. Reload it to see their changes.";

const toJsonSchema = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Record<string, any>;

describe("the content registry", () => {
  it("has every API resource of docs/product.md#json-api under its name", () => {
    expect([...RESOURCE_NAMES].sort()).toEqual(
      [
        "solution-categories", "solutions", "product-categories", "products", "certificates", "news", "home-slides",
        "hero-contents", "pages", "media", "contact-messages", "customer-stories",
      ].sort(),
    );
    for (const name of RESOURCE_NAMES) {
      expect(registry[name].name).toBe(name);
      expect(getResource(name)).toBe(registry[name]);
    }
    expect(getResource("users")).toBeUndefined();
    expect(getResource("toString")).toBeUndefined();
  });

  it("offers the writes each resource takes", () => {
    const writes = Object.fromEntries(
      RESOURCE_NAMES.map((name) => {
        const resource = getResource(name)!;
        return [name, [resource.create && "create", resource.update && "update", "remove"].filter(Boolean)];
      }),
    );
    expect(writes["contact-messages"]).toEqual(["update", "remove"]);
    for (const name of RESOURCE_NAMES.filter((name) => name !== "contact-messages")) {
      expect(writes[name]).toEqual(["create", "update", "remove"]);
    }
  });

  it("describes every input, item and query schema as JSON Schema, for the OpenAPI document", () => {
    for (const name of RESOURCE_NAMES) {
      const resource = getResource(name)!;
      for (const schema of Object.values(resource.schemas) as z.ZodType[]) {
        expect(toJsonSchema(schema, "input").type).toBe("object");
      }
      const item = toJsonSchema(resource.itemSchema, "output");
      expect(item.type).toBe("object");
      expect(item.properties.id).toMatchObject({ type: "integer" });
      expect(toJsonSchema(resource.listItemSchema, "output").type).toBe("object");
      const query = toJsonSchema(resource.listQuerySchema, "input");
      expect(Object.keys(query.properties)).toEqual(expect.arrayContaining(["q", "page", "per_page"]));
    }
    for (const name of settings.names) {
      expect(toJsonSchema(settings.schemas[name], "input").required).toEqual(["version"]);
      expect(toJsonSchema(settings.itemSchemas[name], "output").properties).toHaveProperty("version");
    }
  });

  it("names media by URL beside every media id", () => {
    for (const name of RESOURCE_NAMES) {
      const properties = Object.keys(toJsonSchema(getResource(name)!.itemSchema, "output").properties);
      for (const field of properties.filter((property) => property.endsWith("_image_id") || property === "image_id")) {
        expect(properties).toContain(field.replace(/_id$/, "_url"));
      }
    }
  });

  it("speaks the same conflict message as the models and the API", () => {
    expect(CONTENT_MESSAGES.conflict).toBe(CONFLICT_MESSAGE);
    expect(CONTENT_MESSAGES.conflict).toBe(API_MESSAGES.conflict);
    expect(CONTENT_MESSAGES.notFound).toBe(API_MESSAGES.notFound);
  });
});
