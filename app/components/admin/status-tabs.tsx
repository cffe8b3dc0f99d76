import { Link, useLocation } from "@remix-run/react";

type Counts = Record<"all" | "published" | "scheduled" | "draft", number>;

const TABS: ReadonlyArray<{ value: "" | "published" | "scheduled" | "draft"; label: string; count: keyof Counts }> = [
  { value: "", label: "All", count: "all" },
  { value: "published", label: "Published", count: "published" },
  { value: "scheduled", label: "Scheduled", count: "scheduled" },
  { value: "draft", label: "Drafts", count: "draft" },
];

/**
 * A list's statuses as tabs with their counts, as WordPress and Ghost show them: links, so they work without
 * JavaScript, keeping the search and the order and starting again at page 1. The search form carries the
 * chosen status (a hidden field), so a search stays within it.
 */
export function StatusTabs({ counts, current }: { counts: Counts; current: string }) {
  const { pathname, search } = useLocation();
  const hrefFor = (value: string) => {
    const params = new URLSearchParams(search);
    params.delete("page");
    if (value) params.set("status", value);
    else params.delete("status");
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <nav className="status-tabs" aria-label="Filter by status">
      <ul>
        {TABS.map((tab) => (
          <li key={tab.value}>
            <Link to={hrefFor(tab.value)} aria-current={current === tab.value ? "page" : undefined} preventScrollReset>
              {tab.label}
              <span className="status-tab-count">{counts[tab.count]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
