import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { READ_TAGS } from "~/services/cache/tagged-cache.server";
import { slugParam } from "~/services/api/params.server";
import { getPublicPageJson } from "~/services/api/public-content.server";
import { apiRoute, methodNotAllowed, notFound, publicApiRead } from "~/services/api/http.server";

/** Reserved slugs are refused (422). */
export const loader = publicApiRead(READ_TAGS.page, async ({ params }) => {
  const page = await getPublicPageJson(db(), slugParam(params.slug, "page"));
  return page ? json(page) : notFound();
});

export const action = apiRoute(() => methodNotAllowed(["GET"]));
