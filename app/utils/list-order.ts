/**
 * Reordering a hand-ordered list (slides, hero contents, solutions, products, pages, categories,
 * certificates) from its admin list: a row moves one place up or down, or (dragged) to another row's
 * place, and the rows get the sort numbers that give that order. The list's order is its sort number,
 * then its id, as every public query reads it.
 */

export type OrderedRow = { id: number; sort_order: number };

export type ListMove = { direction: "up" | "down" } | { target: number };

const MOVE_VALUES = ["up", "down", "to"] as const;

/** The move a list's form posts (`move` = up, down, or to with `target` = the row whose place it takes), or a message naming the field. */
export function readListMove(move: unknown, target: unknown): ListMove | { error: string } {
  if (typeof move !== "string" || !(MOVE_VALUES as readonly string[]).includes(move)) return { error: "Move: choose up or down." };
  if (move === "up" || move === "down") return { direction: move };
  const id = typeof target === "string" && /^[1-9]\d{0,9}$/.test(target) ? Number(target) : NaN;
  return Number.isSafeInteger(id) ? { target: id } : { error: "Target: name the row to move to." };
}

/** The ids in their new order, or null when the row (or the target) is not in the list, or the move goes past an end. */
export function movedIds(ids: readonly number[], id: number, move: ListMove): number[] | null {
  const from = ids.indexOf(id);
  if (from < 0) return null;
  const to = "target" in move ? ids.indexOf(move.target) : from + (move.direction === "up" ? -1 : 1);
  if (to < 0 || to >= ids.length) return null;
  const list = [...ids];
  list.splice(from, 1);
  list.splice(to, 0, id);
  return list;
}

/**
 * The new sort numbers of the rows whose number changes, for `order` (the same rows' ids, reordered).
 * While the numbers are distinct they are handed out again in the new order, so a move up or down
 * changes two rows and a drag only those it passes; tied numbers (two rows at 0) cannot say an order,
 * so then the list is numbered afresh in tens, leaving room for a number typed in between.
 */
export function sortOrdersFor(rows: readonly OrderedRow[], order: readonly number[]): Map<number, number> {
  const numbers = rows.map((row) => row.sort_order).sort((a, b) => a - b);
  const distinct = numbers.every((value, index) => index === 0 || value > numbers[index - 1]);
  const current = new Map(rows.map((row) => [row.id, row.sort_order]));
  const changes = new Map<number, number>();
  order.forEach((id, index) => {
    const value = distinct ? numbers[index] : (index + 1) * 10;
    if (current.get(id) !== value) changes.set(id, value);
  });
  return changes;
}
