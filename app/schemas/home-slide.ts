import type { z } from "zod";
import { editSchemas, flag, link, optionalText, requiredMediaId, requiredText, sortOrder, unpublishAt, withImageFile } from "./fields";

export const homeSlideSchemas = editSchemas({
  title: requiredText("Title", 120, { singleLine: true }),
  subtitle: optionalText("Subtitle", 300),
  image_id: requiredMediaId("Image"),
  button_label: optionalText("Button label", 60, { singleLine: true }),
  button_url: link("Button link"),
  sort_order: sortOrder(),
  is_published: flag("Published"),
  unpublish_at: unpublishAt(),
});

export const homeSlideWithFileSchemas = withImageFile(homeSlideSchemas);

export const homeSlideSchema = homeSlideSchemas.create;
export const homeSlideUpdateSchema = homeSlideSchemas.update;
export const homeSlidePatchSchema = homeSlideSchemas.patch;

export type HomeSlideInput = z.input<typeof homeSlideSchema>;
export type HomeSlideValues = z.output<typeof homeSlideSchema>;
export type HomeSlideChanges = Partial<HomeSlideValues>;
