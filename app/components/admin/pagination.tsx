import { useLocation, Link } from "@remix-run/react";

/** Keeps the list's search and filters (only `page` changes); page 1 drops the parameter. */

export function pageLink(search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.delete("confirm-delete");
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "?";
}

export function visiblePages(page: number, lastPage: number): Array<number | "gap"> {
  const wanted = new Set([1, lastPage]);
  for (let n = page - 2; n <= page + 2; n++) if (n >= 1 && n <= lastPage) wanted.add(n);
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: Array<number | "gap"> = [];
  for (const n of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === "number" && n - previous > 1) result.push("gap");
    result.push(n);
  }
  return result;
}

export function Pagination({ page, lastPage, total }: { page: number; lastPage: number; total?: number }) {
  const { search } = useLocation();
  return (
    <nav className="admin-pagination" aria-label="Pagination">
      {total !== undefined ? (
        <p className="admin-pagination-total">
          {total === 1 ? "1 item" : `${total.toLocaleString("en-US")} items`}
          {lastPage > 1 ? ` · page ${page} of ${lastPage}` : null}
        </p>
      ) : null}
      {lastPage > 1 ? (
        <ol>
          {page > 1 ? (
            <li>
              <Link to={pageLink(search, page - 1)} rel="prev">
                Previous
              </Link>
            </li>
          ) : null}
          {visiblePages(page, lastPage).map((item, index) =>
            item === "gap" ? (
              <li key={`gap-${index}`} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                {item === page ? (
                  <span aria-current="page">
                    <span className="visually-hidden">Page </span>
                    {item}
                  </span>
                ) : (
                  <Link to={pageLink(search, item)}>
                    <span className="visually-hidden">Page </span>
                    {item}
                  </Link>
                )}
              </li>
            ),
          )}
          {page < lastPage ? (
            <li>
              <Link to={pageLink(search, page + 1)} rel="next">
                Next
              </Link>
            </li>
          ) : null}
        </ol>
      ) : null}
    </nav>
  );
}
