import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { READ_TAGS } from "~/services/cache/tagged-cache.server";
import { requireApiCustomer } from "~/services/auth/api-auth.server";
import { slugParam } from "~/services/api/params.server";
import { getPublicNewsJson } from "~/services/api/public-content.server";
import { apiRoute, methodNotAllowed, notFound, publicApiRead } from "~/services/api/http.server";

/** Guarded like /news-details/{slug}. */
export const loader = publicApiRead(READ_TAGS.newsArticle, async ({ request, params }) => {
  await requireApiCustomer(request, { guarded: true });
  const article = await getPublicNewsJson(db(), slugParam(params.slug));
  return article ? json(article) : notFound();
});

export const action = apiRoute(() => methodNotAllowed(["GET"]));
