import type { Params } from "@remix-run/react";
import { notFound } from "~/routes/__admin-screen.server";
import { revisionTarget, type RecordRef, type RecordState } from "~/services/content/revisions.server";
import { resourceNoun } from "~/utils/revision-paths";

/** What both history screens read from their URL: the record, and what to call it. */
export function requireRevisionTarget(params: Params): RecordRef {
  const ref = revisionTarget(params.resource ?? "", params.id ?? "");
  if (!ref) throw notFound();
  return ref;
}

export function recordTitle(ref: RecordRef, state: RecordState): string {
  if (ref.resource === "settings") return `${resourceNoun(ref.resource)} “${ref.recordId}”`;
  const data = state.where === "gone" ? {} : state.data;
  const name = typeof data.title === "string" ? data.title : typeof data.name === "string" ? data.name : `#${ref.recordId}`;
  return `${resourceNoun(ref.resource)} “${name}”`;
}
