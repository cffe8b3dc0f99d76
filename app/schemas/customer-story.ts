import { z } from "zod";
import {
  editSchemas, optionalMediaId, optionalText, publishedAt, requiredText, richText, slug, status, unpublishAt,
} from "./fields";

/**
 * A customer story. Forms post the figures as `figures[0][value]` rows (empty
 * rows are dropped), the quote as `quote[text]`, `quote[person]`, `quote[role]`
 * (all empty means no quote) and the related items as repeated `solution_ids`
 * fields, where an empty value only marks that the field was in the form.
 */

const STORY_MAX_FIGURES = 3;
const STORY_MAX_RELATED = 50;

const figure = z.object(
  {
    value: requiredText("Figure value", 40, { singleLine: true }),
    label: requiredText("Figure label", 80, { singleLine: true }),
  },
  { error: "Each key figure must have a value and a label" },
);

/** Also a translation's: its figures are its own list, value and label both. */
export function storyFigures() {
  return z
    .array(figure, { error: "Key figures must be a list" })
    .max(STORY_MAX_FIGURES, `Key figures may be at most ${STORY_MAX_FIGURES}`)
    .optional();
}

function quoteText(label: string, max: number, options: { singleLine?: boolean } = {}) {
  const base = z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`);
  return options.singleLine ? base.refine((value) => !/[\r\n]/.test(value), `${label} must be on a single line`) : base;
}

/** Text and person are required once any of the three is given; none at all is no quote (null). */
function quote() {
  return z
    .object(
      {
        text: quoteText("Quote text", 500).optional(),
        person: quoteText("Quote person", 120, { singleLine: true }).optional(),
        role: quoteText("Quote role", 120, { singleLine: true }).optional(),
      },
      { error: "Quote must have a text, a person and a role, or be null" },
    )
    .transform((given, ctx) => {
      const { text = "", person = "", role = "" } = given;
      if (text === "" && person === "" && role === "") return null;
      if (text === "") ctx.issues.push({ code: "custom", path: ["text"], message: "Quote text is required", input: text });
      if (person === "") ctx.issues.push({ code: "custom", path: ["person"], message: "Quote person is required", input: person });
      return { text, person, role };
    })
    .nullable()
    .optional();
}

function relatedIds(label: string) {
  const message = `${label} must be chosen from the list`;
  return z
    .array(z.number({ error: message }).int(message).positive(message).optional(), { error: `${label} must be a list of ids` })
    .transform((ids, ctx) => {
      const chosen = [...new Set(ids.filter((id): id is number => id !== undefined))];
      if (chosen.length > STORY_MAX_RELATED) {
        ctx.issues.push({ code: "custom", message: `${label} may be at most ${STORY_MAX_RELATED}`, input: ids });
      }
      return chosen;
    })
    .optional();
}

export const customerStorySchemas = editSchemas({
  title: requiredText("Title", 200, { singleLine: true }),
  slug: slug(),
  customer_name: requiredText("Customer name", 120, { singleLine: true }),
  industry: optionalText("Industry", 80, { singleLine: true }),
  summary: optionalText("Summary", 500),
  body: richText("Body"),
  cover_image_id: optionalMediaId("Cover image"),
  logo_id: optionalMediaId("Logo"),
  figures: storyFigures(),
  quote: quote(),
  solution_ids: relatedIds("Related solutions"),
  product_ids: relatedIds("Related products"),
  status: status(),
  published_at: publishedAt(),
  unpublish_at: unpublishAt(),
  seo_title: optionalText("SEO title", 70, { singleLine: true }),
  seo_description: optionalText("SEO description", 160),
});

export const customerStorySchema = customerStorySchemas.create;
export const customerStoryUpdateSchema = customerStorySchemas.update;
export const customerStoryPatchSchema = customerStorySchemas.patch;

export type CustomerStoryValues = z.output<typeof customerStorySchema>;
export type CustomerStoryChanges = Partial<CustomerStoryValues>;
