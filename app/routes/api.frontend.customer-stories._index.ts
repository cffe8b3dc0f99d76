import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { INDUSTRY_MAX_LENGTH, industryParam, STORY_TAGS } from "~/routes/__customer-stories.server";
import { getPublicStoryListJson } from "~/services/api/public-customer-stories.server";
import { apiRoute, methodNotAllowed, publicApiRead, validationError } from "~/services/api/http.server";
import { parsePageRequest } from "~/utils/pagination";

/**
 * 9 a page as on /customer-stories, `?industry=` as its filter. A page past the
 * last is an empty list and a bad number reads as page 1, as for the news; an
 * industry no story could have is the client's mistake.
 */
export const loader = publicApiRead(STORY_TAGS.list, async ({ request }) => {
  const searchParams = new URL(request.url).searchParams;
  const { page } = parsePageRequest(searchParams);
  const industry = industryParam(searchParams);
  if (industry.length > INDUSTRY_MAX_LENGTH) {
    throw validationError({ industry: `Industry must be at most ${INDUSTRY_MAX_LENGTH} characters` });
  }
  return json(await getPublicStoryListJson(db(), { page, industry }));
});

export const action = apiRoute(() => methodNotAllowed(["GET"]));
