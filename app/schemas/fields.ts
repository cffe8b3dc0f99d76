import { z } from "zod";
import { isWithinYears, parseDayText, YEARS_RULE } from "~/utils/date-text";
import { isReservedSlug, SLUG_MAX_LENGTH, SLUG_PATTERN } from "~/utils/slug";
import { LINK_RULE, WEB_OR_SITE_RULE, WEB_URL_RULE, isSafeLink, isWebOrSitePath, isWebUrl, parseVideoLink } from "./links";

// Messages name the field and the rule in plain words (docs/product.md#limits). Form posts become typed
// JSON through parseFormData first, so one schema serves forms, the API and OpenAPI.

const count = (n: number) => n.toLocaleString("en-US");

function typeMessage(label: string, kind: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be ${kind}`;
}

/**
 * The text fields' rules in words. English everywhere but where a visitor's form speaks the page's
 * language (the contact page in German): there the route passes the catalogue's words.
 */
export interface RuleWords {
  required: (label: string) => string;
  notText: (label: string) => string;
  tooLong: (label: string, max: number) => string;
  singleLine: (label: string) => string;
  email: (label: string) => string;
}

export const ENGLISH_RULES: RuleWords = {
  required: (label) => `${label} is required`,
  notText: (label) => `${label} must be text`,
  tooLong: (label, max) => `${label} must be at most ${count(max)} characters`,
  singleLine: (label) => `${label} must be on a single line`,
  email: (label) => `${label} must be a valid email address`,
};

function lineBreakFree(label: string, rules: RuleWords = ENGLISH_RULES) {
  return [(value: string) => !/[\r\n]/.test(value), rules.singleLine(label)] as const;
}

type TextOptions = { singleLine?: boolean; rules?: RuleWords };

export function requiredText(label: string, max: number, { singleLine, rules = ENGLISH_RULES }: TextOptions = {}) {
  const base = z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? rules.required(label) : rules.notText(label)) })
    .trim()
    .min(1, rules.required(label))
    .max(max, rules.tooLong(label, max));
  return singleLine ? base.refine(...lineBreakFree(label, rules)) : base;
}

export function optionalText(label: string, max: number, { singleLine, rules = ENGLISH_RULES }: TextOptions = {}) {
  const base = z
    .string({ error: rules.notText(label) })
    .trim()
    .max(max, rules.tooLong(label, max));
  return (singleLine ? base.refine(...lineBreakFree(label, rules)) : base).optional();
}

/** The model checks the 100,000-character limit on the sanitised HTML; this bound only stops absurd posts. */
export function richText(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .max(400_000, `${label} must be at most 100,000 characters`)
    .optional();
}

const SLUG_RULE = "Slug may contain only lowercase letters, numbers and single dashes";

/** "" means "make one from the title"; left out on an update, the current slug stays. */
export function slug() {
  return z
    .string({ error: "Slug must be text" })
    .trim()
    .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters`)
    .refine((value) => value === "" || SLUG_PATTERN.test(value), SLUG_RULE)
    .optional();
}

