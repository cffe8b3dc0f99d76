import type { SectionDraft } from "~/schemas/section-drafts";
import { clipText } from "~/utils/clip-text";

/**
 * The line a section shows of itself in the page form while its fields are folded: what a visitor
 * reads first (its heading, title or first words) and what it holds ("5 questions", "button: Contact
 * us"), so a page of a dozen sections reads as an outline of its content rather than of its types.
 */

/** A line on a phone's card, two at most. */
const MAX_CHARS = 80;

function textOf(value: unknown): string {
  return value === null || value === undefined ? "" : String(value);
}

/** Of a written body its first heading or paragraph: the next one run on after it read as one sentence. */
function plainFirstBlock(text: string): string {
  const firstBlock = /<(h[1-6]|p|li)\b[^>]*>([\s\S]*?)<\/\1>/i.exec(text)?.[2] ?? text;
  return firstBlock.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/\s+/g, " ").trim();
}

/** The rows that hold anything: the form's spare empty row is no item. */
function filledRows(value: unknown): Array<Record<string, unknown>> {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (row): row is Record<string, unknown> =>
      typeof row === "object" && row !== null && Object.values(row).some((field) => textOf(field).trim() !== ""),
  );
}

function counted(count: number, one: string, many: string): string {
  return count === 0 ? `no ${many} yet` : `${count} ${count === 1 ? one : many}`;
}

/** What the section holds besides its words, or "" when its words say it all. */
function detailOf(draft: SectionDraft): string {
  switch (draft.type) {
    case "hero": {
      const buttons = filledRows(draft.buttons).length;
      return buttons ? counted(buttons, "button", "buttons") : "";
    }
    case "features":
      return counted(filledRows(draft.items).length, "feature", "features");
    case "figures":
      return filledRows(draft.items).map((item) => `${textOf(item.value)} ${textOf(item.label)}`.trim()).join(", ") || "no figures yet";
    case "faq":
      return counted(filledRows(draft.items).length, "question", "questions");
    case "logos":
      return draft.source === "media" ? counted(Array.isArray(draft.media_ids) ? draft.media_ids.length : 0, "picture", "pictures") : "the certificates’ logos";
    case "quote":
      return [draft.person, draft.role].map((value) => textOf(value).trim()).filter(Boolean).join(", ");
    case "cta": {
      const button = typeof draft.button === "object" && draft.button !== null ? (draft.button as Record<string, unknown>) : {};
      return textOf(button.label).trim() ? `button: ${textOf(button.label).trim()}` : "";
    }
    case "image_text":
      return draft.image_side === "left" ? "image on the left" : "image on the right";
    case "latest":
      return `${textOf(draft.count) || "3"} latest ${draft.source === "customer-stories" ? "customer stories" : "news"}`;
    default:
      return "";
  }
}

export function sectionSummary(draft: SectionDraft): string {
  const first = [draft.heading, draft.title, draft.text, draft.body].map((value) => plainFirstBlock(textOf(value))).find((text) => text !== "") ?? "";
  // The contact form's heading has a default, which visitors see when it is left empty.
  const words = first || (draft.type === "contact_form" ? "Send us a message" : "");
  const detail = detailOf(draft);
  return clipText([words || "No heading yet", detail].filter(Boolean).join(" · "), MAX_CHARS);
}
