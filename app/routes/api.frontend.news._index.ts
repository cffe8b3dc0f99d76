import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { READ_TAGS } from "~/services/cache/tagged-cache.server";
import { getPublicNewsPageJson } from "~/services/api/public-content.server";
import { apiRoute, methodNotAllowed, publicApiRead } from "~/services/api/http.server";
import { parsePageRequest } from "~/utils/pagination";

/** 9 a page as on /news. A page past the last is an empty list; a bad number reads as page 1. */
export const loader = publicApiRead(READ_TAGS.newsList, async ({ request }) => {
  const { page } = parsePageRequest(new URL(request.url).searchParams);
  return json(await getPublicNewsPageJson(db(), page));
});

export const action = apiRoute(() => methodNotAllowed(["GET"]));
