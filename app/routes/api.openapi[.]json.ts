import { json } from "@remix-run/node";
import { apiOpenApiDocument } from "~/services/api/document.server";
import { apiRoute, methodNotAllowed } from "~/services/api/http.server";

export const loader = apiRoute(() =>
  json(apiOpenApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } }),
);

export const action = apiRoute(() => methodNotAllowed(["GET"]));
