import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { listPublicCategoriesJson } from "~/services/api/public-content.server";
import { apiRoute, methodNotAllowed } from "~/services/api/http.server";

export const loader = apiRoute(async () => json(await listPublicCategoriesJson(db(), "product")));

export const action = apiRoute(() => methodNotAllowed(["GET"]));
