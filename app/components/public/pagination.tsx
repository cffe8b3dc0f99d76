import { Link } from "@remix-run/react";

/** `/news`, `/news?page=2`, `/search?q=x&page=2`…: page 1 has no page number, so it has one URL only. */
export function pageHref(basePath: string, page: number): string {
  if (page <= 1) return basePath;
  return `${basePath}${basePath.includes("?") ? "&" : "?"}page=${page}`;
}

export function Pagination({ basePath, page, lastPage }: { basePath: string; page: number; lastPage: number }) {
  if (lastPage <= 1) return null;
  const pages = Array.from({ length: lastPage }, (_, index) => index + 1);
  return (
    <nav className="pagination" aria-label="Pagination">
      {page > 1 ? (
        <Link to={pageHref(basePath, page - 1)} rel="prev">
          Previous<span className="visually-hidden"> page</span>
        </Link>
      ) : null}
      <ol>
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page">
                <span className="visually-hidden">Page </span>
                {number}
              </span>
            ) : (
              <Link to={pageHref(basePath, number)}>
                <span className="visually-hidden">Page </span>
                {number}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < lastPage ? (
        <Link to={pageHref(basePath, page + 1)} rel="next">
          Next<span className="visually-hidden"> page</span>
        </Link>
      ) : null}
    </nav>
  );
}
