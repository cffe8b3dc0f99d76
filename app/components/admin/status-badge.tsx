import { useSiteTimeZone } from "~/components/site-time-zone";
import { publicationState } from "./catalog-screens";
import { formatDateTime } from "./format";

const LABELS = { draft: "Draft", published: "Published", scheduled: "Scheduled", ended: "Unpublished" } as const;

/**
 * `unpublishAt`: an item whose expiry has passed reads "Unpublished", though its status is still published.
 * `withDate`: false in a list whose Date column beside it already shows when a scheduled item goes live.
 */
export function StatusBadge({
  status,
  publishedAt,
  unpublishAt = null,
  withDate = true,
}: {
  status: string;
  publishedAt: string | null;
  unpublishAt?: string | null;
  withDate?: boolean;
}) {
  const timeZone = useSiteTimeZone();
  const state = publicationState({ status, published_at: publishedAt, unpublish_at: unpublishAt });
  const label = LABELS[state];
  // The badge is one word that never wraps; the date beside it may, in a narrow column.
  return (
    <>
      <span className={`status-badge status-${state}`}>{label}</span>
      {state === "scheduled" && withDate ? <span className="status-date"> {formatDateTime(publishedAt, timeZone)}</span> : null}
    </>
  );
}

/** A row that is simply published or hidden (a slide, a certificate, a category), in the chip the publishing state wears, under the same Status heading. */
export function ShownBadge({ shown }: { shown: boolean }) {
  return <span className={`status-badge ${shown ? "status-published" : "status-draft"}`}>{shown ? "Published" : "Hidden"}</span>;
}
