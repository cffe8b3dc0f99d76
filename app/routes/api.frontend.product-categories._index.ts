import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { listPublicCategoriesJson } from "~/services/api/public-content.server";
import { apiRoute, methodNotAllowed } from "~/services/api/http.server";

/** GET /api/frontend/product-categories: the published product categories in display order. */
export const loader = apiRoute(async () => json(await listPublicCategoriesJson(db(), "product")));

export const action = apiRoute(() => methodNotAllowed(["GET"]));
