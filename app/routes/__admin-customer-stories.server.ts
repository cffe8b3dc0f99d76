import type { CustomerStoryFormItem, RelatedChoice } from "~/components/admin/customer-story-form";
import type { SelectOption } from "~/components/admin/select-option";
import type { DbOrTx } from "~/models/crud.server";
import { relatedChoices } from "~/models/customer-story.server";
import type { CustomerStoryRecord } from "~/services/content/customer-stories.server";
import { mediaOptions } from "./__media-options.server";

/** What the customer story screens share: the form's choices, its item, and what a refused post gives back. */

export type CustomerStoryChoices = { images: SelectOption[]; solutions: RelatedChoice[]; products: RelatedChoice[] };

export async function customerStoryChoices(db: DbOrTx, story?: Pick<CustomerStoryRecord, "cover_image_id" | "logo_id">): Promise<CustomerStoryChoices> {
  const [images, solutions, products] = await Promise.all([
    mediaOptions(db, "image", { include: [story?.cover_image_id, story?.logo_id] }),
    relatedChoices(db, "solution"),
    relatedChoices(db, "product"),
  ]);
  return { images, solutions, products };
}

/** The stored story as the form reads it; its dates become text on their way to the page. */
export function customerStoryFormItem(story: CustomerStoryRecord): Omit<CustomerStoryFormItem, "published_at"> & { published_at: Date | null } {
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
