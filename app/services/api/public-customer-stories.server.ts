import type { DbOrTx } from "~/models/crud.server";
import { getPublicStoryBySlug, listLiveCatalogItems, listPublicStories } from "~/models/public-customer-story.server";
import { loadMediaRefs } from "~/services/content/media-refs.server";
import {
  publicCustomerStoryItemJson, publicCustomerStoryListJson, storyMediaIds, type PublicCustomerStoryItemJson,
  type PublicCustomerStoryListJson,
} from "./customer-story-shapes.server";

/** The answers of /api/frontend/customer-stories[/{slug}], read through the public reads (live stories, live items). */

export async function getPublicStoryListJson(db: DbOrTx, params: { page: number; industry: string }): Promise<PublicCustomerStoryListJson> {
  const result = await listPublicStories(db, params);
  const refs = await loadMediaRefs(db, storyMediaIds(result.items));
  return publicCustomerStoryListJson(result, refs);
}

export async function getPublicStoryJson(db: DbOrTx, slug: string): Promise<PublicCustomerStoryItemJson | undefined> {
  const story = await getPublicStoryBySlug(db, slug);
  if (!story) return undefined;
  const [solutions, products, refs] = await Promise.all([
    listLiveCatalogItems(db, "solution", story.solution_ids),
    listLiveCatalogItems(db, "product", story.product_ids),
    loadMediaRefs(db, storyMediaIds([story])),
  ]);
  return publicCustomerStoryItemJson(story, refs, { solutions, products });
}
