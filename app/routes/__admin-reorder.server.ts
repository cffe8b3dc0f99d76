import type { AppLoadContext } from "@remix-run/node";
import { sql } from "kysely";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import type { SessionUser } from "~/services/auth/auth.server";
import { inCommandTransaction, notFound, refused, type Failure } from "~/services/content/command.server";
import type { AnyContentResource } from "~/services/content/resource";
import { redirectWithToast } from "~/services/toast.server";
import { movedIds, readListMove, sortOrdersFor, type ListMove, type OrderedRow } from "~/utils/list-order";
import { parseRecordId } from "~/utils/record-id";
import { actorOf, commandFailure, formError } from "./__admin-screen.server";

/**
 * A hand-ordered list's Move up, Move down and drag (`intent=move`, `id`, `move` = up, down or to
 * with `target`): one transaction that reads the whole list in its order, locked, and gives the rows
 * whose place changes their new sort number through the type's own update command, so each change
 * is checked, audited, revisioned and its cache tags published (once, at the commit) as a save's.
 */

/** The tables whose rows carry a sort number their lists are ordered by. */
const ORDERED_TABLES = ["home_slide", "hero_content", "page", "solution", "product", "certificate", "solution_category", "product_category"] as const;

type MovableResource = Pick<AnyContentResource, "entity" | "schemas" | "get" | "update">;

type Moved = { ok: true; place: number; count: number };

function titleOf(record: unknown, id: number): string {
  const named = record as { title?: unknown; name?: unknown } | undefined;
  const title = named?.title ?? named?.name;
  return typeof title === "string" ? title : `#${id}`;
}

function movedSentence(title: string, move: ListMove, moved: Moved): string {
  if ("direction" in move) return `“${title}” moved ${move.direction}.`;
  return `“${title}” moved to place ${moved.place} of ${moved.count}.`;
}

export function isOrderedList(resource: Pick<AnyContentResource, "entity">): boolean {
  return (ORDERED_TABLES as readonly string[]).includes(resource.entity);
}

export async function moveListItem(resource: MovableResource, staff: SessionUser, context: AppLoadContext, form: FormData, back: string) {
  const table = ORDERED_TABLES.find((name) => name === resource.entity);
  const { update, schemas } = resource;
  if (!table || !update || !schemas.patch) return formError("This list cannot be reordered.", 400);
  const id = parseRecordId(form.get("id"));
  if (id === undefined) return formError("Row: choose the row to move.", 400);
  const move = readListMove(form.get("move"), form.get("target"));
  if ("error" in move) return formError(move.error, 400);
  const patch = schemas.patch;
  const caller = { actor: actorOf(staff), ip: clientIp(context) };
  const title = titleOf(await resource.get(db(), id), id);

  const result = await inCommandTransaction<Moved | Failure>(db(), async (trx) => {
    // Locked in the list's order: two editors moving rows at once take turns, each on the other's result.
    const { rows } = await sql<OrderedRow & { version: number }>`
      select id, sort_order, version from ${sql.table(table)} order by sort_order, id for update`.execute(trx);
    const list = rows.map((row) => ({ ...row, id: Number(row.id) }));
    const order = movedIds(list.map((row) => row.id), id, move);
    if (!order) {
      if (!list.some((row) => row.id === id)) return notFound();
      return refused("target" in move ? "Target: that row is not in this list." : `“${title}” is already ${move.direction === "up" ? "first" : "last"}.`);
    }
    for (const [rowId, sortOrder] of sortOrdersFor(list, order)) {
      const version = list.find((row) => row.id === rowId)?.version;
      const parsed = patch.safeParse({ sort_order: sortOrder, version });
      if (!parsed.success) return refused("The new order could not be saved.");
      const saved = await update(trx, { ...caller, id: rowId, version, input: parsed.data });
      if (!saved.ok) return saved;
    }
    return { ok: true, place: order.indexOf(id) + 1, count: order.length };
  });
  if (!result.ok) return commandFailure(result);
  return redirectWithToast(back, { type: "success", message: movedSentence(title, move, result) });
}
