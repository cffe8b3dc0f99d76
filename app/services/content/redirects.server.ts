import { z } from "zod";
import { env } from "~/env.server";
import { forgetNotFound } from "~/models/not-found.server";
import { isOutsidePublicSite, whatLivesAt } from "~/models/public-path.server";
import {
  deleteRedirect, getRedirectById, getRedirectFrom, insertRedirect, listRedirectQueries, normalizePath, redirectLocation,
  retargetRedirects, saveRedirect, type RedirectRow,
} from "~/models/redirect.server";
import type { RedirectValues } from "~/schemas/redirect";
import { isSitePath } from "~/schemas/redirect";
import {
  auditWrite, inCommandTransaction, invalid, notFound,
  type CommandContext, type DB, type Invalid, type NotFound, type RemoveArgs, type Saved, type Trx,
} from "./command.server";
import { dateTimeJson, idJson, isoDate, nullableDateTimeJson } from "./json";

/**
 * Every save keeps the table free of chains and loops; a path that serves a live page cannot
 * redirect: its page would win (docs/decisions/011-search-redirects-404-log.md).
 */

export const redirectJsonSchema = z.strictObject({
  id: idJson(),
  from_path: z.string(),
  to: z.string().meta({ description: "A path of this site or an https:// address" }),
  status: z.union([z.literal(301), z.literal(302)]),
  automatic: z.boolean().meta({ description: "Written when a published item's slug changed" }),
  hits: z.number().int().min(0).meta({ description: "Times followed (counted within a minute)" }),
  last_hit_at: nullableDateTimeJson(),
  created_at: dateTimeJson(),
  updated_at: dateTimeJson(),
});

export function redirectJson(row: RedirectRow): z.output<typeof redirectJsonSchema> {
  return {
    id: row.id,
    from_path: row.from_path,
    to: row.to_path,
    status: row.status,
    automatic: row.automatic,
    hits: Number(row.hits),
    last_hit_at: isoDate(row.last_hit_at),
    created_at: isoDate(row.created_at),
    updated_at: isoDate(row.updated_at),
  };
}

/** "/old/?a=1#top" → "/old?a=1": the form requests take when they arrive. */
export function normalizeFromPath(value: string): string {
  const withoutFragment = value.split("#")[0];
  const queryAt = withoutFragment.indexOf("?");
  const path = queryAt === -1 ? withoutFragment : withoutFragment.slice(0, queryAt);
  const query = queryAt === -1 ? "" : withoutFragment.slice(queryAt);
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // Kept as typed: a request with the same bytes decodes the same way.
  }
  return `${normalizePath(decoded)}${query.length > 1 ? query : ""}`;
}

type SaveResult = Saved<RedirectRow> | Invalid | NotFound;

async function checkAndResolve(trx: Trx, values: RedirectValues, id?: number): Promise<Invalid | { from: string; to: string }> {
  const from = normalizeFromPath(values.from_path);
  const bareFrom = from.split("?")[0];
  if (isOutsidePublicSite(bareFrom)) {
    return invalid({ from_path: ["From must be a public path of the site, not one under /admin, /api or /media"] });
  }
  const taken = await getRedirectFrom(trx, from);
  if (taken && taken.id !== id) return invalid({ from_path: [`A redirect from ${from} already exists`] });
  if (!from.includes("?")) {
    const live = await whatLivesAt(trx, bareFrom, env().SITE_LOCALES);
    if (live) return invalid({ from_path: [`${bareFrom} shows ${live}: a redirect from it would never be used`] });
  }
  let to = values.to;
  if (isSitePath(to)) {
    const next = await getRedirectFrom(trx, normalizeFromPath(to));
    // The table holds no chains, so one step reaches the end.
    const end = next && next.id !== id ? next.to_path : undefined;
    if (normalizeFromPath(to) === from) return invalid({ to: [`This redirect would loop: ${from} → ${from}`] });
    if (end !== undefined && normalizeFromPath(end) === from) {
      return invalid({ to: [`This redirect would loop: ${from} → ${to} → ${end}`] });
    }
    if (end !== undefined) to = end;
    const loop = await loopThrough(trx, { id, from, to });
    if (loop) return invalid({ to: [`This redirect would loop: ${loop.join(" → ")}`] });
  }
  return { from, to };
}

