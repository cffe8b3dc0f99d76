import type { Insertable } from "kysely";
import { db } from "~/db/db.server";
import { type CustomerStory, type CustomerStoryTable, type StoryFigure, type StoryQuote } from "./customer-story-table.server";

/**
 * A customer story written straight to its table, for the public reads' tests:
 * the commands that write stories for editors are tested on their own.
 */

const DAY = 86_400_000;

type StoryValues = Partial<Omit<Insertable<CustomerStoryTable>, "figures" | "quote">> & {
  figures?: StoryFigure[];
  quote?: StoryQuote | null;
  /** Published this many days ago (negative: scheduled); ignored with `published_at` or a draft. */
  daysAgo?: number;
};

export async function insertStory(title: string, values: StoryValues = {}): Promise<CustomerStory> {
  const { daysAgo = 1, figures = [], quote = null, ...rest } = values;
  const status = rest.status ?? "published";
  return db()
    .insertInto("customer_story")
    .values({
      title,
      slug: title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, ""),
      customer_name: `${title} Ltd`,
      status,
      published_at: status === "published" ? new Date(Date.now() - daysAgo * DAY) : null,
      ...rest,
      figures: JSON.stringify(figures),
      quote: quote === null ? null : JSON.stringify(quote),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
