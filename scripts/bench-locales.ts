/**
 * `npm run bench:locales`: how to store translations, measured. Builds the news table in two
 * shapes with the same items, each translated into en and de, and times the reads and writes a
 * multilingual site makes, alternating the shapes run by run:
 *   A  a translations table: one row per item and locale (news_a + news_a_translation);
 *   B  a JSONB column per text field, {"en": …, "de": …}, with status, publication date,
 *      slug and version kept per locale the same way (news_b).
 * Runs on PGlite in memory, and on PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL
 * is set (in a fresh schema, dropped afterwards). BENCH_ROWS=10000, BENCH_RUNS=200;
 * BENCH_EXPLAIN=true prints how each shape's lists are run.
 * The figures and the choice they led to: docs/decisions/018-translations.md.
 */
import crypto from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql, type Kysely } from "kysely";
import pg from "pg";

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARM_UP = 10;
const WAL_SAVES = 50;
const BATCH = 250;
const PAGE_SIZE = 20;
const LOCALES = ["en", "de"] as const;
type Locale = (typeof LOCALES)[number];

// Any Kysely instance will do: every statement here is plain SQL.
type AnyDb = Kysely<any>;

// A fixed seed: every run builds the same site.
let state = 7;
function random(): number {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return state / 2_147_483_648;
}
const SYLLABLES = "ka lo mi ne ru sa ti vo ze pa do li ma re so tu ve".split(" ");
const word = () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join("");
const words = (count: number) => Array.from({ length: count }, word).join(" ");
const capital = (text: string) => text[0].toUpperCase() + text.slice(1);
// About 3 KB of body per translation, like a real article: stored out of line (TOAST) in both shapes.
const body = () => Array.from({ length: 6 }, () => `<p>${capital(words(60))}.</p>`).join("");

interface Translation {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  status: "draft" | "published";
  published_at: string;
}

interface Item {
  id: number;
  translations: Record<Locale, Translation>;
}

const NOW = Date.parse("2026-11-28T12:00:00Z");

function itemOf(id: number): Item {
  const englishDate = new Date(NOW - id * 60_000);
  const translation = (locale: Locale, status: Translation["status"], date: Date): Translation => {
    const title = capital(words(5));
    return {
      title,
      slug: `${title.toLowerCase().replace(/[^a-z]+/g, "-")}-${locale}-${id}`,
      excerpt: capital(words(25)),
      body: body(),
      status,
      // Written by the application in UTC (toISOString), so in B the text orders as the time does.
      published_at: date.toISOString(),
    };
  };
  return {
    id,
    translations: {
      // One article in 20 is a draft; one in 50 is scheduled for tomorrow.
      en: translation("en", id % 20 === 0 ? "draft" : "published", id % 50 === 1 ? new Date(NOW + 86_400_000) : englishDate),
      // One German translation in 10 is still a draft: those articles fall back to English.
      de: translation("de", id % 10 === 5 ? "draft" : "published", new Date(englishDate.getTime() + 3_600_000)),
    },
  };
}

const SCHEMA_A = [
  `CREATE TABLE news_a (
    id bigint PRIMARY KEY,
    cover_image_id bigint,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE news_a_translation (
    news_id bigint NOT NULL REFERENCES news_a (id) ON DELETE CASCADE,
    locale text NOT NULL,
    title text NOT NULL,
    slug text NOT NULL,
    excerpt text NOT NULL DEFAULT '',
    body text NOT NULL DEFAULT '',
    status text NOT NULL DEFAULT 'draft',
    published_at timestamptz,
    version integer NOT NULL DEFAULT 1,
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (news_id, locale),
    UNIQUE (locale, slug)
  )`,
  `CREATE INDEX news_a_translation_public_idx ON news_a_translation (locale, published_at DESC, news_id DESC) WHERE status = 'published'`,
];

