import type { Params } from "@remix-run/react";
import { notFound } from "~/routes/__admin-screen.server";
import { requireStaff, requireStaffMember, type SessionUser } from "~/services/auth/auth.server";
import { itemOf, revisionTarget, type RecordRef, type RecordState } from "~/services/content/revisions.server";
import { englishLanguageName } from "~/utils/locales";
import { revisionArea } from "~/utils/permissions";
import { resourceNoun } from "~/utils/revision-paths";

/** Who is not staff is sent to sign in before learning whether the record exists. */
export async function requireRevisionTarget(request: Request, params: Params): Promise<{ ref: RecordRef; staff: SessionUser }> {
  // `?locale=de`: the German translation's history; a locale the site does not have is not found.
  const ref = revisionTarget(params.resource, params.id, new URL(request.url).searchParams.get("locale"));
  if (ref) return { ref, staff: await requireStaff(request, revisionArea(ref)) };
  await requireStaffMember(request);
  throw notFound();
}

/**
 * Whether a version may be restored, the same on the history and on the comparison: not the
 * version the record is now, not once the record is deleted for good, and a translation only
 * with its item, which comes back from the trash itself.
 */
export function mayRestore(state: RecordState, ref: RecordRef, version: number): boolean {
  if (state.where === "gone") return false;
  if (state.where === "live") return version !== state.version;
  return ref.locale === undefined;
}

/** A translation's history is named by its item (its title in the default locale) and its language. */
export function historyTitle(ref: RecordRef, itemState: RecordState): string {
  const title = recordTitle(itemOf(ref), itemState);
  return ref.locale === undefined ? title : `${title} · ${englishLanguageName(ref.locale)}`;
}

function recordTitle(ref: RecordRef, state: RecordState): string {
  if (ref.resource === "settings") return `${resourceNoun(ref.resource)} “${ref.recordId}”`;
  const data = state.where === "gone" ? {} : state.data;
  const name = typeof data.title === "string" ? data.title : typeof data.name === "string" ? data.name : `#${ref.recordId}`;
  return `${resourceNoun(ref.resource)} “${name}”`;
}
