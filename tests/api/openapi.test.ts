import Ajv2020 from "ajv/dist/2020";
import { z } from "zod";
import * as openapiRoute from "~/routes/api.openapi[.]json";
import { API_ENDPOINTS } from "~/services/api/endpoints.server";
import { buildOpenApiDocument, named } from "~/services/api/openapi.server";
import { registry } from "~/services/content/registry.server";
import { RESOURCE_NAMES, type AnyContentResource } from "~/services/content/resource";
import { SETTING_NAMES } from "~/schemas/settings";
import { validationError } from "~/services/api/http.server";
import { apiRequest, args, body } from "../helpers/api";
import { apiRouteIdFor, apiRouteManifest } from "./api-handler";
import { document, expectDocumented, operationFor } from "./openapi-check";

/** The OpenAPI document: complete, served, generated from the schemas, and strict enough to catch a wrong answer. */

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

function samplePath(path: string): string {
  return path.replace("{id}", "1").replace("{slug}", "sample").replace("{name}", "profile");
}

describe("GET /api/openapi.json", () => {
  it("serves the OpenAPI 3.1 document", async () => {
    const response = await openapiRoute.loader(args(apiRequest("/api/openapi.json")));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    const json = await body(response);
    expect(json.openapi).toBe("3.1.0");
    expect(json).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it("answers 405 to other methods", async () => {
    const response = await openapiRoute.action(args(apiRequest("/api/openapi.json", { json: {} })));
    expect(response.status).toBe(405);
  });
});

describe("the document covers every endpoint", () => {
  it("describes each documented path with a route of its own, not the catch-all", () => {
    for (const path of Object.keys(document.paths)) {
      const routeId = apiRouteIdFor(samplePath(path));
      expect(routeId, path).toBeDefined();
      expect(routeId, path).not.toBe("routes/api.$");
    }
  });

  it("describes every API route file", () => {
    const documented = new Set(Object.keys(document.paths).map((path) => apiRouteIdFor(samplePath(path))));
    const undocumented = apiRouteManifest()
      .map((route) => route.id)
      // The catch-all answers 404 for paths that are not the API's; the OpenAPI document itself is not described in it.
      .filter((id) => id !== "routes/api.$" && id !== "routes/api.openapi[.]json")
      .filter((id) => !documented.has(id));
    expect(undocumented).toEqual([]);
  });

  it("has the admin paths of every resource of docs/product.md#json-api and every setting", () => {
    for (const name of RESOURCE_NAMES) {
      expect(document.paths[`/api/admin/${name}`], name).toBeDefined();
      expect(document.paths[`/api/admin/${name}/{id}`], name).toBeDefined();
    }
    for (const name of SETTING_NAMES) {
      expect(Object.keys(document.paths[`/api/admin/settings/${name}`]).sort(), name).toEqual(["get", "put"]);
    }
    expect(Object.keys(document.paths["/api/admin/contact-messages"])).toEqual(["get"]);
  });

  it.each(Object.values(registry as Record<string, AnyContentResource>).map((resource) => [resource.name, resource] as const))(
    "admin %s: list, get, create, update, delete with the registry's schemas",
    (name, resource) => {
      const list = document.paths[`/api/admin/${name}`];
      const item = document.paths[`/api/admin/${name}/{id}`];
      expect(list.get.security).toEqual([{ bearerAuth: [] }, { adminSession: [] }]);
      expect(Object.keys(list.get.responses)).toEqual(expect.arrayContaining(["200", "401", "403", "500"]));
      expect(item.get.responses["404"]).toEqual({ $ref: "#/components/responses/Error404" });
      expect(item.delete.responses["204"]).toEqual({ description: "Deleted" });
      if (name === "media") {
        expect(list.post.requestBody.content["multipart/form-data"].schema.required).toContain("file");
        expect(Object.keys(list.post.responses)).toEqual(expect.arrayContaining(["201", "413", "422"]));
      } else if (resource.schemas.create) {
        const ref = list.post.requestBody.content["application/json"].schema.$ref as string;
        const schema = document.components.schemas[ref.split("/").pop()!];
        expect(schema).toEqual(expect.objectContaining({ type: "object" }));
        expect(list.post.requestBody.content["multipart/form-data"].schema.$ref).toBe(ref);
      }
      // Contact messages are only marked read: they have no version to check.
      if (resource.schemas.update && name !== "contact-messages") {
        const ref = item.put.requestBody.content["application/json"].schema.$ref as string;
        expect(document.components.schemas[ref.split("/").pop()!].required).toContain("version");
        expect(item.put.responses["409"]).toEqual({ $ref: "#/components/responses/Error409" });
      }
    },
  );

  it("describes sort and dir on each list with the columns its admin screen sorts by, and their 422", () => {
    const sorted: Record<string, string[]> = {
      solutions: ["title", "category", "status", "updated"],
      products: ["title", "category", "status", "updated"],
      news: ["title", "status", "published", "updated"],
      "customer-stories": ["title", "customer", "status", "published", "updated"],
      pages: ["title", "address", "status", "menu", "order", "updated"],
      "solution-categories": ["name", "items", "shown", "order"],
      "product-categories": ["name", "items", "shown", "order"],
      certificates: ["name", "shown", "order", "updated"],
      "home-slides": ["title", "shown", "order", "updated"],
      "hero-contents": ["title", "shown", "order", "updated"],
    };
    for (const name of RESOURCE_NAMES) {
      const list = document.paths[`/api/admin/${name}`].get;
      const param = (wanted: string) => list.parameters.find((parameter: { name: string }) => parameter.name === wanted);
      expect(list.responses["422"], name).toEqual({ $ref: "#/components/responses/Error422" });
      if (sorted[name]) {
        expect(param("sort"), name).toMatchObject({ in: "query", required: false, schema: { type: "string", enum: sorted[name] } });
        expect(param("sort").description).toMatch(/column to sort by/);
        expect(param("dir"), name).toMatchObject({ in: "query", required: false, schema: { type: "string", enum: ["asc", "desc"] } });
      } else {
        expect(param("sort"), name).toBeUndefined();
        expect(list.description).toMatch(/`sort` is refused with 422/);
      }
    }
  });

  it("describes the users endpoints for admins, with an account shape that holds no hash or secret", () => {
    expect(Object.keys(document.paths["/api/admin/users"]).sort()).toEqual(["get", "post"]);
    expect(Object.keys(document.paths["/api/admin/users/{id}"]).sort()).toEqual(["delete", "get", "patch"]);
    expect(document.paths["/api/admin/users"].get.security).toEqual([{ bearerAuth: [] }, { adminSession: [] }]);
    const schemas = document.components.schemas as Record<string, any>;
    const user = schemas.User.properties.data;
    expect(Object.keys(user.properties).sort()).toEqual(
      ["created_at", "disabled", "email", "id", "last_login_at", "name", "role", "two_factor", "updated_at", "version"].sort(),
    );
    expect(user.additionalProperties).toBe(false);
    expect(schemas.UserChange.required).toEqual(["version"]);
    expect(document.paths["/api/admin/users/{id}"].patch.responses["409"]).toEqual({ $ref: "#/components/responses/Error409" });
  });

  it("gives every operation a unique id, a tag and the error responses it names", () => {
    const ids = new Set<string>();
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const operation = operations[method];
        if (!operation) continue;
        expect(ids.has(operation.operationId), `${method} ${path}`).toBe(false);
        ids.add(operation.operationId);
        expect(operation.tags).toHaveLength(1);
        expect(operation.responses["500"]).toEqual({ $ref: "#/components/responses/Error500" });
        for (const [status, answer] of Object.entries<any>(operation.responses)) {
          if (Number(status) >= 400) expect(document.components.responses[answer.$ref.split("/").pop()]).toBeDefined();
        }
      }
    }
    expect(ids.size).toBe(API_ENDPOINTS.length);
  });

  it("takes request bodies from the input schemas and answers from the output schemas", () => {
    const create = document.components.schemas.SolutionCreate as any;
    expect(create.required).toEqual(expect.arrayContaining(["category_id", "title"]));
    expect(create.properties.title).toMatchObject({ type: "string", minLength: 1, maxLength: 200 });
    expect(create.properties.status.enum).toEqual(["draft", "published"]);
    const item = document.components.schemas.Solution as any;
    expect(item.properties.data.required).toEqual(expect.arrayContaining(["id", "slug", "version", "image_url", "body"]));
    expect(item.properties.data.additionalProperties).toBe(false);
    expect(document.components.schemas.ContactMessageInput).toMatchObject({ required: ["name", "email", "message"] });
  });

  it("documents the admin sign-in's optional two-factor code and its 422", async () => {
    const signIn = document.components.schemas.AdminSignIn as any;
    expect(signIn.required).toEqual(["email", "password"]);
    expect(signIn.properties.code).toMatchObject({ type: "string", maxLength: 64 });
    expect(document.paths["/api/admin/login"].post.description).toContain("A valid two-factor code is required.");
    await expectDocumented(
      apiRequest("/api/admin/login", { json: {} }),
      validationError({ code: "A valid two-factor code is required." }),
    );
  });

  it("compiles every component schema", () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema(document as object, "doc");
    for (const name of Object.keys(document.components.schemas)) {
      expect(() => ajv.getSchema(`doc#/components/schemas/${name}`), name).not.toThrow();
    }
  });
});

