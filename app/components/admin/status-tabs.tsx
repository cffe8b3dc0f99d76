import type { StatusCounts } from "~/utils/status-counts";
import { Link, useLocation } from "@remix-run/react";

type Tab = { value: string; label: string; count?: number };

/**
 * A list's main filter as tabs, as WordPress and Ghost show a list's statuses: links, so they work without
 * JavaScript, keeping the search and the order and starting again at page 1. The list's search form carries
 * the chosen value (a hidden field), so a search stays within it. The first tab ("All") has the empty value.
 */
export function FilterTabs({ name, label, tabs, current }: { name: string; label: string; tabs: readonly Tab[]; current: string }) {
  const { pathname, search } = useLocation();
  const hrefFor = (value: string) => {
    const params = new URLSearchParams(search);
    params.delete("page");
    if (value) params.set(name, value);
    else params.delete(name);
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  return (
    <nav className="status-tabs" aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.value}>
            <Link to={hrefFor(tab.value)} aria-current={current === tab.value ? "page" : undefined} preventScrollReset>
              {tab.label}
              {tab.count === undefined ? null : <span className="status-tab-count">{tab.count}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}


/** A type's statuses, each with how many of its items have it. */
export function StatusTabs({ counts, current }: { counts: StatusCounts; current: string }) {
  const tabs = [
    { value: "", label: "All", count: counts.all },
    { value: "published", label: "Published", count: counts.published },
    { value: "scheduled", label: "Scheduled", count: counts.scheduled },
    { value: "draft", label: "Drafts", count: counts.draft },
  ];
  return <FilterTabs name="status" label="Filter by status" tabs={tabs} current={current} />;
}