// B needs an index per locale: an index on a JSON key names the key, so a new locale means new indexes.
const SCHEMA_B = [
  `CREATE TABLE news_b (
    id bigint PRIMARY KEY,
    title jsonb NOT NULL DEFAULT '{}',
    slug jsonb NOT NULL DEFAULT '{}',
    excerpt jsonb NOT NULL DEFAULT '{}',
    body jsonb NOT NULL DEFAULT '{}',
    status jsonb NOT NULL DEFAULT '{}',
    published_at jsonb NOT NULL DEFAULT '{}',
    version jsonb NOT NULL DEFAULT '{}',
    cover_image_id bigint,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  ...LOCALES.flatMap((locale) => [
    `CREATE UNIQUE INDEX news_b_slug_${locale} ON news_b ((slug->>'${locale}'))`,
    `CREATE INDEX news_b_public_${locale} ON news_b ((published_at->>'${locale}') DESC, id DESC) WHERE status->>'${locale}' = 'published'`,
  ]),
];

async function insertBatch(db: AnyDb, items: Item[]): Promise<{ a: number; b: number }> {
  let started = performance.now();
  await sql`INSERT INTO news_a (id) SELECT id FROM jsonb_to_recordset(${JSON.stringify(items.map(({ id }) => ({ id })))}::jsonb) AS r(id bigint)`.execute(db);
  const rowsA = items.flatMap((item) => LOCALES.map((locale) => ({ news_id: item.id, locale, ...item.translations[locale] })));
  await sql`
    INSERT INTO news_a_translation (news_id, locale, title, slug, excerpt, body, status, published_at)
    SELECT news_id, locale, title, slug, excerpt, body, status, published_at
    FROM jsonb_to_recordset(${JSON.stringify(rowsA)}::jsonb)
      AS r(news_id bigint, locale text, title text, slug text, excerpt text, body text, status text, published_at timestamptz)`.execute(db);
  const a = performance.now() - started;

  started = performance.now();
  const perLocale = (item: Item, field: keyof Translation) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, item.translations[locale][field]]));
  const rowsB = items.map((item) => ({
    id: item.id,
    title: perLocale(item, "title"),
    slug: perLocale(item, "slug"),
    excerpt: perLocale(item, "excerpt"),
    body: perLocale(item, "body"),
    status: perLocale(item, "status"),
    published_at: perLocale(item, "published_at"),
    version: Object.fromEntries(LOCALES.map((locale) => [locale, 1])),
  }));
  await sql`
    INSERT INTO news_b (id, title, slug, excerpt, body, status, published_at, version)
    SELECT id, title, slug, excerpt, body, status, published_at, version
    FROM jsonb_to_recordset(${JSON.stringify(rowsB)}::jsonb)
      AS r(id bigint, title jsonb, slug jsonb, excerpt jsonb, body jsonb, status jsonb, published_at jsonb, version jsonb)`.execute(db);
  return { a, b: performance.now() - started };
}

// ---- The operations, each written for both shapes. `now` is a parameter so the plans stay generic.

// With the fallback a list merges two lists: the articles published in the locale, and those
// published only in the default locale. Each branch is cut to the articles up to the page's
// end in its own index order; a union ordered as a whole was sorted entirely (50 ms on
// PostgreSQL for 10,000 articles) because PostgreSQL 15 would not merge the branches.
const upToPage = (page: number) => page * PAGE_SIZE;

// A list is a page of the translations, then the shared columns of those articles only.
function listA(options: { locale: Locale; fallback: Locale | null; page: number; now: string }) {
  const offset = (options.page - 1) * PAGE_SIZE;
  const own = sql`
    SELECT t.news_id AS id, t.locale, t.title, t.slug, t.excerpt, t.published_at
    FROM news_a_translation t
    WHERE t.locale = ${options.locale} AND t.status = 'published' AND t.published_at <= ${options.now}::timestamptz
    ORDER BY t.published_at DESC, t.news_id DESC`;
  const shown = !options.fallback
    ? sql`${own} LIMIT ${PAGE_SIZE} OFFSET ${offset}`
    : sql`
      SELECT * FROM (
        (${own} LIMIT ${upToPage(options.page)})
        UNION ALL
        (SELECT t.news_id AS id, t.locale, t.title, t.slug, t.excerpt, t.published_at
        FROM news_a_translation t
        WHERE t.locale = ${options.fallback} AND t.status = 'published' AND t.published_at <= ${options.now}::timestamptz
          AND NOT EXISTS (
            SELECT 1 FROM news_a_translation translated
            WHERE translated.news_id = t.news_id AND translated.locale = ${options.locale}
              AND translated.status = 'published' AND translated.published_at <= ${options.now}::timestamptz)
        ORDER BY t.published_at DESC, t.news_id DESC
        LIMIT ${upToPage(options.page)})
      ) shown
      ORDER BY published_at DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET ${offset}`;
  return sql`
    SELECT page.*, n.cover_image_id
    FROM (${shown}) page JOIN news_a n ON n.id = page.id
    ORDER BY page.published_at DESC, page.id DESC`;
}

function listB(options: { locale: Locale; fallback: Locale | null; page: number; now: string }) {
  const offset = (options.page - 1) * PAGE_SIZE;
  // The locale is written into the statement: an index on a JSON key matches only the literal key.
  const columns = (locale: Locale) => {
    const key = sql.lit(locale);
    return sql`id, ${key}::text AS locale, title->>${key} AS title, slug->>${key} AS slug, excerpt->>${key} AS excerpt,
      published_at->>${key} AS published_at, cover_image_id`;
  };
  const published = (locale: Locale) =>
    sql`(status->>${sql.lit(locale)} = 'published' AND published_at->>${sql.lit(locale)} <= ${options.now})`;
  const order = (locale: Locale) => sql`ORDER BY published_at->>${sql.lit(locale)} DESC, id DESC`;
  const own = sql`SELECT ${columns(options.locale)} FROM news_b WHERE ${published(options.locale)} ${order(options.locale)}`;
  if (!options.fallback) return sql`${own} LIMIT ${PAGE_SIZE} OFFSET ${offset}`;
  return sql`
    SELECT * FROM (
      (${own} LIMIT ${upToPage(options.page)})
      UNION ALL
      (SELECT ${columns(options.fallback)} FROM news_b
      WHERE ${published(options.fallback)} AND NOT coalesce(${published(options.locale)}, false)
      ${order(options.fallback)}
      LIMIT ${upToPage(options.page)})
    ) shown
    ORDER BY published_at DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET ${offset}`;
}

// The detail page also needs the slugs of the other published translations (hreflang, the language switcher).
function detailA(db: AnyDb, options: { locale: Locale; slug: string; now: string }) {
  return sql`
    SELECT t.news_id AS id, t.title, t.slug, t.excerpt, t.body, t.published_at, n.cover_image_id,
      (SELECT jsonb_object_agg(other.locale, other.slug) FROM news_a_translation other
       WHERE other.news_id = t.news_id AND other.status = 'published' AND other.published_at <= ${options.now}::timestamptz) AS translations
    FROM news_a_translation t JOIN news_a n ON n.id = t.news_id
    WHERE t.locale = ${options.locale} AND t.slug = ${options.slug}
      AND t.status = 'published' AND t.published_at <= ${options.now}::timestamptz`.execute(db);
}

function detailB(db: AnyDb, options: { locale: Locale; slug: string; now: string }) {
  const own = sql.lit(options.locale);
  return sql`
    SELECT id, title->>${own} AS title, slug->>${own} AS slug, excerpt->>${own} AS excerpt, body->>${own} AS body,
      published_at->>${own} AS published_at, cover_image_id,
      (SELECT jsonb_object_agg(each.key, each.value) FROM jsonb_each_text(slug) AS each
       WHERE status->>each.key = 'published' AND published_at->>each.key <= ${options.now}) AS translations
    FROM news_b
    WHERE slug->>${own} = ${options.slug} AND status->>${own} = 'published' AND published_at->>${own} <= ${options.now}`.execute(db);
}

// What the save does before writing a slug: is it taken in this locale by another article?
function slugTakenA(db: AnyDb, options: { locale: Locale; slug: string; id: number }) {
  return sql`SELECT EXISTS (SELECT 1 FROM news_a_translation WHERE locale = ${options.locale} AND slug = ${options.slug} AND news_id <> ${options.id}) AS taken`.execute(db);
}

function slugTakenB(db: AnyDb, options: { locale: Locale; slug: string; id: number }) {
  return sql`SELECT EXISTS (SELECT 1 FROM news_b WHERE slug->>${sql.lit(options.locale)} = ${options.slug} AND id <> ${options.id}) AS taken`.execute(db);
}

interface TranslationWrite {
  id: number;
  locale: Locale;
  version: number;
  title: string;
  excerpt: string;
  body: string;
}

// Saving one translation: its text and its own version, refused when someone saved it since.
function saveA(input: TranslationWrite) {
  return sql<{ version: number }>`
    UPDATE news_a_translation
    SET title = ${input.title}, excerpt = ${input.excerpt}, body = ${input.body}, version = version + 1, updated_at = now()
    WHERE news_id = ${input.id} AND locale = ${input.locale} AND version = ${input.version}
    RETURNING version`;
}

// The whole row is written again, every locale's text with it: a JSON value is replaced, not patched.
function saveB(input: TranslationWrite) {
  const own = sql.lit(input.locale);
  const path = sql.lit(`{${input.locale}}`);
  return sql<{ version: number }>`
    UPDATE news_b
    SET title = jsonb_set(title, ${path}, to_jsonb(${input.title}::text)),
      excerpt = jsonb_set(excerpt, ${path}, to_jsonb(${input.excerpt}::text)),
      body = jsonb_set(body, ${path}, to_jsonb(${input.body}::text)),
      version = jsonb_set(version, ${path}, to_jsonb((version->>${own})::int + 1)),
      updated_at = now()
    WHERE id = ${input.id} AND (version->>${own})::int = ${input.version}
    RETURNING (version->>${own})::int AS version`;
}

async function write(db: AnyDb, save: typeof saveA, input: TranslationWrite): Promise<number> {
  const result = await save(input).execute(db);
  if (result.rows.length !== 1) throw new Error(`the save of ${input.id}/${input.locale} found another version`);
  return result.rows[0].version;
}

// What a save writes to the write-ahead log, counted by the statement itself (other sessions on a shared server do not count).
async function walBytesOfSave(db: AnyDb, save: typeof saveA, input: TranslationWrite): Promise<number> {
  const result = await sql<{ "QUERY PLAN": unknown }>`EXPLAIN (ANALYZE, WAL, FORMAT JSON) ${save(input)}`.execute(db);
  const raw = result.rows[0]["QUERY PLAN"];
  const [{ Plan: plan }] = (typeof raw === "string" ? JSON.parse(raw) : raw) as Array<{ Plan: { "Actual Rows": number; "WAL Bytes": number } }>;
  if (plan["Actual Rows"] !== 1) throw new Error(`the save of ${input.id}/${input.locale} found another version`);
  return plan["WAL Bytes"];
}

// ---- The rule, checked rather than assumed: a slug is unique within a locale, free across locales.

async function refusesDuplicate(db: AnyDb, statement: ReturnType<typeof sql>): Promise<boolean> {
  try {
    await db.transaction().execute((trx) => statement.execute(trx));
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === "23505") return true;
    throw error;
  }
}

async function checkSlugRule(db: AnyDb, first: Item, second: Item): Promise<{ a: boolean; b: boolean }> {
  const taken = second.translations.de.slug;
  const englishOfFirst = first.translations.en.slug;
  const a =
    (await refusesDuplicate(db, sql`UPDATE news_a_translation SET slug = ${taken} WHERE news_id = ${first.id} AND locale = 'de'`)) &&
    // The same text in another locale is allowed: the English slug of one article as the German slug of another.
    !(await refusesDuplicate(db, sql`UPDATE news_a_translation SET slug = ${englishOfFirst} WHERE news_id = ${second.id} AND locale = 'de'`));
  const b =
    (await refusesDuplicate(db, sql`UPDATE news_b SET slug = jsonb_set(slug, '{de}', to_jsonb(${taken}::text)) WHERE id = ${first.id}`)) &&
    !(await refusesDuplicate(db, sql`UPDATE news_b SET slug = jsonb_set(slug, '{de}', to_jsonb(${englishOfFirst}::text)) WHERE id = ${second.id}`));
  // Put the German slug of the second article back for the timed reads.
  await sql`UPDATE news_a_translation SET slug = ${taken} WHERE news_id = ${second.id} AND locale = 'de'`.execute(db);
  await sql`UPDATE news_b SET slug = jsonb_set(slug, '{de}', to_jsonb(${taken}::text)) WHERE id = ${second.id}`.execute(db);
  return { a, b };
}

// ---- Measuring

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

interface Operation {
  label: string;
  a: (n: number) => Promise<unknown>;
  b: (n: number) => Promise<unknown>;
}

interface Figures {
  engine: string;
  seed: { a: number; b: number };
  bytes: { a: number; b: number };
  walPerSave: { a: number; b: number };
  slugRule: { a: boolean; b: boolean };
  medians: Array<{ label: string; a: number; b: number }>;
}

async function measure(engine: string, db: AnyDb): Promise<Figures> {
  for (const statement of [...SCHEMA_A, ...SCHEMA_B]) await sql.raw(statement).execute(db);

  const items = Array.from({ length: ROWS }, (_, index) => itemOf(index + 1));
  const seed = { a: 0, b: 0 };
  for (let offset = 0; offset < items.length; offset += BATCH) {
    const took = await insertBatch(db, items.slice(offset, offset + BATCH));
    seed.a += took.a;
    seed.b += took.b;
  }
  // Fresh statistics, as autovacuum would have them on a live database.
  await sql`ANALYZE`.execute(db);

  const slugRule = await checkSlugRule(db, items[0], items[1]);

  const now = new Date(NOW).toISOString();
  const translated = items.filter((item) => item.translations.de.status === "published" && item.translations.de.published_at <= now);
  const pick = (n: number) => translated[(n * 7919) % translated.length];
  // Visitors read the first pages most; every fifth list is page 5.
  const page = (n: number) => (n % 5 === 4 ? 5 : 1 + (n % 2));
  const versions = { a: new Map<number, number>(), b: new Map<number, number>() };
  const writeOf = (n: number, shape: "a" | "b"): TranslationWrite => {
    const item = items[(n * 104_729) % items.length];
    return { id: item.id, locale: "de", version: versions[shape].get(item.id) ?? 1, title: `Titel ${n}`, excerpt: `Anriss ${n}`, body: item.translations.de.body.replace("<p>", `<p>Neu ${n}. `) };
  };

  const operations: Operation[] = [
    {
      label: "list, de with fallback to en",
      a: (n) => listA({ locale: "de", fallback: "en", page: page(n), now }).execute(db),
      b: (n) => listB({ locale: "de", fallback: "en", page: page(n), now }).execute(db),
    },
    {
      label: "list, de only (no fallback)",
      a: (n) => listA({ locale: "de", fallback: null, page: page(n), now }).execute(db),
      b: (n) => listB({ locale: "de", fallback: null, page: page(n), now }).execute(db),
    },
    {
      label: "detail by de slug + translations",
      a: (n) => detailA(db, { locale: "de", slug: pick(n).translations.de.slug, now }),
      b: (n) => detailB(db, { locale: "de", slug: pick(n).translations.de.slug, now }),
    },
    {
      // Half the probes are taken by another article, half are free.
      label: "slug taken in de? (before a save)",
      a: (n) => slugTakenA(db, { locale: "de", slug: n % 2 ? pick(n).translations.de.slug : `free-${n}`, id: pick(n + 1).id }),
      b: (n) => slugTakenB(db, { locale: "de", slug: n % 2 ? pick(n).translations.de.slug : `free-${n}`, id: pick(n + 1).id }),
    },
    {
      label: "save one de translation",
      a: async (n) => {
        const input = writeOf(n, "a");
        versions.a.set(input.id, await write(db, saveA, input));
      },
      b: async (n) => {
        const input = writeOf(n, "b");
        versions.b.set(input.id, await write(db, saveB, input));
      },
    },
  ];

  // Both shapes answer the same: the same articles, in the same order, in the same locale.
  for (const fallback of ["en", null] as const) {
    const a = await listA({ locale: "de", fallback, page: 5, now }).execute(db);
    const b = await listB({ locale: "de", fallback, page: 5, now }).execute(db);
    const key = (rows: unknown[]) => JSON.stringify((rows as Array<{ id: number; locale: string }>).map((row) => [Number(row.id), row.locale]));
    if (key(a.rows) !== key(b.rows) || a.rows.length !== PAGE_SIZE) throw new Error(`the two shapes list different articles (fallback ${fallback})`);
  }

  // BENCH_EXPLAIN=true shows how the database runs each list.
  if (process.env.BENCH_EXPLAIN === "true") {
    for (const fallback of ["en", null] as const) {
      for (const [shape, list] of [["A", listA], ["B", listB]] as const) {
        const plan = await sql<{ "QUERY PLAN": string }>`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${list({ locale: "de", fallback, page: 5, now })}`.execute(db);
        console.log(`\n${shape}, de ${fallback ? "with fallback" : "only"}, page 5:\n${plan.rows.map((row) => row["QUERY PLAN"]).join("\n")}`);
      }
    }
  }

  const medians: Figures["medians"] = [];
  for (const operation of operations) {
    for (let n = 0; n < WARM_UP; n++) {
      await operation.a(RUNS + n);
      await operation.b(RUNS + n);
    }
    const times = { a: [] as number[], b: [] as number[] };
    // Alternating, so both shapes see the same machine: the cores here are shared.
    for (let n = 0; n < RUNS; n++) {
      if (n % 2) {
        times.a.push(await timed(() => operation.a(n)));
        times.b.push(await timed(() => operation.b(n)));
      } else {
        times.b.push(await timed(() => operation.b(n)));
        times.a.push(await timed(() => operation.a(n)));
      }
    }
    medians.push({ label: operation.label, a: median(times.a), b: median(times.b) });
  }

  const wal = { a: [] as number[], b: [] as number[] };
  for (let n = 0; n < WAL_SAVES; n++) {
    for (const [shape, save] of [["a", saveA], ["b", saveB]] as const) {
      const input = writeOf(RUNS + WARM_UP + n, shape);
      wal[shape].push(await walBytesOfSave(db, save, input));
      versions[shape].set(input.id, input.version + 1);
    }
  }

  const size = await sql<{ a: number; b: number }>`
    SELECT (pg_total_relation_size('news_a') + pg_total_relation_size('news_a_translation'))::bigint AS a,
      pg_total_relation_size('news_b')::bigint AS b`.execute(db);
  return { engine, seed, bytes: { a: Number(size.rows[0].a), b: Number(size.rows[0].b) }, walPerSave: { a: median(wal.a), b: median(wal.b) }, slugRule, medians };
}

async function onPostgres(url: string): Promise<Figures> {
  const { createDb } = await import("~/db/db.server");
  const schema = `bench_locales_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
    const scoped = new URL(url);
    scoped.searchParams.set("options", `-c search_path=${schema}`);
    const db = createDb(scoped.toString());
    try {
      return await measure(`PostgreSQL (schema ${schema})`, db);
    } finally {
      await db.destroy();
    }
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
}

