import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * Reordering a hand-ordered list (slides, hero contents, solutions, products, pages) from the list
 * itself. Each row has Move up and Move down: plain forms posting `intent=move` to the list's action,
 * which work without JavaScript. With it a drag handle joins them: dragged onto another row it posts
 * the same action (`move=to`, `target`) through a fetcher; focused, the arrow keys move its row one
 * place and the focus stays on it, each move announced. The list's order is only movable while the
 * list shows it: sorted by a column, filtered or searched, the rows' neighbours are not the list's.
 */

/** Only the page number in the address (or the order's own sort, ascending): the rows stand in the list's order. */
export function showsListOrder(search: string): boolean {
  const params = new URLSearchParams(search);
  for (const [name, value] of params) {
    if (name === "page" || value === "") continue;
    if (name === "sort" && value === "order") continue;
    if (name === "dir" && value === "asc") continue;
    return false;
  }
  return true;
}

type Row = { id: number; title: string };

/** Under every Sort order field: the number is what the list's Move buttons set. */
export const SORT_ORDER_HINT = "Lower numbers come first. Move up and down in the list sets this for you.";

/** Said over a hand-ordered list shown sorted, filtered or searched, where Move is not offered. */
export function ListOrderNote({ listPath, plural }: { listPath: string; plural: string }) {
  return (
    <p className="list-order-note">
      Sorted, filtered or searched: <Link to={listPath}>show the list in its order</Link> to move {plural.toLowerCase()} up or down.
    </p>
  );
}

export type ListOrder = {
  /** The controls of one row: handle, Move up, Move down. */
  cell: (item: Row) => ReactNode;
  /** A drop on a row moves the dragged one to its place (the table's wrapper hears it). */
  wrap: (table: ReactNode) => ReactNode;
  rowClassName: (item: Row) => string | undefined;
};

function MoveButton({ item, direction, disabled }: { item: Row; direction: "up" | "down"; disabled: boolean }) {
  return (
    <Form method="post" className="list-move-form" preventScrollReset>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={item.id} />
      <button
        type="submit"
        name="move"
        value={direction}
        className="icon-button icon-button-secondary list-move"
        disabled={disabled}
        aria-label={`Move “${item.title}” ${direction}`}
        title={direction === "up" ? "Move up" : "Move down"}
      >
        <span aria-hidden="true">{direction === "up" ? "↑" : "↓"}</span>
      </button>
    </Form>
  );
}

export function useListOrder({ items, page, lastPage }: { items: readonly Row[]; page: number; lastPage: number }): ListOrder {
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  // The row the keyboard moved: its handle takes the focus again once the list comes back in its new order.
  const keyboardMoved = useRef<number | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const id = keyboardMoved.current;
    if (id === null || fetcher.state !== "idle") return;
    const at = items.findIndex((item) => item.id === id);
    keyboardMoved.current = null;
    if (at >= 0) setAnnouncement(`“${items[at].title}” is now at place ${at + 1} of this page.`);
    wrapper.current?.querySelector<HTMLElement>(`[data-order-handle="${id}"]`)?.focus();
  }, [items, fetcher.state]);

  const submit = (item: Row, fields: Record<string, string>) =>
    fetcher.submit({ intent: "move", id: String(item.id), ...fields }, { method: "post", preventScrollReset: true });

  const first = (index: number) => page === 1 && index === 0;
  const last = (index: number) => page === lastPage && index === items.length - 1;

  const onKey = (event: KeyboardEvent<HTMLButtonElement>, item: Row, index: number) => {
    const direction = event.key === "ArrowUp" ? "up" : event.key === "ArrowDown" ? "down" : null;
    if (!direction) return;
    event.preventDefault();
    if (fetcher.state !== "idle" || (direction === "up" ? first(index) : last(index))) return;
    keyboardMoved.current = item.id;
    submit(item, { move: direction });
  };

  const rowIdOf = (event: DragEvent<HTMLElement>): number | null => {
    const handle = (event.target as HTMLElement).closest("tr")?.querySelector<HTMLElement>("[data-order-id]");
    return handle ? Number(handle.dataset.orderId) : null;
  };

  const cell = (item: Row) => {
    const index = items.findIndex((row) => row.id === item.id);
    return (
      <div className="list-order" data-order-id={item.id}>
        {hydrated ? (
          <button
            type="button"
            className="list-drag-handle"
            data-order-handle={item.id}
            draggable
            aria-label={`Reorder “${item.title}”: drag, or press the up and down arrows`}
            title="Drag to move, or use the arrow keys"
            onKeyDown={(event) => onKey(event, item, index)}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = "move";
              event.dataTransfer.setData("text/plain", String(item.id));
              // The whole row as the picture that follows the pointer, not the handle alone.
              const row = event.currentTarget.closest("tr");
              if (row) event.dataTransfer.setDragImage(row, 16, 16);
              setDragged(item.id);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
          >
            <span aria-hidden="true">⠿</span>
          </button>
        ) : null}
        <MoveButton item={item} direction="up" disabled={first(index)} />
        <MoveButton item={item} direction="down" disabled={last(index)} />
      </div>
    );
  };

  const wrap = (table: ReactNode) => (
    <div
      ref={wrapper}
      className="list-order-table"
      aria-busy={fetcher.state !== "idle" || undefined}
      onDragOver={(event) => {
        if (dragged === null) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setOver(rowIdOf(event));
      }}
      onDrop={(event) => {
        if (dragged === null) return;
        event.preventDefault();
        const target = rowIdOf(event);
        const item = items.find((row) => row.id === dragged);
        setDragged(null);
        setOver(null);
        if (!item || target === null || target === dragged) return;
        const to = items.findIndex((row) => row.id === target);
        setAnnouncement(`“${item.title}” moved to place ${to + 1} of this page.`);
        submit(item, { move: "to", target: String(target) });
      }}
    >
      {table}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );

  const rowClassName = (item: Row) => (item.id === dragged ? "is-dragging" : item.id === over ? "is-drop-target" : undefined);

  return { cell, wrap, rowClassName };
}
