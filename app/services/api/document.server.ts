import { API_ENDPOINTS, API_TAGS } from "./endpoints.server";
import { buildOpenApiDocument, type OpenApiDocument } from "./openapi.server";

let document: OpenApiDocument | undefined;

/** The API's OpenAPI document, built once per process (it depends only on the code). */
export function apiOpenApiDocument(): OpenApiDocument {
  document ??= buildOpenApiDocument(API_ENDPOINTS, {
    title: "Company website API",
    version: "1.0.0",
    description:
      "The JSON API of the company website: the old client's compatibility endpoints, the public " +
      "content and the admin's CRUD. Bearer tokens come from POST /api/login or /api/admin/login. Paths match " +
      "in any letter case, with or without a trailing slash. Every error is `{\"message\"}`, with `errors` per field for 422.",
    tags: API_TAGS,
  });
  return document;
}
