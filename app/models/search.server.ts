import { sql, type RawBuilder } from "kysely";
import { contentTypeOfTable, searchableTypes, type SearchableType } from "~/content-types";
import { getPublicImages, type PublicImage } from "./public-image.server";
import { MATCH_START, MATCH_STOP, splitSearch } from "~/utils/search-text";
import { lastPageOf, type Paginated } from "~/utils/pagination";
import { categoryShown, isLive, type DbOrTx } from "./crud.server";

// docs/decisions/011-search-redirects-404-log.md: full text over each table's generated `search` column
// (migration 2026-11-25-0006). Only what the public may see matches.

type SearchKind = SearchableType["table"];

export interface SearchHit {
  type: SearchKind;
  id: number;
  title: string;
  url: string;
  /** ts_headline's text with MATCH_START/MATCH_STOP around matches, not yet HTML. */
  snippet: string;
}

const SEARCH_PER_PAGE = 10;

/** `${type}:${id}` of a hit, the key of its picture. */
export function hitKey(hit: Pick<SearchHit, "type" | "id">): string {
  return `${hit.type}:${hit.id}`;
}

/**
 * Each hit's picture (its type's first media column: a news cover, a product's image), keyed by
 * `hitKey`: one statement per type on the page of hits, then one for the pictures.
 */
export async function hitImages(db: DbOrTx, hits: readonly Pick<SearchHit, "type" | "id">[]): Promise<Map<string, PublicImage>> {
  const imageOf = new Map<string, number>();
  for (const type of new Set(hits.map((hit) => hit.type))) {
    const column = contentTypeOfTable(type)?.media[0]?.column;
    const ids = hits.filter((hit) => hit.type === type).map((hit) => hit.id);
    if (!column || ids.length === 0) continue;
    const { rows } = await sql<{ id: number; image_id: number | null }>`
      select id, ${sql.ref(column)} as image_id from ${sql.table(type)} where id in (${sql.join(ids)})`.execute(db);
    for (const row of rows) if (row.image_id !== null) imageOf.set(hitKey({ type, id: Number(row.id) }), Number(row.image_id));
  }
  const images = await getPublicImages(db, imageOf.values());
  return new Map([...imageOf].flatMap(([key, id]) => (images.has(id) ? [[key, images.get(id)!] as const] : [])));
}
const SEPARATORS_AT_ENDS = /^[\s·]+|[\s·]+$/g;

// ts_headline reads the whole text it is given: a very long body is cut here.
const SNIPPET_SOURCE_CHARS = 50_000;
const HEADLINE_OPTIONS =
  `StartSel=${MATCH_START}, StopSel=${MATCH_STOP}, MaxWords=35, MinWords=15, ShortWord=2`;

const BLOCK_TAGS = "h[1-6]|p|li|dt|dd|blockquote|figcaption|pre|td|th|div";
const BLOCK_END_AFTER_STOP = String.raw`([.!?:;…])\s*</(?:${BLOCK_TAGS})>`;
const BLOCK_END = String.raw`</(?:${BLOCK_TAGS})>|<br\s*/?>`;
const UNFINISHED_END = String.raw`([^.!?:;…\s])\s*$`;
const BLOCK_SEPARATOR = " · ";

/**
 * A rich-text column as words: tags and entities out, as the generated column does it. A block (heading,
 * paragraph, list item…) that ends without its own full stop gets a separator, so a snippet never runs a
 * heading into the text under it ("Overview · A fanless…", not "Overview A fanless…").
 */
function plainText(column: string): RawBuilder<string> {
  const ref = sql.ref(column);
  const blocksMarked = sql`regexp_replace(regexp_replace(coalesce(${ref}, ''),
    ${BLOCK_END_AFTER_STOP}, ${String.raw`\1 `}, 'gi'), ${BLOCK_END}, ${BLOCK_SEPARATOR}, 'gi')`;
  return sql<string>`regexp_replace(replace(replace(replace(replace(replace(replace(
    regexp_replace(${blocksMarked}, '<[^>]*>', ' ', 'g'),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
    '&#?[a-zA-Z0-9]+;', ' ', 'g')`;
}

// The first and last words of a hit's text, to tell whether its snippet starts or stops inside it.
const ENDS = sql`left(w.words, 200) as head, right(w.words, 200) as tail`;
type SnippetRow = { snippet: string; head: string; tail: string };

/**
 * The snippet on one line, and "…" where it starts after its text's start or stops before its end: a
 * sentence cut by the snippet reads as cut ("… the gateway ships with 8 GB …"), not as the text's start.
 */
