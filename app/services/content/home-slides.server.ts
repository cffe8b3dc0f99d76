import { z } from "zod";
import type { DbOrTx } from "~/models/crud.server";
import {
  createHomeSlide, deleteHomeSlide, getHomeSlideById, listHomeSlides, updateHomeSlide,
  type HomeSlide, type HomeSlideListParams,
} from "~/models/home-slide.server";
import { homeSlideSchemas, type HomeSlideChanges } from "~/schemas/home-slide";
import { checkLinks } from "./command.server";
import { dateTimeJson, idJson, isoDate, mediaUrlJson } from "./json";
import { baseListParams, booleanFilter, listQueryFields, readListQuery } from "./list-query";
import { urlOf, withMediaRefs, type MediaRef } from "./media-refs.server";
import { modelResource } from "./model-resource.server";

/** `home-slides`: the admin's Home Slider screens and /api/admin/home-slides. */

type HomeSlideRecord = HomeSlide & { image: MediaRef | null };

const homeSlideItemSchema = z.strictObject({
  id: idJson(),
  title: z.string(),
  subtitle: z.string(),
  image_id: idJson(),
  image_url: mediaUrlJson(),
  button_label: z.string(),
  button_url: z.string(),
  sort_order: z.number().int(),
  is_published: z.boolean(),
  version: z.number().int(),
  created_at: dateTimeJson(),
  updated_at: dateTimeJson(),
});
type HomeSlideJson = z.output<typeof homeSlideItemSchema>;

const homeSlideListQuerySchema = z.object({
  ...listQueryFields,
  is_published: booleanFilter("Only published (true) or unpublished (false) slides"),
});

function toJson(row: HomeSlideRecord): HomeSlideJson {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    image_id: row.image_id,
    image_url: urlOf(row.image),
    button_label: row.button_label,
    button_url: row.button_url,
    sort_order: row.sort_order,
    is_published: row.is_published,
    version: row.version,
    created_at: isoDate(row.created_at),
    updated_at: isoDate(row.updated_at),
  };
}

const withImage = (db: DbOrTx, rows: HomeSlide[]) => withMediaRefs(db, rows, { image: "image_id" });

export const homeSlides = modelResource({
  name: "home-slides",
  entity: "home_slide",
  label: { one: "home slide", many: "home slides" },
  schemas: homeSlideSchemas,
  itemSchema: homeSlideItemSchema,
  listItemSchema: homeSlideItemSchema,
  listQuerySchema: homeSlideListQuerySchema,
  listParams(searchParams: URLSearchParams): HomeSlideListParams {
    const query = readListQuery(homeSlideListQuerySchema, searchParams);
    return { ...baseListParams(query), isPublished: query.is_published };
  },
  model: { list: listHomeSlides, getById: getHomeSlideById, create: createHomeSlide, update: updateHomeSlide, remove: deleteHomeSlide },
  titleOf: (row) => row.title,
  withMedia: withImage,
  withMediaOnList: withImage,
  check: (input: HomeSlideChanges) =>
    checkLinks([{ field: "button_url", label: "Button link", value: input.button_url, rule: "link" }]),
  toJson,
  toListJson: toJson,
});
