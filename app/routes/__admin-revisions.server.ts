import type { Params } from "@remix-run/react";
import { notFound } from "~/routes/__admin-screen.server";
import { requireStaff, requireStaffMember, type SessionUser } from "~/services/auth/auth.server";
import { revisionTarget, type RecordRef, type RecordState } from "~/services/content/revisions.server";
import { revisionArea } from "~/utils/permissions";
import { resourceNoun } from "~/utils/revision-paths";

/** Who is not staff is sent to sign in before learning whether the record exists. */
export async function requireRevisionTarget(request: Request, params: Params): Promise<{ ref: RecordRef; staff: SessionUser }> {
  const ref = revisionTarget(params.resource, params.id);
  if (ref) return { ref, staff: await requireStaff(request, revisionArea(ref)) };
  await requireStaffMember(request);
  throw notFound();
}

export function recordTitle(ref: RecordRef, state: RecordState): string {
  if (ref.resource === "settings") return `${resourceNoun(ref.resource)} “${ref.recordId}”`;
  const data = state.where === "gone" ? {} : state.data;
  const name = typeof data.title === "string" ? data.title : typeof data.name === "string" ? data.name : `#${ref.recordId}`;
  return `${resourceNoun(ref.resource)} “${name}”`;
}