function report(figures: Figures) {
  const widths = [36, 10, 10, 7];
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  const ms = (value: number) => value.toFixed(2);
  const ratio = (b: number, a: number) => `${(b / a).toFixed(2)}×`;
  console.log(`\n${figures.engine}: ${ROWS.toLocaleString("en-US")} articles × ${LOCALES.length} locales, medians of ${RUNS} runs`);
  console.log(line(["operation", "A table", "B jsonb", "B / A"]));
  for (const row of figures.medians) console.log(line([row.label, ms(row.a), ms(row.b), ratio(row.b, row.a)]));
  console.log(line(["seed (all rows, ms, total)", String(Math.round(figures.seed.a)), String(Math.round(figures.seed.b)), ratio(figures.seed.b, figures.seed.a)]));
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(line(["size with indexes (MB)", mb(figures.bytes.a), mb(figures.bytes.b), ratio(figures.bytes.b, figures.bytes.a)]));
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(line(["WAL per de save (KB, median)", kb(figures.walPerSave.a), kb(figures.walPerSave.b), ratio(figures.walPerSave.b, figures.walPerSave.a)]));
  const rule = (held: boolean) => (held ? "held" : "BROKEN");
  console.log(line(["slug unique per locale, free across", rule(figures.slugRule.a), rule(figures.slugRule.b), ""]));
  if (!figures.slugRule.a || !figures.slugRule.b) process.exitCode = 1;
}

async function main() {
  process.env.SESSION_SECRET ??= crypto.randomBytes(24).toString("hex");
  process.env.LOG_REQUESTS = "false";
  const { createDb } = await import("~/db/db.server");

  console.log(`Locales: building both shapes with ${ROWS.toLocaleString("en-US")} articles in PGlite (in memory)…`);
  const memory = createDb("memory://");
  try {
    report(await measure("PGlite (in memory)", memory));
  } finally {
    await memory.destroy();
  }
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    console.log(`\nLocales: building both shapes with ${ROWS.toLocaleString("en-US")} articles in PostgreSQL…`);
    report(await onPostgres(postgresUrl));
  }
}

await main();
