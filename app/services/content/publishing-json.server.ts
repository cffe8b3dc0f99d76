import { z } from "zod";
import type { Status } from "~/db/schema";
import { dateTimeJson, isoDate, nullableDateTimeJson, statusJson } from "./json";

/**
 * The last fields of a solution's, product's or news article's admin JSON, in
 * this order: its publishing state, its SEO texts and its record's version and
 * times. (A page has the same fields, but its menu fields sit among them.)
 */

/** The schema's fields, made anew for each schema (as every other field is). */
export function publishingFields() {
  return {
    status: statusJson(),
    published_at: nullableDateTimeJson(),
    unpublish_at: nullableDateTimeJson(),
    seo_title: z.string(),
    seo_description: z.string(),
    version: z.number().int(),
    created_at: dateTimeJson(),
    updated_at: dateTimeJson(),
  };
}

type PublishingRow = {
  status: Status;
  published_at: Date | null;
  unpublish_at: Date | null;
  seo_title: string;
  seo_description: string;
  version: number;
  created_at: Date;
  updated_at: Date;
};

export function publishingJson(row: PublishingRow) {
  return {
    status: row.status,
    published_at: isoDate(row.published_at),
    unpublish_at: isoDate(row.unpublish_at),
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    version: row.version,
    created_at: isoDate(row.created_at),
    updated_at: isoDate(row.updated_at),
  };
}
