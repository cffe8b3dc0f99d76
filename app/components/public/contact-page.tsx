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
import { Breadcrumbs } from "./breadcrumbs";

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

/** "Thomas Weber" → "TW": the contact card's stand-in for a photo. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0]?.charAt(0) ?? "";
  const last = words.length > 1 ? words[words.length - 1].charAt(0) : "";
  return (first + last).toUpperCase();
}

/**
 * A drawn street plan around a pin: it says "this is a place you can visit" at a glance, works
 * offline and under the CSP (no map tiles or embeds), and stays decoration; the address beside it
 * and the OpenStreetMap link carry the information.
 */
function MapIllustration() {
  return (
    <svg className="contact-map" viewBox="0 0 640 400" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      <rect width="640" height="400" fill="#eef1ea" />
      <path d="M0 292 C120 270 210 320 330 300 S520 250 640 276 V400 H0 Z" fill="#b9d7ee" />
      <path d="M420 0 h220 v150 c-60 10 -120 -14 -170 -40 c-30 -16 -44 -60 -50 -110 z" fill="#cfe5c4" />
      <g fill="#dfe3db">
        <rect x="40" y="40" width="120" height="80" rx="6" />
        <rect x="190" y="40" width="150" height="80" rx="6" />
        <rect x="40" y="150" width="120" height="90" rx="6" />
        <rect x="190" y="150" width="70" height="90" rx="6" />
        <rect x="290" y="150" width="110" height="90" rx="6" />
        <rect x="430" y="180" width="170" height="60" rx="6" />
      </g>
      <g stroke="#ffffff" strokeLinecap="round" fill="none">
        <path d="M0 135 H640" strokeWidth="16" />
        <path d="M175 0 V270" strokeWidth="14" />
        <path d="M415 120 V260" strokeWidth="12" />
        <path d="M0 255 C140 250 300 262 640 250" strokeWidth="12" />
        <path d="M275 135 V250" strokeWidth="8" />
      </g>
      <path d="M0 135 H640" stroke="#f6d58a" strokeWidth="4" />
      <ellipse cx="275" cy="196" rx="26" ry="8" fill="#1c2430" opacity="0.18" />
      <path d="M275 194 C262 170 246 158 246 138 a29 29 0 1 1 58 0 c0 20 -16 32 -29 56 z" fill="#0b5cad" />
      <circle cx="275" cy="138" r="11" fill="#ffffff" />
    </svg>
  );
}

/** The contact page, `/contact-us` and `/de/contact-us`: the company's details and a named person beside the form, then where to find the company, in the page's language. */
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
  const person = profile?.contact_name ? profile : undefined;
  const mapHref = profile?.address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(profile.address.replace(/\s+/g, " "))}` : null;

  return (
    <>
      <header className="page-header container">
        <Breadcrumbs trail={[]} current={words.title} />
        <h1>{words.title}</h1>
        <p>{words.lead}</p>
      </header>
      <div className="container page-body contact-layout">
        {/* The form first: on a phone it is what the visitor came for; from 960 px the details stand to its left. */}
        <section className="contact-form-section" aria-labelledby="contact-form-title">
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
        <div className="contact-aside">
          <section className="contact-details" aria-labelledby="contact-details">
            <h2 id="contact-details">{profile?.company_name || words.details}</h2>
            <address>
              {/* With the map band below, the address is said there, once. */}
              {profile?.address && !mapHref ? <p>{profile.address}</p> : null}
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
          {person ? (
            <section className="contact-person" aria-labelledby="contact-person-title">
              <h2 id="contact-person-title">{words.person}</h2>
              <div className="contact-person-card">
                <span className="contact-person-initials" aria-hidden="true">
                  {initials(person.contact_name)}
                </span>
                <div>
                  <p className="contact-person-name">{person.contact_name}</p>
                  {person.contact_role ? <p className="contact-person-role">{person.contact_role}</p> : null}
                </div>
              </div>
              <address>
                {person.contact_phone ? (
                  <p>
                    {words.directLine}: <a href={telHref(person.contact_phone)}>{person.contact_phone}</a>
                  </p>
                ) : null}
                {person.contact_email ? (
                  <p>
                    {words.email}: <a href={`mailto:${person.contact_email}`}>{person.contact_email}</a>
                  </p>
                ) : null}
              </address>
            </section>
          ) : null}
        </div>
      </div>
      {profile?.address && mapHref ? (
        <section className="section section-muted contact-location" aria-labelledby="contact-location-title">
          <div className="container contact-location-inner">
            <MapIllustration />
            <div className="contact-location-card">
              <h2 id="contact-location-title">{words.location}</h2>
              <address>
                {profile.company_name ? <strong>{profile.company_name}</strong> : null}
                <span>{profile.address}</span>
              </address>
              <a className="button button-secondary" href={mapHref} rel="noopener noreferrer">
                {words.openMap}
              </a>
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
