import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { READ_TAGS } from "~/services/cache/tagged-cache.server";
import { requireApiCustomer } from "~/services/auth/api-auth.server";
import { slugParam } from "~/services/api/params.server";
import { getPublicCatalogItemJson } from "~/services/api/public-content.server";
import { apiRoute, methodNotAllowed, notFound, publicApiRead } from "~/services/api/http.server";

/** Guarded like /solution-details/{slug}. */
export const loader = publicApiRead(READ_TAGS.catalogPage("solution"), async ({ request, params }) => {
  await requireApiCustomer(request, { guarded: true });
  const item = await getPublicCatalogItemJson(db(), "solution", slugParam(params.slug));
  return item ? json(item) : notFound();
});

export const action = apiRoute(() => methodNotAllowed(["GET"]));
