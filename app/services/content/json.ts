import { z } from "zod";

/** Pieces of the API's item shapes (docs/product.md#json-api). */

export function isoDate(value: Date | string): string;
export function isoDate(value: Date | string | null): string | null;
export function isoDate(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export const dateTimeJson = () => z.iso.datetime().meta({ description: "ISO 8601 date and time (UTC)" });
export const nullableDateTimeJson = () => dateTimeJson().nullable();
export const calendarDateJson = (description: string) =>
  z.iso.date().nullable().meta({ description: `${description}: a day as YYYY-MM-DD, or null` });
export const idJson = () => z.number().int().positive();
export const mediaIdJson = () => z.number().int().positive().nullable();
export const mediaUrlJson = () => z.string().nullable().meta({ description: "Public URL of the media item, /media/{id}/{name}" });
export const statusJson = () => z.enum(["draft", "published"]);