function tidySnippet({ snippet, head, tail }: SnippetRow): string {
  const tidy = (text: string) => text.replace(/\s+/g, " ").replace(SEPARATORS_AT_ENDS, "");
  const words = tidy(snippet.replaceAll(MATCH_START, "").replaceAll(MATCH_STOP, ""));
  if (words === "") return "";
  const cutBefore = !tidy(head).startsWith(words.slice(0, 40));
  const cutAfter = !tidy(tail).endsWith(words.slice(-40));
  return `${cutBefore ? "… " : ""}${tidy(snippet)}${cutAfter ? " …" : ""}`;
}

/** The summary is a block of its own before the body's text. */
function summaryText(column: string): RawBuilder<string> {
  return sql<string>`regexp_replace(coalesce(${sql.ref(column)}, ''), ${UNFINISHED_END}, ${String.raw`\1` + BLOCK_SEPARATOR})`;
}

interface Source {
  type: SearchableType;
  visible: RawBuilder<unknown>;
  snippetText: RawBuilder<unknown>;
  /** The summary alone: a guarded item's snippet while the details guard is on, its body being for customers. */
  summaryOnly: RawBuilder<unknown>;
}

/** The words a hit's snippet is cut from: everything searched, or the summary alone where the guard keeps the body. */
function snippetSource(source: Pick<Source, "type" | "snippetText" | "summaryOnly">, guardOn: boolean): RawBuilder<unknown> {
  return guardOn && source.type.public.guarded ? source.summaryOnly : source.snippetText;
}

function sourceOf(type: SearchableType): Source {
  const { table } = type;
  // Hiding a category hides its items.
  const visible =
    "category" in type
      ? categoryShown(table, type.category)
      : sql`true`;
  const rich = type.search.fields.filter((field) => "rich" in field && field.rich).map((field) => plainText(`${table}.${field.column}`));
  const snippetText = sql.join([summaryText(`${table}.${type.search.summary}`), ...rich], sql` || ' ' || `);
  return { type, visible, snippetText, summaryOnly: sql`coalesce(${sql.ref(`${table}.${type.search.summary}`)}, '')` };
}

const SOURCES: readonly Source[] = searchableTypes().map(sourceOf);

// Result rows name their type by its table: a name from the database, found only among the declared ones.
const SOURCE_OF_KIND = new Map<string, Source>(SOURCES.map((source) => [source.type.table, source]));

function tsquery(q: string): RawBuilder<unknown> {
  const { words, prefix, join } = splitSearch(q);
  const typed = sql`websearch_to_tsquery('english', ${words})`;
  if (!prefix) return typed;
  const prefixed = sql`to_tsquery('english', quote_literal(${prefix}) || ':*')`;
  return join === "or" ? sql`(${typed} || ${prefixed})` : sql`(${typed} && ${prefixed})`;
}

interface RankedRow {
  type: SearchKind;
  id: number;
  total: number;
}

// A search is a few milliseconds of work: parallel workers and JIT only add to it. Tables and full-text
// indexes are read from memory, where a cheap random read lets the planner use the index for a rare word.
const SEARCH_PLANNER_SETTINGS = sql`select set_config('jit', 'off', true),
  set_config('max_parallel_workers_per_gather', '0', true), set_config('random_page_cost', '1.1', true)`;

/** `guardOn`: the details guard is on, and guarded items' snippets come from their summaries (`snippetSource`). */
export async function searchPublished(db: DbOrTx, search: { q: string; page: number; guardOn: boolean }): Promise<Paginated<SearchHit>> {
  if (search.q === "") return { items: [], total: 0, page: search.page, perPage: SEARCH_PER_PAGE, lastPage: 1 };
  // A read-only transaction of its own (models otherwise leave transactions to the commands): the settings last only as long as it.
  if (db.isTransaction) return rankAndDescribe(db, search);
  return db.transaction().execute(async (tx) => {
    await SEARCH_PLANNER_SETTINGS.execute(tx);
    return rankAndDescribe(tx, search);
  });
}

async function rankAndDescribe(db: DbOrTx, { q, page, guardOn }: { q: string; page: number; guardOn: boolean }): Promise<Paginated<SearchHit>> {
  const perPage = SEARCH_PER_PAGE;
  const empty = { items: [], total: 0, page, perPage, lastPage: 1 };
  const query = tsquery(q);
  const branches = SOURCES.map(({ type: { table: kind }, visible }) => {
    const table = sql.table(kind);
    // Written out in each branch, not joined from a CTE: only a value known when planning lets the planner weigh the GIN index.
    return sql`select ${kind}::text as type, ${sql.ref(`${kind}.id`)} as id,
        ts_rank(${sql.ref(`${kind}.search`)}, ${query}) as rank, ${sql.ref(`${kind}.published_at`)} as published_at
      from ${table}
      where ${sql.ref(`${kind}.search`)} @@ ${query} and ${isLive(kind)} and ${visible}`;
  });
  const { ranked, total } = await rankedPage(db, branches, page);
  if (ranked.rows.length === 0) return { ...empty, total, lastPage: lastPageOf(total, perPage) };

  const details = await snippetsOf(db, ranked.rows, query, guardOn);
  const items = ranked.rows.flatMap((row) => {
    const found = details.get(`${row.type}:${row.id}`);
    return found ? [found] : [];
  });
  return { items, total, page, perPage, lastPage: lastPageOf(total, perPage) };
}

