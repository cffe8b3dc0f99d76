import { z } from "zod";
import { searchableTypes, type SearchableType } from "~/content-types";
import type { DbOrTx } from "~/models/crud.server";
import { searchPublished } from "~/models/search.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import { listOf, paginationMetaSchema } from "~/services/api/shapes";
import { paginationMeta } from "~/utils/pagination";
import { highlightSnippet } from "~/utils/search-text";

const searchHitSchema = z.strictObject({
  type: z.enum(searchableTypes().map((type) => type.table) as [SearchableType["table"], ...SearchableType["table"][]]),
  title: z.string(),
  url: z.string().meta({ description: "The hit's public path on the site" }),
  snippet: z.string().meta({ description: "HTML: the content's text escaped, the matched words in <mark>" }),
});

export const searchResponseSchema = listOf(searchHitSchema, paginationMetaSchema);

export type SearchResults = z.output<typeof searchResponseSchema>;

export async function searchSite(db: DbOrTx, request: Request, { q, page }: { q: string; page: number }): Promise<SearchResults> {
  // Full-text search ignores letter case, so the cache does too.
  const key = `search:${page}:${q.toLowerCase()}`;
  return cachedForVisitors(request, key, READ_TAGS.search, async () => {
    const result = await searchPublished(db, { q, page });
    return {
      data: result.items.map((hit) => ({ type: hit.type, title: hit.title, url: hit.url, snippet: highlightSnippet(hit.snippet) })),
      meta: paginationMeta(result),
    };
  });
}
