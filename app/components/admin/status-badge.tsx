import { useSiteTimeZone } from "~/components/site-time-zone";
import { publicationState } from "./catalog-screens";
import { formatDateTime } from "./format";

export function StatusBadge({ status, publishedAt }: { status: string; publishedAt: string | null }) {
  const timeZone = useSiteTimeZone();
  const state = publicationState({ status, published_at: publishedAt });
  const label = state === "scheduled" ? "Scheduled" : state === "published" ? "Published" : "Draft";
  // The badge is one word that never wraps; the date beside it may, in a narrow column.
  return (
    <>
      <span className={`status-badge status-${state}`}>{label}</span>
      {state === "scheduled" ? <span className="status-date"> {formatDateTime(publishedAt, timeZone)}</span> : null}
    </>
  );
}
