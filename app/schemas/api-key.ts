import { z } from "zod";
import { isWithinYears, YEARS_RULE } from "~/utils/date-text";
import { parseDateTime, requiredText } from "./fields";

/** What a key may do: `read` the public and admin reads, `write` also what an editor may change (docs/api.md#api-keys). */
const API_KEY_SCOPES = ["read", "write"] as const;

/** The admin form offers these lifetimes; the API takes any moment to come. */
export const API_KEY_LIFETIMES_DAYS = [30, 90, 365] as const;

const scope = z
  .enum(API_KEY_SCOPES, { error: "Scope must be read or write" })
  .meta({ description: "read: the public and admin reads; write: also what an editor may change" });

const EXPIRES_RULE = "Expires at must be a date and time to come, such as 2027-06-30T12:00:00Z";

export const apiKeySchema = z.object({
  name: requiredText("Name", 100, { singleLine: true }).meta({ description: "What the key is for, e.g. CRM sync" }),
  scope,
  expires_at: z
    .string({ error: EXPIRES_RULE })
    .trim()
    .nullable()
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === "") return null;
      const date = parseDateTime(value);
      if (!date || !isWithinYears(date.getUTCFullYear())) {
        ctx.issues.push({ code: "custom", message: date ? `Expires at must be ${YEARS_RULE}` : EXPIRES_RULE, input: value });
        return z.NEVER;
      }
      return date;
    })
    .meta({ description: "When the key stops working (ISO 8601); absent or null: never" }),
});

/** The admin form: a lifetime in days instead of a moment. */
export const apiKeyFormSchema = z.object({
  name: apiKeySchema.shape.name,
  scope,
  expires_in_days: z
    .union([z.literal(""), z.enum(API_KEY_LIFETIMES_DAYS.map(String) as [string, ...string[]])], {
      error: `Expires must be never or after ${API_KEY_LIFETIMES_DAYS.join(", ")} days`,
    })
    .optional(),
});

export type ApiKeyValues = z.output<typeof apiKeySchema>;