/** One page of the branches' hits, best first, and how many there are in all. */
async function rankedPage(db: DbOrTx, branches: RawBuilder<unknown>[], page: number): Promise<{ ranked: { rows: RankedRow[] }; total: number }> {
  const ranked = await sql<RankedRow>`
    select type, id, count(*) over () as total
    from (${sql.join(branches, sql` union all `)}) hits
    order by rank desc, published_at desc nulls last, type, id
    limit ${SEARCH_PER_PAGE} offset ${(page - 1) * SEARCH_PER_PAGE}`.execute(db);
  const total = ranked.rows.length > 0 ? Number(ranked.rows[0].total) : await countMatches(db, branches);
  return { ranked, total };
}

// Past the last page the window is empty, but the count still tells where the last page is.
async function countMatches(db: DbOrTx, branches: RawBuilder<unknown>[]): Promise<number> {
  const counted = await sql<{ total: number }>`
    select count(*) as total from (${sql.join(branches, sql` union all `)}) hits`.execute(db);
  return Number(counted.rows[0]?.total ?? 0);
}

/** Title, slug and snippet of the page's hits only: ts_headline is the costly part. */
async function snippetsOf(db: DbOrTx, rows: RankedRow[], query: RawBuilder<unknown>, guardOn: boolean): Promise<Map<string, SearchHit>> {
  const branches = SOURCES.flatMap((source) => {
    const { table: kind, titleColumn } = source.type;
    const snippetText = snippetSource(source, guardOn);
    const ids = rows.filter((row) => row.type === kind).map((row) => Number(row.id));
    if (ids.length === 0) return [];
    // The marks must only come from ts_headline: content cannot fake one.
    const text = sql`translate(left(${snippetText}, ${SNIPPET_SOURCE_CHARS}), ${MATCH_START + MATCH_STOP}, '')`;
    return [
      sql`select ${kind}::text as type, ${sql.ref(`${kind}.id`)} as id, ${sql.ref(`${kind}.${titleColumn}`)} as title,
          ${sql.ref(`${kind}.slug`)} as slug, ts_headline('english', w.words, query.q, ${HEADLINE_OPTIONS}) as snippet, ${ENDS}
        from ${sql.table(kind)}, query, lateral (select ${text} as words) w where ${sql.ref(`${kind}.id`)} in (${sql.join(ids)})`,
    ];
  });
  const result = await sql<SnippetRow & { type: SearchKind; id: number; title: string; slug: string }>`
    with query as (select ${query} as q)
    ${sql.join(branches, sql` union all `)}`.execute(db);
  return new Map(
    result.rows.flatMap((row) => {
      const source = SOURCE_OF_KIND.get(row.type);
      if (!source) return [];
      const hit = { type: row.type, id: Number(row.id), title: row.title, url: source.type.public.path(row.slug), snippet: tidySnippet(row) };
      return [[`${row.type}:${row.id}`, hit] as const];
    }),
  );
}

/**
 * The search in one of the site's other languages: the live translations of the translatable types
 * in `locale` (their parent live too), matched and stemmed by that language's configuration
 * (`search_config`, migration 2026-11-29-0022). Hits carry the unprefixed path of the translated slug.
 */

interface TranslatedSource {
  type: SearchableType;
  table: string;
  parent: string;
  snippetText: RawBuilder<unknown>;
  summaryOnly: RawBuilder<unknown>;
}

const TRANSLATED_SOURCES: readonly TranslatedSource[] = searchableTypes().flatMap((type) => {
  if (!("translatable" in type)) return [];
  const rich = type.search.fields.filter((field) => "rich" in field && field.rich).map((field) => plainText(`t.${field.column}`));
  const snippetText = sql.join([summaryText(`t.${type.search.summary}`), ...rich], sql` || ' ' || `);
  const summaryOnly = sql`coalesce(${sql.ref(`t.${type.search.summary}`)}, '')`;
  return [{ type, table: type.translatable.table, parent: type.translatable.parent, snippetText, summaryOnly }];
});

/**
 * The text-search configuration `search_config` gives a locale (migration 2026-11-29-0022), which the
 * stored vectors were made with. Written into a search as a literal, as the default language's 'english'
 * is, rather than calling the function: the planner inlines that SQL function afresh at each of a search's
 * twenty calls, which made planning a search in German twice as long as in English.
 */
