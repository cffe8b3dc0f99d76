import { z } from "zod";
import { formDataToInput } from "./parse";
import { SECTION_TYPES, sectionsSchema, type SectionType } from "./sections";

/**
 * The sections as the page form holds them while an editor works: whatever was typed, valid or
 * not, read by the schema's shape (parse.ts), so a refusal's paths ("sections.2.items.0.value")
 * point at the same rows the form shows again. Add, move and remove are buttons of that form
 * (`name="intent"`): the server applies them to the drafts and answers the form, saving nothing.
 */

export type SectionDraft = { type: string } & Record<string, unknown>;

const formShape = z.object({ sections: sectionsSchema.optional() });

export function draftsFromForm(form: FormData): SectionDraft[] {
  const input = formDataToInput(formShape, form) as { sections?: unknown[] };
  return (input.sections ?? []).filter((draft): draft is SectionDraft => typeof draft === "object" && draft !== null && "type" in draft);
}

/** A refused or paused form comes back as its posted values (name → value or values): read as if posted again. */
export function draftsFromValues(values: Record<string, unknown>): SectionDraft[] {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (!name.startsWith("sections")) continue;
    for (const one of Array.isArray(value) ? value : [value]) if (typeof one === "string") form.append(name, one);
  }
  return draftsFromForm(form);
}

/** What a new section of each type starts with: the rows its minimum asks for, a sensible choice where there is one. */
export function newSectionDraft(type: SectionType): SectionDraft {
  switch (type) {
    case "hero":
      return { type, heading: "", text: "", image_id: null, buttons: [] };
    case "rich_text":
      return { type, body: "" };
    case "features":
      return { type, heading: "", items: [{ icon: "check", title: "", text: "" }, { icon: "star", title: "", text: "" }] };
    case "logos":
      return { type, heading: "", source: "certificates", media_ids: [] };
    case "figures":
      return { type, heading: "", items: [{ value: "", label: "" }, { value: "", label: "" }] };
    case "quote":
      return { type, text: "", person: "", role: "", image_id: null };
    case "cta":
      return { type, heading: "", text: "", button: { label: "", url: "" } };
    case "faq":
      return { type, heading: "", items: [{ question: "", answer: "" }] };
    case "image_text":
      return { type, image_id: null, heading: "", body: "", image_side: "left" };
    case "video":
      return { type, url: "", title: "", poster_id: null };
    case "contact_form":
      return { type, heading: "" };
    case "latest":
      return { type, heading: "", source: "news", count: 3 };
  }
}

export type SectionIntent =
  | { action: "add"; type: SectionType }
  | { action: "up" | "down" | "remove"; index: number };

/** The button's value: "section-add:faq", "section-up:2", "section-down:0", "section-remove:3". */
const SECTION_INTENT_PREFIX = "section-";

export function sectionIntentValue(intent: SectionIntent): string {
  return intent.action === "add" ? `${SECTION_INTENT_PREFIX}add:${intent.type}` : `${SECTION_INTENT_PREFIX}${intent.action}:${intent.index}`;
}

/** The form also posts its hidden intent ("update"); the pressed button's value is the one about sections. */
export function readSectionIntent(values: readonly unknown[]): SectionIntent | undefined {
  for (const value of values) {
    if (typeof value !== "string") continue;
    const match = /^section-(add|up|down|remove):([a-z_]+|\d{1,3})$/.exec(value);
    if (!match) continue;
    const [, action, argument] = match;
    if (action === "add") {
      if ((SECTION_TYPES as readonly string[]).includes(argument)) return { action, type: argument as SectionType };
      continue;
    }
    if (/^\d+$/.test(argument)) return { action: action as "up" | "down" | "remove", index: Number(argument) };
  }
  return undefined;
}

/** An intent that names no section (a stale form) leaves the list as it is. */
export function applySectionIntent(drafts: readonly SectionDraft[], intent: SectionIntent): SectionDraft[] {
  const list = [...drafts];
  if (intent.action === "add") return [...list, newSectionDraft(intent.type)];
  const { index } = intent;
  if (index >= list.length) return list;
  if (intent.action === "remove") return list.filter((_, at) => at !== index);
  return moveSection(list, index, intent.action === "up" ? index - 1 : index + 1);
}

export function moveSection(drafts: readonly SectionDraft[], from: number, to: number): SectionDraft[] {
  const list = [...drafts];
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return list;
  const [moved] = list.splice(from, 1);
  list.splice(to, 0, moved);
  return list;
}
