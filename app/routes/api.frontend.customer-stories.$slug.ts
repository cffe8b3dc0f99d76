import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { STORY_TAGS } from "~/routes/__customer-stories.server";
import { slugParam } from "~/services/api/params.server";
import { getPublicStoryJson } from "~/services/api/public-customer-stories.server";
import { apiRoute, methodNotAllowed, notFound, publicApiRead } from "~/services/api/http.server";

/** Public like /customer-stories/{slug}: no guard. */
export const loader = publicApiRead(STORY_TAGS.story, async ({ params }) => {
  const story = await getPublicStoryJson(db(), slugParam(params.slug));
  return story ? json(story) : notFound();
});

export const action = apiRoute(() => methodNotAllowed(["GET"]));
