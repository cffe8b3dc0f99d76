import { json } from "@remix-run/node";
import { apiOpenApiDocument } from "~/services/api/document.server";
import { apiRoute, methodNotAllowed } from "~/services/api/http.server";

/** GET /api/openapi.json: the OpenAPI 3.1 description of every API endpoint. */
export const loader = apiRoute(() =>
  json(apiOpenApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } }),
);

export const action = apiRoute(() => methodNotAllowed(["GET"]));