export function pageSlug() {
  return z
    .string({ error: "Slug must be text" })
    .trim()
    .max(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters`)
    .refine((value) => value === "" || SLUG_PATTERN.test(value), SLUG_RULE)
    .refine((value) => !isReservedSlug(value), "This slug is reserved")
    .optional();
}

const SORT_ORDER_LIMIT = 1_000_000;

export function sortOrder() {
  const message = "Sort order must be a whole number";
  return z
    .number({ error: message })
    .int(message)
    .min(-SORT_ORDER_LIMIT, `Sort order must be between ${count(-SORT_ORDER_LIMIT)} and ${count(SORT_ORDER_LIMIT)}`)
    .max(SORT_ORDER_LIMIT, `Sort order must be between ${count(-SORT_ORDER_LIMIT)} and ${count(SORT_ORDER_LIMIT)}`)
    .optional();
}

export function flag(label: string) {
  return z.boolean({ error: `${label} must be true or false` }).optional();
}

const STATUSES = ["draft", "published"] as const;

export function status() {
  return z.enum(STATUSES, { error: "Status must be draft or published" }).optional();
}

// Without an offset it is read as UTC, so the same input means the same moment on every server.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?$/i;

export function parseDateTime(value: string): Date | undefined {
  const match = DATE_TIME.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second = "00", fraction = "", zone = "Z"] = match;
  const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  const valid =
    Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= daysInMonth &&
    Number(hour) <= 23 && Number(minute) <= 59 && Number(second) <= 59;
  if (!valid) return undefined;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${fraction.slice(0, 4)}${zone.toUpperCase()}`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "" or null means not set: publishing without a date uses the moment of saving. */
export function publishedAt() {
  return dateTime("Publish date");
}

/** "" or null means never: the item stays until it is unpublished by hand. */
export function unpublishAt() {
  return dateTime("Unpublish at");
}

function dateTime(label: string) {
  const message = `${label} must be a valid date and time`;
  return z
    .string({ error: message })
    .trim()
    .nullable()
    .transform((value, ctx) => {
      if (value === null || value === "") return null;
      const date = parseDateTime(value);
      if (!date) {
        ctx.issues.push({ code: "custom", message, input: value });
        return z.NEVER;
      }
      // The moment's own year: an offset can carry 9999-12-31 into 10000.
      if (!isWithinYears(date.getUTCFullYear())) {
        ctx.issues.push({ code: "custom", message: `${label} must be ${YEARS_RULE}`, input: value });
        return z.NEVER;
      }
      return date;
    })
    .optional();
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "YYYY-MM-DD" of a day that exists. */
function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && isWithinYears(year);
}

/**
 * A day with no time: as the admin's day field writes it ("14 Mar 2028") or as a script sends it
 * ("2028-03-14"), stored as the latter; "" or null means not set.
 */
export function calendarDate(label: string) {
  const message = `${label} must be a date such as 14 Mar 2028 or 2028-03-14, ${YEARS_RULE}`;
  return z
    .string({ error: message })
    .trim()
    .nullable()
    .transform((value, ctx) => {
      if (value === null || value === "") return null;
      const day = CALENDAR_DATE.test(value) ? value : parseDayText(value);
      if (day === undefined || !isCalendarDate(day)) {
        ctx.issues.push({ code: "custom", message, input: value });
        return z.NEVER;
      }
      return day;
    })
    .optional();
}

export function requiredReference(label: string) {
  const message = `${label} must be chosen from the list`;
  return z.number({ error: typeMessage(label, "chosen from the list") }).int(message).positive(message);
}

export function requiredMediaId(label: string) {
  return z
    .number({ error: typeMessage(label, "an item of the media library") })
    .int(`${label} must be an item of the media library`)
    .positive(`${label} must be an item of the media library`);
}

export function optionalMediaId(label: string) {
  return z
    .number({ error: `${label} must be an item of the media library` })
    .int(`${label} must be an item of the media library`)
    .positive(`${label} must be an item of the media library`)
    .nullable()
    .optional();
}

export function link(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2000, `${label} must be at most 2,000 characters`)
    .refine((value) => value === "" || isSafeLink(value), `${label} ${LINK_RULE}`)
    .optional();
}

export function webUrl(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2000, `${label} must be at most 2,000 characters`)
    .refine((value) => value === "" || isWebUrl(value), `${label} ${WEB_URL_RULE}`)
    .optional();
}

/** A document's address: a page on the web, or a file of this site such as a PDF in the media library. */
export function documentLink(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2000, `${label} must be at most 2,000 characters`)
    .refine((value) => value === "" || isWebOrSitePath(value), `${label} ${WEB_OR_SITE_RULE}`)
    .optional();
}

export function videoUrl(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2000, `${label} must be at most 2,000 characters`)
    .refine((value) => value === "" || parseVideoLink(value) !== undefined, `${label} must be a YouTube, Vimeo or MP4 link`)
    .optional();
}

// The shape browsers accept for type="email" (WHATWG), capped to 254 characters.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function requiredEmail(label: string, rules: RuleWords = ENGLISH_RULES) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? rules.required(label) : rules.notText(label)) })
    .trim()
    .min(1, rules.required(label))
    .max(254, rules.tooLong(label, 254))
    .refine(...lineBreakFree(label, rules))
    // One message at a time: an empty or multi-line value already has its own.
    .refine((value) => value === "" || /[\r\n]/.test(value) || EMAIL.test(value), rules.email(label));
}

export function optionalEmail(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(254, `${label} must be at most 254 characters`)
    .refine(...lineBreakFree(label))
    .refine((value) => value === "" || /[\r\n]/.test(value) || EMAIL.test(value), `${label} must be a valid email address`)
    .optional();
}

/** The version the editor started from; a stale one is a conflict (409). */
export function version() {
  return z
    .number({ error: typeMessage("Version", "a whole number") })
    .int("Version must be a whole number")
    .min(1, "Version must be a whole number of 1 or more");
}

/** The new file becomes the record's image, so the library choice may stay empty. */
export function withImageFile<Shape extends z.core.$ZodLooseShape>(schemas: ReturnType<typeof editSchemas<Shape>>) {
  return {
    create: schemas.create.extend({ image_id: optionalMediaId("Image") }),
    update: schemas.update.extend({ image_id: optionalMediaId("Image") }),
  };
}

export function editSchemas<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  const create = z.object(shape);
  return {
    create,
    update: create.extend({ version: version() }),
    patch: create.partial().extend({ version: version() }),
  };
}
