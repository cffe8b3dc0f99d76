import { z } from "zod";
import type { DbOrTx } from "~/models/crud.server";
import {
  createHeroContent, deleteHeroContent, getHeroContentById, listHeroContents, updateHeroContent,
  type HeroContent, type HeroContentListParams,
} from "~/models/hero-content.server";
import { heroContentSchemas, type HeroContentChanges } from "~/schemas/hero-content";
import { checkLinks } from "./command.server";
import { dateTimeJson, idJson, isoDate, mediaIdJson, mediaUrlJson } from "./json";
import { baseListParams, booleanFilter, listQueryFields, readListQuery } from "./list-query";
import { urlOf, withMediaRefs, type MediaRef } from "./media-refs.server";
import { modelResource } from "./model-resource.server";

/** `hero-contents`: the admin's Hero Contents screens and /api/admin/hero-contents. */

type HeroContentRecord = HeroContent & { image: MediaRef | null };

const heroContentItemSchema = z.strictObject({
  id: idJson(),
  title: z.string(),
  body: z.string().meta({ description: "Plain text" }),
  image_id: mediaIdJson(),
  image_url: mediaUrlJson(),
  icon: z.string(),
  link_url: z.string(),
  sort_order: z.number().int(),
  is_published: z.boolean(),
  version: z.number().int(),
  created_at: dateTimeJson(),
  updated_at: dateTimeJson(),
});
type HeroContentJson = z.output<typeof heroContentItemSchema>;

const heroContentListQuerySchema = z.object({
  ...listQueryFields,
  is_published: booleanFilter("Only published (true) or unpublished (false) hero contents"),
});

function toJson(row: HeroContentRecord): HeroContentJson {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    image_id: row.image_id,
    image_url: urlOf(row.image),
    icon: row.icon,
    link_url: row.link_url,
    sort_order: row.sort_order,
    is_published: row.is_published,
    version: row.version,
    created_at: isoDate(row.created_at),
    updated_at: isoDate(row.updated_at),
  };
}

const withImage = (db: DbOrTx, rows: HeroContent[]) => withMediaRefs(db, rows, { image: "image_id" });

export const heroContents = modelResource({
  name: "hero-contents",
  entity: "hero_content",
  label: { one: "hero content", many: "hero contents" },
  schemas: heroContentSchemas,
  itemSchema: heroContentItemSchema,
  listItemSchema: heroContentItemSchema,
  listQuerySchema: heroContentListQuerySchema,
  listParams(searchParams: URLSearchParams): HeroContentListParams {
    const query = readListQuery(heroContentListQuerySchema, searchParams);
    return { ...baseListParams(query), isPublished: query.is_published };
  },
  model: {
    list: listHeroContents,
    getById: getHeroContentById,
    create: createHeroContent,
    update: updateHeroContent,
    remove: deleteHeroContent,
  },
  titleOf: (row) => row.title,
  withMedia: withImage,
  withMediaOnList: withImage,
  check: (input: HeroContentChanges) => checkLinks([{ field: "link_url", label: "Link", value: input.link_url, rule: "link" }]),
  toJson,
  toListJson: toJson,
});
