import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { READ_TAGS } from "~/services/cache/tagged-cache.server";
import { apiRoute, methodNotAllowed, publicApiRead } from "~/services/api/http.server";
import { searchSite } from "~/services/search/site-search.server";
import { parsePageRequest } from "~/utils/pagination";
import { tidySearch } from "~/utils/search-text";

/** /search as JSON: 10 a page; an empty `q` or a page past the last is an empty list. */
export const loader = publicApiRead(READ_TAGS.search, async ({ request }) => {
  const url = new URL(request.url);
  const { page } = parsePageRequest(url.searchParams);
  return json(await searchSite(db(), request, { q: tidySearch(url.searchParams.get("q")), page }));
});

export const action = apiRoute(() => methodNotAllowed(["GET"]));