const SEARCH_CONFIGS: Readonly<Record<string, string>> = {
  en: "english", de: "german", fr: "french", es: "spanish", it: "italian", nl: "dutch", pt: "portuguese", sv: "swedish",
  da: "danish", fi: "finnish", no: "norwegian", nb: "norwegian", ru: "russian", tr: "turkish", hu: "hungarian", ro: "romanian",
};

export function searchConfigOf(locale: string): string {
  return SEARCH_CONFIGS[locale.toLowerCase().split("-")[0]] ?? "simple";
}

function tsqueryIn(locale: string, q: string): RawBuilder<unknown> {
  const { words, prefix, join } = splitSearch(q);
  const config = sql.lit(searchConfigOf(locale));
  const typed = sql`websearch_to_tsquery(${config}, ${words})`;
  if (!prefix) return typed;
  const prefixed = sql`to_tsquery(${config}, quote_literal(${prefix}) || ':*')`;
  return join === "or" ? sql`(${typed} || ${prefixed})` : sql`(${typed} && ${prefixed})`;
}

const TRANSLATION_LIVE = sql`(t.status = 'published' and (t.published_at is null or t.published_at <= now()))`;

export async function searchTranslations(db: DbOrTx, search: { q: string; page: number; locale: string; guardOn: boolean }): Promise<Paginated<SearchHit>> {
  if (search.q === "") return { items: [], total: 0, page: search.page, perPage: SEARCH_PER_PAGE, lastPage: 1 };
  if (db.isTransaction) return rankTranslations(db, search);
  return db.transaction().execute(async (tx) => {
    await SEARCH_PLANNER_SETTINGS.execute(tx);
    return rankTranslations(tx, search);
  });
}

async function rankTranslations(
  db: DbOrTx,
  { q, page, locale, guardOn }: { q: string; page: number; locale: string; guardOn: boolean },
): Promise<Paginated<SearchHit>> {
  const perPage = SEARCH_PER_PAGE;
  const empty = { items: [], total: 0, page, perPage, lastPage: 1 };
  const query = tsqueryIn(locale, q);
  const from = ({ table, parent, type }: TranslatedSource) =>
    sql`from ${sql.table(table)} as t join ${sql.table(type.table)} on ${sql.ref(`${type.table}.id`)} = ${sql.ref(`t.${parent}`)}`;
  const branches = TRANSLATED_SOURCES.map((source) => {
    const kind = source.type.table;
    return sql`select ${kind}::text as type, ${sql.ref(`${kind}.id`)} as id, ts_rank(t.search, ${query}) as rank, ${sql.ref(`${kind}.published_at`)} as published_at
      ${from(source)}
      where t.locale = ${locale} and t.search @@ ${query} and ${TRANSLATION_LIVE} and ${isLive(kind)}`;
  });
  const { ranked, total } = await rankedPage(db, branches, page);
  if (ranked.rows.length === 0) return { ...empty, total, lastPage: lastPageOf(total, perPage) };

  const snippets = TRANSLATED_SOURCES.flatMap((source) => {
    const kind = source.type.table;
    const ids = ranked.rows.filter((row) => row.type === kind).map((row) => Number(row.id));
    if (ids.length === 0) return [];
    const text = sql`translate(left(${snippetSource(source, guardOn)}, ${SNIPPET_SOURCE_CHARS}), ${MATCH_START + MATCH_STOP}, '')`;
    return [
      sql`select ${kind}::text as type, ${sql.ref(`${kind}.id`)} as id, t.title as title, t.slug as slug,
          ts_headline(${sql.lit(searchConfigOf(locale))}, w.words, query.q, ${HEADLINE_OPTIONS}) as snippet, ${ENDS}
        ${from(source)}, query, lateral (select ${text} as words) w where t.locale = ${locale} and ${sql.ref(`${kind}.id`)} in (${sql.join(ids)})`,
    ];
  });
  const result = await sql<SnippetRow & { type: SearchKind; id: number; title: string; slug: string }>`
    with query as (select ${query} as q)
    ${sql.join(snippets, sql` union all `)}`.execute(db);
  const found = new Map(result.rows.map((row) => [`${row.type}:${row.id}`, row]));
  const items = ranked.rows.flatMap((row) => {
    const hit = found.get(`${row.type}:${row.id}`);
    const source = SOURCE_OF_KIND.get(row.type);
    if (!hit || !source) return [];
    return [{ type: row.type, id: Number(row.id), title: hit.title, url: source.type.public.path(hit.slug), snippet: tidySnippet(hit) }];
  });
  return { items, total, page, perPage, lastPage: lastPageOf(total, perPage) };
}
