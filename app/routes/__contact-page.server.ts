import { json, redirect } from "@remix-run/node";
import { db } from "~/db/db.server";
import { contactMessageSchemaIn, type ContactLabels } from "~/schemas/contact-message";
import type { RuleWords } from "~/schemas/fields";
import { parseFormData, type FieldErrors } from "~/schemas/parse";
import { isHoneypotFilled, logDroppedContactMessage, receiveContactMessage } from "~/services/content/contact.server";
import { readPublicLayout } from "~/services/content/public-layout.server";
import { readFormData } from "~/services/form-data.server";
import { t } from "~/services/messages.server";
import { subjectParam } from "~/utils/contact-links";
import { localePath } from "~/utils/locales";

/**
 * The contact page in each of the site's languages, `/contact-us` and `/de/contact-us`: one loader
 * and one action, the page's words and the form's rules in its language (docs/locales.md).
 */

export type ContactActionResult = { errors: FieldErrors; values: Record<string, unknown>; formError?: string };

export type ContactPageData = ReturnType<typeof contactWords> & {
  description: string;
  sent: boolean;
  subject: string;
  /** The page in each language, for the switcher and hreflang. */
  paths: Record<string, string>;
  locales: readonly string[];
  path: string;
};

function contactWords(locale: string) {
  const say = (key: Parameters<typeof t>[1]) => t(locale, key);
  return {
    words: {
      title: say("contact.title"),
      lead: say("contact.lead"),
      details: say("contact.details"),
      phone: say("contact.phone"),
      email: say("contact.email"),
      formTitle: say("contact.formTitle"),
      person: say("contact.person"),
      directLine: say("contact.directLine"),
      location: say("contact.location"),
      openMap: say("contact.openMap"),
      sent: say("contact.sent"),
      another: say("contact.another"),
      fixFields: say("contact.fixFields"),
      optional: say("contact.optional"),
      send: say("button.sendMessage"),
      sending: say("button.sending"),
      labels: labelsIn(locale),
    },
  };
}

function labelsIn(locale: string): ContactLabels {
  return {
    name: t(locale, "contact.field.name"),
    email: t(locale, "contact.field.email"),
    phone: t(locale, "contact.field.phone"),
    subject: t(locale, "contact.field.subject"),
    message: t(locale, "contact.field.message"),
  };
}

function rulesIn(locale: string): RuleWords {
  return {
    required: (field) => t(locale, "form.required", { field }),
    notText: (field) => t(locale, "form.notText", { field }),
    tooLong: (field, max) => t(locale, "form.tooLong", { field, max }),
    singleLine: (field) => t(locale, "form.singleLine", { field }),
    email: (field) => t(locale, "form.email", { field }),
  };
}

export async function contactPageData(request: Request, locale: string, locales: readonly string[]): Promise<ContactPageData> {
  const { searchParams } = new URL(request.url);
  const { profile } = await readPublicLayout(request);
  return {
    description: t(locale, "contact.description", { company: profile.company_name || t(locale, "contact.us") }),
    // A product's "Request a quote" arrives with its subject written (?subject=…).
    sent: searchParams.get("sent") === "1",
    subject: subjectParam(searchParams),
    paths: Object.fromEntries(locales.map((code) => [code, "/contact-us"])),
    locales,
    path: localePath(locale, "/contact-us", locales),
    ...contactWords(locale),
  };
}

export async function contactPageAction(request: Request, ip: string, locale: string, locales: readonly string[]) {
  const form = await readFormData(request);
  // A GET, so reloading does not send the message twice.
  const sentPath = `${localePath(locale, "/contact-us", locales)}?sent=1`;
  if (isHoneypotFilled(form.get("website"))) {
    logDroppedContactMessage(ip);
    return redirect(sentPath);
  }
  const parsed = parseFormData(contactMessageSchemaIn(labelsIn(locale), rulesIn(locale)), form);
  if (!parsed.success) {
    return json<ContactActionResult>({ errors: parsed.fieldErrors, values: parsed.values }, { status: 400 });
  }
  const outcome = await receiveContactMessage(db(), {
    values: parsed.data,
    ip,
    userAgent: request.headers.get("User-Agent"),
  });
  if (outcome.status === "limited") {
    return json<ContactActionResult>(
      {
        errors: {},
        values: Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string")),
        formError: t(locale, "contact.tooMany", { seconds: String(outcome.retryAfterSeconds) }),
      },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  return redirect(sentPath);
}
