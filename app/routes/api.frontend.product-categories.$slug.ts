import { catalogCategoryApiLoader } from "~/routes/__api-catalog-category.server";
import { apiRoute, methodNotAllowed } from "~/services/api/http.server";

/** `?locale=` reads the category by its slug in that language (app/routes/__api-catalog-category.server.ts). */
export const loader = catalogCategoryApiLoader("product");

export const action = apiRoute(() => methodNotAllowed(["GET"]));