describe("the generator", () => {
  it("refuses two different schemas under one name", () => {
    const endpoint = (schema: z.ZodType, path: string) => ({
      method: "get" as const,
      path,
      operationId: path,
      tag: "T",
      summary: "s",
      access: "public" as const,
      success: [{ status: 200, description: "ok", schema: named("Same", schema) }],
      errors: [],
    });
    const options = { title: "t", version: "1", description: "d", tags: [] };
    expect(() => buildOpenApiDocument([endpoint(z.object({ a: z.string() }), "/a"), endpoint(z.object({ b: z.string() }), "/b")], options))
      .toThrow("two different schemas are named Same");
  });

  it("describes the error shape the API's helpers send", async () => {
    const response = validationError({ title: "Title is required" });
    await expectDocumented(apiRequest("/api/admin/solutions", { json: {} }), response);
  });
});

describe("the answer check", () => {
  const json = (value: unknown, status: number) =>
    new Response(JSON.stringify(value), { status, headers: { "Content-Type": "application/json" } });

  it("fails a body that does not match the documented schema", async () => {
    await expect(expectDocumented(apiRequest("/api/frontend/certificates"), json({ data: [{ id: "1" }], meta: { total: 1 } }, 200)))
      .rejects.toThrow(/does not match the document/);
  });

  it("fails an undocumented status", async () => {
    await expect(expectDocumented(apiRequest("/api/frontend/home"), json({ message: "Not found." }, 404)))
      .rejects.toThrow(/status not documented/);
  });

  it("fails an error body that is not the error shape", async () => {
    await expect(expectDocumented(apiRequest("/api/frontend/certificates"), json({ error: "nope" }, 401)))
      .rejects.toThrow(/does not match the document/);
  });

  it("finds paths in any letter case and with a trailing slash", () => {
    expect(operationFor("GET", "http://localhost/API/Frontend/News/")?.path).toBe("/api/frontend/news");
    expect(operationFor("DELETE", "http://localhost/api/admin/solutions/5/")?.operation?.method).toBe("delete");
    expect(operationFor("GET", "http://localhost/api/admin/login")?.path).toBe("/api/admin/login");
  });
});
