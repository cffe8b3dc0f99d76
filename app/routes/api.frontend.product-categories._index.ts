import { catalogCategoryListApiLoader } from "~/routes/__api-catalog-category.server";
import { apiRoute, methodNotAllowed } from "~/services/api/http.server";

/** `?locale=` lists the categories with a name in that language (app/routes/__api-catalog-category.server.ts). */
export const loader = catalogCategoryListApiLoader("product");

export const action = apiRoute(() => methodNotAllowed(["GET"]));
