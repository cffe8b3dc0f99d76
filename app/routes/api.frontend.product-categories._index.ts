import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { READ_TAGS } from "~/services/cache/tagged-cache.server";
import { listPublicCategoriesJson } from "~/services/api/public-content.server";
import { apiRoute, methodNotAllowed, publicApiRead } from "~/services/api/http.server";

export const loader = publicApiRead(READ_TAGS.categoryList("product"), async () => json(await listPublicCategoriesJson(db(), "product")));

export const action = apiRoute(() => methodNotAllowed(["GET"]));
