import type { Kysely } from "kysely";
import type { CustomerStoryFormItem, RelatedChoice } from "~/components/admin/customer-story-form";
import type { Database, Media } from "~/db/schema";
import type { SelectOption } from "~/components/admin/select-option";
import type { DbOrTx } from "~/models/crud.server";
import { customerStories } from "~/content-types/customer-stories";
import { relatedChoices } from "~/models/customer-story.server";
import type { CustomerStoryRecord } from "~/services/content/customer-stories.server";
import { mediaOptions } from "./__media-options.server";
import { invalid } from "./__admin-screen.server";
import { discardUploads, storeImageField } from "./__admin-upload.server";

/** What the customer story screens share: the form's choices, its item, and what a refused post gives back. */

export type CustomerStoryChoices = { images: SelectOption[]; solutions: RelatedChoice[]; products: RelatedChoice[]; industries: string[] };

export async function customerStoryChoices(db: DbOrTx, story?: Pick<CustomerStoryRecord, "cover_image_id" | "logo_id">): Promise<CustomerStoryChoices> {
  const [images, solutions, products, industries] = await Promise.all([
    mediaOptions(db, "image", { include: [story?.cover_image_id, story?.logo_id] }),
    relatedChoices(db, "solution"),
    relatedChoices(db, "product"),
    industrySuggestions(db),
  ]);
  return { images, solutions, products, industries };
}

/**
 * The industries to offer: those the stories already use, then the common ones the content type
 * declares, each once whatever its case (the one in use wins), in alphabetical order.
 */
export async function industrySuggestions(db: DbOrTx): Promise<string[]> {
  const used = await db.selectFrom("customer_story").select("industry").distinct().where("industry", "<>", "").execute();
  const byKey = new Map<string, string>();
  for (const industry of [...used.map((row) => row.industry.trim()), ...customerStories.suggested.industry]) {
    const key = industry.toLowerCase();
    if (industry !== "" && !byKey.has(key)) byKey.set(key, industry);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, "en"));
}

/** The stored story as the form reads it; its dates become text on their way to the page. */
export function customerStoryFormItem(story: CustomerStoryRecord): Omit<CustomerStoryFormItem, "published_at" | "unpublish_at"> & { published_at: Date | null; unpublish_at: Date | null } {
  return {
    id: story.id,
    title: story.title,
    slug: story.slug,
    customer_name: story.customer_name,
    industry: story.industry,
    summary: story.summary,
    body: story.body,
    cover_image_id: story.cover_image_id,
    logo_id: story.logo_id,
    figures: story.figures,
    quote: story.quote,
    solution_ids: story.solution_ids,
    product_ids: story.product_ids,
    status: story.status,
    published_at: story.published_at,
    unpublish_at: story.unpublish_at,
    seo_title: story.seo_title,
    seo_description: story.seo_description,
    version: story.version,
  };
}

/** Every posted text field, a repeated one (the related ids) as its list, to show a refused form again. */
export function postedValues(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    const before = values[name];
    values[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return values;
}

/** A story's two image fields, each a library choice or a new file, as news covers are. */
const STORY_IMAGES = [
  { base: "cover_image", label: "Cover image" },
  { base: "logo", label: "Logo" },
] as const;

export type StoredStoryImages = Array<[base: string, stored: Media | null]>;

/**
 * Stores the files chosen in either image field, with the alt text and focal point typed beside them;
 * a refused file is its field's error, and takes back the other field's file stored before it.
 */
export async function storeStoryImages(
  db: Kysely<Database>,
  form: FormData,
  audit: { actor: { id: number; email: string }; ip: string },
): Promise<{ ok: true; stored: StoredStoryImages } | { ok: false; response: ReturnType<typeof invalid> }> {
  const stored: StoredStoryImages = [];
  for (const { base, label } of STORY_IMAGES) {
    const result = await storeImageField(db, form, `${base}_file`, label, audit);
    if (!result.ok) {
      await discardUploads(db, storedMedia(stored), audit);
      return { ok: false, response: invalid({ [`${base}_id`]: [result.message] }, postedValues(form), result.status) };
    }
    stored.push([base, result.media]);
  }
  return { ok: true, stored };
}

export function storedMedia(stored: StoredStoryImages): Media[] {
  return stored.flatMap(([, media]) => (media ? [media] : []));
}

/** The story's input with a new file's id in place of its field's library choice. */
export function withStoredImages<Input extends object>(input: Input, stored: StoredStoryImages): Input {
  const ids = Object.fromEntries(stored.flatMap(([base, media]) => (media ? [[`${base}_id`, media.id]] : [])));
  return { ...input, ...ids };
}
