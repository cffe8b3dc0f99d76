import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { READ_TAGS } from "~/services/cache/tagged-cache.server";
import { slugParam } from "~/services/api/params.server";
import { getPublicCategoryJson } from "~/services/api/public-content.server";
import { apiRoute, methodNotAllowed, notFound, publicApiRead } from "~/services/api/http.server";

export const loader = publicApiRead(READ_TAGS.catalogPage("product"), async ({ params }) => {
  const category = await getPublicCategoryJson(db(), "product", slugParam(params.slug));
  if (!category) return notFound();
  const { items, ...rest } = category;
  return json({ data: { ...rest, products: items } });
});

export const action = apiRoute(() => methodNotAllowed(["GET"]));
