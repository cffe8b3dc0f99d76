const DEFAULT_PER_PAGE = 20;
const MAX_PER_PAGE = 100;

export type PageRequest = { page: number; perPage: number };

export type Paginated<T> = {
  items: T[];
  total: number;
  page: number;
  perPage: number;
  lastPage: number;
};

export type PaginationMeta = {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};

function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === "number" && Number.isSafeInteger(number) && number >= 1 ? number : undefined;
}

export function normalizePageRequest(
  request: { page?: unknown; perPage?: unknown },
  defaultPerPage = DEFAULT_PER_PAGE,
): PageRequest {
  return {
    page: positiveInteger(request.page) ?? 1,
    perPage: Math.min(positiveInteger(request.perPage) ?? defaultPerPage, MAX_PER_PAGE),
  };
}

/** Bad values fall back rather than fail: a list link with `?page=abc` still shows page 1. */
export function parsePageRequest(searchParams: URLSearchParams, defaultPerPage = DEFAULT_PER_PAGE): PageRequest {
  return normalizePageRequest(
    { page: searchParams.get("page"), perPage: searchParams.get("per_page") ?? searchParams.get("perPage") },
    defaultPerPage,
  );
}

export function lastPageOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export function paginationMeta(result: Pick<Paginated<unknown>, "page" | "perPage" | "total" | "lastPage">): PaginationMeta {
  return {
    current_page: result.page,
    per_page: result.perPage,
    total: result.total,
    last_page: result.lastPage,
  };
}