type Pending = { id?: number; from: string; to: string };

// Saves collapse chains, so a loop shows within a few steps.
const MOST_STEPS = 10;
const MOST_QUERIES = 100;

/**
 * A bare path matches any query and passes it on, so the walk also starts with each query a
 * redirect names: "/a" → "/b" closes a loop with "/b?x=1" → "/a?x=1".
 */
async function loopThrough(trx: Trx, pending: Pending): Promise<string[] | undefined> {
  const queries = pending.from.includes("?") ? [""] : ["", ...(await listRedirectQueries(trx, MOST_QUERIES))];
  for (const query of queries) {
    const seen = [`${pending.from}${query}`];
    for (let step = 0; step < MOST_STEPS; step++) {
      const next = await nextStep(trx, seen[seen.length - 1], pending);
      if (next === undefined) break;
      const key = normalizeFromPath(next);
      const again = seen.indexOf(key);
      if (again !== -1) return [...seen.slice(again), key];
      seen.push(key);
    }
  }
  return undefined;
}

/** As app/routes/__public-page.server.ts#missing decides it. */
async function nextStep(trx: Trx, url: string, pending: Pending): Promise<string | undefined> {
  if (!isSitePath(url)) return undefined;
  const queryAt = url.indexOf("?");
  const bare = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? "" : url.slice(queryAt);
  if (await whatLivesAt(trx, bare, env().SITE_LOCALES)) return undefined;
  for (const from of search.length > 1 ? [`${bare}${search}`, bare] : [bare]) {
    if (from === pending.from) return redirectLocation({ from_path: pending.from, to_path: pending.to }, search);
    const row = await getRedirectFrom(trx, from);
    if (row && row.id !== pending.id) return redirectLocation(row, search);
  }
  return undefined;
}

async function create(db: DB, { input, ...context }: CommandContext & { input: RedirectValues }): Promise<SaveResult> {
  return inCommandTransaction<SaveResult>(db, async (trx) => {
    const resolved = await checkAndResolve(trx, input);
    if ("ok" in resolved) return resolved;
    const row = await insertRedirect(trx, { from_path: resolved.from, to_path: resolved.to, status: input.status });
    await retargetRedirects(trx, { from: resolved.from, to: resolved.to, exceptId: row.id });
    await forgetNotFound(trx, resolved.from);
    await auditWrite(trx, context, { action: "create", entity: "redirect", entityId: row.id, summary: `Created redirect ${row.from_path} → ${row.to_path}` });
    return { ok: true, row };
  });
}

async function update(db: DB, { id, input, ...context }: CommandContext & { id: number; input: RedirectValues }): Promise<SaveResult> {
  return inCommandTransaction<SaveResult>(db, async (trx) => {
    const current = await getRedirectById(trx, id);
    if (!current) return notFound();
    const resolved = await checkAndResolve(trx, input, id);
    if ("ok" in resolved) return resolved;
    const row = await saveRedirect(trx, id, { from_path: resolved.from, to_path: resolved.to, status: input.status });
    await retargetRedirects(trx, { from: resolved.from, to: resolved.to, exceptId: id });
    await forgetNotFound(trx, resolved.from);
    await auditWrite(trx, context, { action: "update", entity: "redirect", entityId: id, summary: `Updated redirect ${row.from_path} → ${row.to_path}` });
    return { ok: true, row };
  });
}

async function remove(db: DB, { id, ...context }: RemoveArgs): Promise<{ ok: true } | NotFound> {
  return inCommandTransaction<{ ok: true } | NotFound>(db, async (trx) => {
    const current = await getRedirectById(trx, id);
    if (!current) return notFound();
    await deleteRedirect(trx, id);
    await auditWrite(trx, context, { action: "delete", entity: "redirect", entityId: id, summary: `Deleted redirect ${current.from_path} → ${current.to_path}` });
    return { ok: true };
  });
}

export const redirects = { create, update, remove };
