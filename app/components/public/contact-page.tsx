import type { MetaDescriptor } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { firstFieldWithError, useFocusField } from "~/components/focus-first-error";
import type { FieldErrors } from "~/schemas/parse";
import type { ContactActionResult, ContactPageData } from "~/routes/__contact-page.server";
import type { publicLayoutData } from "~/routes/__public-frame.server";
import { telHref } from "~/utils/contact-links";
import { hreflangLinks } from "~/utils/locales";
import { errorMeta, seoMeta, siteSeoFrom } from "~/utils/seo";
import { PrivacyNote } from "./privacy-note";
import { profileInLocale } from "./site-frame";
import { useSiteWords } from "./words";

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

/** Its title and description in its language, and its address in each. */
export function contactMeta(data: ContactPageData | undefined, matches: Parameters<typeof siteSeoFrom>[0]): MetaDescriptor[] {
  const site = siteSeoFrom(matches);
  if (!data) return errorMeta(site);
  const alternates = site && data.locales.length > 1 ? hreflangLinks({ siteUrl: site.origin, locales: data.locales, paths: data.paths }) : [];
  return [
    // The thank-you view is not a page of its own.
    ...seoMeta(site, { title: data.words.title, description: data.description, path: data.path, noindex: data.sent }),
    ...alternates,
  ];
}

/** The contact page, `/contact-us` and `/de/contact-us`: the company's details beside the form, in the page's language. */
export function ContactPage() {
  const { sent, subject, words, path } = useLoaderData<ContactPageData>();
  const result = useActionData<ContactActionResult>();
  const layout = useRouteLoaderData<typeof publicLayoutData>("routes/_public");
  const { locale } = useSiteWords();
  const submitting = useNavigation().state === "submitting";
  const profile = layout ? profileInLocale(layout, locale) : undefined;
  const errors = result?.errors;
  const formRef = useRef<HTMLFormElement>(null);
  const focus = firstFieldWithError(FIELDS, errors);
  useFocusField(formRef, focus, result);
  const value = (name: string) => {
    const submitted = result?.values[name];
    return typeof submitted === "string" ? submitted : "";
  };
  const { labels } = words;
  const optional = <span className="optional">{words.optional}</span>;

  return (
    <>
      <header className="page-header container">
        <h1>{words.title}</h1>
        <p>{words.lead}</p>
      </header>
      <div className="container page-body contact-layout">
        <section className="contact-details" aria-labelledby="contact-details">
          <h2 id="contact-details">{profile?.company_name || words.details}</h2>
          <address>
            {profile?.address ? <p>{profile.address}</p> : null}
            {profile?.phone ? (
              <p>
                {words.phone}: <a href={telHref(profile.phone)}>{profile.phone}</a>
              </p>
            ) : null}
            {profile?.email ? (
              <p>
                {words.email}: <a href={`mailto:${profile.email}`}>{profile.email}</a>
              </p>
            ) : null}
          </address>
        </section>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{words.formTitle}</h2>
          {sent && !result ? (
            // The thank-you replaces the form: an empty form under it read as "nothing happened".
            <div className="form-notice" role="status">
              <p>{words.sent}</p>
              <p>
                <Link to={path}>{words.another}</Link>
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
              {words.fixFields}
            </p>
          ) : null}
          {sent && !result ? null : (
            <Form method="post" action={path} className="contact-form" id="contact-form" noValidate ref={formRef}>
              <div className="field">
                <label htmlFor="field-name">{labels.name}</label>
                <input {...fieldProps("name", errors, focus)} type="text" autoComplete="name" required maxLength={120} defaultValue={value("name")} />
                <FieldError name="name" errors={errors} />
              </div>
              <div className="field">
                <label htmlFor="field-email">{labels.email}</label>
                <input {...fieldProps("email", errors, focus)} type="email" autoComplete="email" required defaultValue={value("email")} />
                <FieldError name="email" errors={errors} />
              </div>
              <div className="field">
                <label htmlFor="field-phone">
                  {labels.phone} {optional}
                </label>
                <input {...fieldProps("phone", errors, focus)} type="tel" autoComplete="tel" maxLength={40} defaultValue={value("phone")} />
                <FieldError name="phone" errors={errors} />
              </div>
              <div className="field">
                <label htmlFor="field-subject">
                  {labels.subject} {optional}
                </label>
                <input {...fieldProps("subject", errors, focus)} type="text" maxLength={200} defaultValue={result ? value("subject") : subject} />
                <FieldError name="subject" errors={errors} />
              </div>
              <div className="field">
                <label htmlFor="field-message">{labels.message}</label>
                <textarea {...fieldProps("message", errors, focus)} required maxLength={5000} rows={8} defaultValue={value("message")} />
                <FieldError name="message" errors={errors} />
              </div>
              {/* The honeypot: hidden from people (and screen readers); robots fill it in. */}
              <div className="form-trap" aria-hidden="true">
                <label htmlFor="field-website">Website</label>
                <input id="field-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
              </div>
              <PrivacyNote />
              <button type="submit" className="button" disabled={submitting}>
                {submitting ? words.sending : words.send}
              </button>
            </Form>
          )}
        </section>
      </div>
    </>
  );
}
