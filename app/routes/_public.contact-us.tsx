import {
  json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useRouteLoaderData, Link } from "@remix-run/react";
import { useRef } from "react";
import { firstFieldWithError, useFocusField } from "~/components/focus-first-error";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { contactMessageSchema } from "~/schemas/contact-message";
import { parseFormData, type FieldErrors } from "~/schemas/parse";
import { isHoneypotFilled, logDroppedContactMessage, receiveContactMessage } from "~/services/content/contact.server";
import { tooManyAttemptsMessage } from "~/services/auth/rate-limit.server";
import { subjectParam, telHref } from "~/utils/contact-links";
import { errorMeta, seoMeta, siteSeoFrom } from "~/utils/seo";
import type { loader as layoutLoader } from "./_public";
import { readFormData } from "~/services/form-data.server";

/** A GET, so reloading does not send the message twice. */
const CONTACT_SENT_PATH = "/contact-us?sent=1";

export async function loader({ request }: LoaderFunctionArgs) {
  const { searchParams } = new URL(request.url);
  // A product's "Request a quote" arrives with its subject written (?subject=…).
  return json({ sent: searchParams.get("sent") === "1", subject: subjectParam(searchParams) });
}

type ActionResult = { errors: FieldErrors; values: Record<string, unknown>; formError?: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const ip = clientIp(context);
  if (isHoneypotFilled(form.get("website"))) {
    logDroppedContactMessage(ip);
    return redirect(CONTACT_SENT_PATH);
  }
  const parsed = parseFormData(contactMessageSchema, form);
  if (!parsed.success) {
    return json<ActionResult>({ errors: parsed.fieldErrors, values: parsed.values }, { status: 400 });
  }
  const outcome = await receiveContactMessage(db(), {
    values: parsed.data,
    ip,
    userAgent: request.headers.get("User-Agent"),
  });
  if (outcome.status === "limited") {
    return json<ActionResult>(
      {
        errors: {},
        values: Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string")),
        formError: `You have sent several messages in a short time. ${tooManyAttemptsMessage(outcome.retryAfterSeconds)}`,
      },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  return redirect(CONTACT_SENT_PATH);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteSeoFrom(matches);
  if (!data) return errorMeta(site);
  return seoMeta(site, {
    title: "Contact us",
    description: `Get in touch with ${site?.name || "us"}: call, email or send us a message and an engineer will answer.`,
    path: "/contact-us",
    // The thank-you view is not a page of its own.
    noindex: data.sent,
  });
};

const FIELDS = ["name", "email", "phone", "subject", "message"];

function fieldProps(name: string, errors: FieldErrors | undefined, focus: string | undefined) {
  const error = errors?.[name]?.[0];
  return {
    id: `field-${name}`,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `field-${name}-error` : undefined,
    autoFocus: name === focus ? true : undefined,
  } as const;
}

function FieldError({ name, errors }: { name: string; errors: FieldErrors | undefined }) {
  const error = errors?.[name]?.[0];
  return error ? (
    <p id={`field-${name}-error`} className="field-error">
      {error}
    </p>
  ) : null;
}

export default function ContactPage() {
  const { sent, subject } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const layout = useRouteLoaderData<typeof layoutLoader>("routes/_public");
  const submitting = useNavigation().state === "submitting";
  const profile = layout?.profile;
  const errors = result?.errors;
  const formRef = useRef<HTMLFormElement>(null);
  const focus = firstFieldWithError(FIELDS, errors);
  useFocusField(formRef, focus, result);
  const value = (name: string) => {
    const submitted = result?.values[name];
    return typeof submitted === "string" ? submitted : "";
  };

  return (
    <>
      <header className="page-header container">
        <h1>Contact us</h1>
        <p>Questions about a project, a product or a partnership? We answer every message within a working day.</p>
      </header>
      <div className="container page-body contact-layout">
        <section className="contact-details" aria-labelledby="contact-details">
          <h2 id="contact-details">{profile?.company_name || "Our details"}</h2>
          <address>
            {profile?.address ? <p>{profile.address}</p> : null}
            {profile?.phone ? (
              <p>
                Phone: <a href={telHref(profile.phone)}>{profile.phone}</a>
              </p>
            ) : null}
            {profile?.email ? (
              <p>
                Email: <a href={`mailto:${profile.email}`}>{profile.email}</a>
              </p>
            ) : null}
          </address>
        </section>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          {sent && !result ? (
            // The thank-you replaces the form: an empty form under it read as "nothing happened".
            <div className="form-notice" role="status">
              <p>Thank you, your message has been sent. We will get back to you soon.</p>
              <p>
                <Link to="/contact-us">Send another message</Link>
              </p>
            </div>
          ) : null}
          {result?.formError ? (
            <p className="form-error" role="alert">
              {result.formError}
            </p>
          ) : null}
          {errors && !result?.formError ? (
            <p className="form-error" role="alert">
              Please correct the fields marked below.
            </p>
          ) : null}
          {sent && !result ? null : (
            <Form method="post" className="contact-form" id="contact-form" noValidate ref={formRef}>
              <div className="field">
                <label htmlFor="field-name">Name</label>
                <input {...fieldProps("name", errors, focus)} type="text" autoComplete="name" required maxLength={120} defaultValue={value("name")} />
                <FieldError name="name" errors={errors} />
              </div>
              <div className="field">
                <label htmlFor="field-email">Email</label>
                <input {...fieldProps("email", errors, focus)} type="email" autoComplete="email" required defaultValue={value("email")} />
                <FieldError name="email" errors={errors} />
              </div>
              <div className="field">
                <label htmlFor="field-phone">
                  Phone <span className="optional">(optional)</span>
                </label>
                <input {...fieldProps("phone", errors, focus)} type="tel" autoComplete="tel" maxLength={40} defaultValue={value("phone")} />
                <FieldError name="phone" errors={errors} />
              </div>
              <div className="field">
                <label htmlFor="field-subject">
                  Subject <span className="optional">(optional)</span>
                </label>
                <input {...fieldProps("subject", errors, focus)} type="text" maxLength={200} defaultValue={result ? value("subject") : subject} />
                <FieldError name="subject" errors={errors} />
              </div>
              <div className="field">
                <label htmlFor="field-message">Message</label>
                <textarea {...fieldProps("message", errors, focus)} required maxLength={5000} rows={8} defaultValue={value("message")} />
                <FieldError name="message" errors={errors} />
              </div>
              {/* The honeypot: hidden from people (and screen readers); robots fill it in. */}
              <div className="form-trap" aria-hidden="true">
                <label htmlFor="field-website">Website</label>
                <input id="field-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
              </div>
              <button type="submit" className="button" disabled={submitting}>
                {submitting ? "Sending…" : "Send message"}
              </button>
            </Form>
          )}
        </section>
      </div>
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
