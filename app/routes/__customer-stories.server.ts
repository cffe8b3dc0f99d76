/**
 * What the customer stories' public reads are built from, as READ_TAGS names
 * the other types': a write to any of these drops them. The stories are not
 * behind the details guard, so the settings do not change them.
 */
export const STORY_TAGS = {
  list: ["customer-story", "media"],
  story: ["customer-story", "solution", "product", "solution-category", "product-category", "media"],
} as const;

/** The most an industry holds (migration 2026-11-28-0009). */
export const INDUSTRY_MAX_LENGTH = 80;

/** `?industry=` as typed, trimmed; "" for every industry. */
export function industryParam(searchParams: URLSearchParams): string {
  return (searchParams.get("industry") ?? "").trim();
}
