import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useRouteLoaderData } from "@remix-run/react";
import type { adminFrameData } from "~/routes/__admin-screen.server";
import { slugify } from "~/utils/slug";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { DATE_TEXT_EXAMPLE, zonedDateText } from "~/utils/date-text";
import { readerAddress } from "~/utils/reader-address";
import { Icon } from "./icons";
import { formatDateTimeInZone } from "./format";
import { wallClockIn } from "~/utils/date-time-format";
import { SettingsPanel } from "./settings-panel";
import { DateTimeField, fieldId, TextArea, TextField, type FieldError } from "~/components/field";

type ShownErrors = Record<string, FieldError>;

// One short line each in the sidebar: a rule broken is explained by its own error, and the URL below shows the slug made from the title.
const SLUG_HINT = "Empty: made from the title.";

/**
 * A new item starts with its title, so the cursor is there when the screen opens (the dashboard's
 * "Write news" lands ready to type); an item being edited opens as it is. Large and borderless, as the
 * writing starts with it; the label stays for screen readers and voice control. A textarea, so a long
 * title wraps and shows whole instead of scrolling out of its box; it still posts one line.
 */
export function TitleField({ title, errors, isNew = false, maxLength = 200 }: { title: string; errors: ShownErrors; isNew?: boolean; maxLength?: number }) {
  // A refused form focuses its first invalid field instead (Field's own rule).
  const startHere = isNew && Object.keys(errors).length === 0;
  useEffect(() => growToContent(document.getElementById(fieldId("title")) as HTMLTextAreaElement | null), []);
  return (
    <TextArea
      label="Title"
      name="title"
      defaultValue={title}
      maxLength={maxLength}
      required
      rows={1}
      error={errors.title}
      className="title-field"
      placeholder="Title"
      onKeyDown={onTitleKeyDown}
      onChange={(event) => {
        const field = event.currentTarget;
        // A pasted line break would be refused on saving: the title is one line that wraps on screen.
        if (/[\r\n]/.test(field.value)) field.value = field.value.replace(/\s*[\r\n]+\s*/g, " ");
        growToContent(field);
      }}
      {...(startHere ? { autoFocus: true } : {})}
    />
  );
}

/**
 * The excerpt or summary under the title, in the writing column as a standfirst: the sentence or two
 * that leads into the item is written with it, not found last in the settings.
 */
export function StandfirstField({ label, name, value, error }: { label: string; name: string; value: string; error?: string[] }) {
  return (
    <TextArea
      label={label}
      name={name}
      defaultValue={value}
      maxLength={500}
      showCount
      rows={2}
      error={error}
      className="standfirst-field"
      placeholder={`${label}: a sentence or two that leads into it`}
      hint="On cards, in search results and in shared links."
    />
  );
}

/** Enter ends the title as it would a heading: the cursor moves on to the body instead of breaking the line. */
function onTitleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
  event.preventDefault();
  // The body, past the standfirst: Tab reaches that, as it reaches any field.
  const main = event.currentTarget.closest(".edit-main");
  const body = main?.querySelector<HTMLElement>("[contenteditable='true']") ?? main?.querySelector<HTMLElement>("textarea:not(.title-field):not(.standfirst-field)");
  body?.focus();
}

/** Browsers without CSS field-sizing get the same growth from the script. */
function growToContent(field: HTMLTextAreaElement | null) {
  if (!field || CSS.supports("field-sizing", "content")) return;
  field.style.height = "auto";
  field.style.height = `${field.scrollHeight + field.offsetHeight - field.clientHeight}px`;
}

/** The site's address as the admin layout knows it: SITE_URL, or the admin's own origin. */
export function useSiteUrl(): string {
  return useRouteLoaderData<typeof adminFrameData>("routes/admin")?.siteUrl ?? "";
}

/** Whether the site asks visitors to sign in before an item's page (solutions, products, news) shows. */
export function useDetailsNeedSignIn(): boolean {
  return useRouteLoaderData<typeof adminFrameData>("routes/admin")?.detailsNeedSignIn ?? false;
}

/**
 * The fields' current text in the form around `anchor`, followed as the editor types; before hydration
 * (and without JavaScript) the saved values.
 */
function useFormText<Name extends string>(anchor: React.RefObject<HTMLElement>, initial: Record<Name, string>): Record<Name, string> {
  const [values, setValues] = useState(initial);
  useEffect(() => {
    const form = anchor.current?.closest("form");
    if (!form) return;
    const read = () => {
      const next = { ...initial };
      for (const name of Object.keys(initial) as Name[]) {
        const field = form.elements.namedItem(name);
        if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) next[name] = field.value;
      }
      setValues(next);
    };
    read();
    form.addEventListener("input", read);
    return () => form.removeEventListener("input", read);
    // The initial values only seed the state; the form is the source from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [anchor]);
  return values;
}

/** Whose slugs a title's slug must not take: the type (its admin resource name) and the item itself, once saved. */
export type SlugsOf = { resource: string; id?: number };

/**
 * The slug an empty slug field will get: asked of the server a moment after the title stops changing, as
 * only it knows which slugs are taken ("-2") and folds the site language's letters. Until it answers, the
 * title's slug as the browser makes it. A plain fetch of the resource route, not a Remix fetcher: a fetcher
 * is revalidated with every save, and one caught mid-discovery by a save was answered by the admin layout.
 */
function useSlugFromTitle(title: string, slugsOf: SlugsOf): string {
  const wanted = title.trim();
  const [answer, setAnswer] = useState<{ title: string; slug: string } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    const query = new URLSearchParams({ resource: slugsOf.resource, title: wanted });
    if (slugsOf.id !== undefined) query.set("id", String(slugsOf.id));
    const asking = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/admin/slug-from-title?${query}`, { signal: asking.signal, headers: { Accept: "application/json" } })
        .then((response) => (response.ok ? response.json() : null))
        .then((body: { slug?: unknown } | null) => {
          if (typeof body?.slug === "string") setAnswer({ title: wanted, slug: body.slug });
        })
        // Aborted (the title changed, the screen closed) or unreachable: the browser's own slug stays shown.
        .catch(() => undefined);
    }, 300);
    return () => {
      clearTimeout(timer);
      asking.abort();
    };
  }, [wanted, slugsOf.resource, slugsOf.id]);
  return answer && answer.title === wanted ? answer.slug : slugify(wanted);
}

/** Shows the address the item will have: the slug as typed, or the one the title will give when it is left empty. */
export function SlugField({
  slug,
  title,
  publicPath,
  slugsOf,
  guarded = false,
  slugHint = SLUG_HINT,
  errors,
}: {
  slug: string;
  title: string;
  publicPath?: (slug: string) => string;
  slugsOf: SlugsOf;
  /** The type's pages ask visitors to sign in while the site's guard is on: the field says who reads it. */
  guarded?: boolean;
  slugHint?: string;
  errors: ShownErrors;
}) {
  const anchor = useRef<HTMLParagraphElement>(null);
  const typed = useFormText(anchor, { slug, title });
  const siteUrl = useSiteUrl();
  const needsSignIn = useDetailsNeedSignIn();
  const fromTitleSlug = useSlugFromTitle(typed.title, slugsOf);
  const shownSlug = typed.slug.trim() || fromTitleSlug;
  const fromTitle = !typed.slug.trim() && shownSlug !== "";
  return (
    <div className="slug-field">
      {/* The URL line under the field says what an empty slug becomes: the general hint would say it twice. */}
      <TextField label="Slug" name="slug" defaultValue={slug} maxLength={120} hint={publicPath && slugHint === SLUG_HINT ? undefined : slugHint} error={errors.slug} placeholder={fromTitle ? shownSlug : undefined} />
      {publicPath ? (
        <p className="field-hint slug-url" ref={anchor} aria-live="polite">
          {shownSlug ? (
            <>
              {fromTitle ? "URL, made from the title: " : "URL: "}
              {/* As the publish question says it: the host and path, or the path alone on a host no reader reaches. */}
              <span className="slug-url-address">{readerAddress(siteUrl, publicPath(shownSlug))}</span>
            </>
          ) : (
            "The URL is made from the title when saved."
          )}
        </p>
      ) : (
        <span ref={anchor} hidden />
      )}
      {guarded && needsSignIn ? (
        <p className="field-hint access-note">
          <Icon name="lock" />
          <span>
            Readers: registered customers, once signed in. Others see its title, summary and cover beside the sign-in.
          </span>
        </p>
      ) : null}
    </div>
  );
}

export function PublicationFields({ publishedAt, errors }: { publishedAt: string; errors: ShownErrors }) {
  const timeZone = useSiteTimeZone();
  // What the typed text will be read as, in the site's words: the browser's picker writes dates its own way (US-style, say).
  const [chosen, setChosen] = useState(publishedAt);
  const moment = zonedDateText(chosen, timeZone);
  const siteReading = moment ? formatDateTimeInZone(moment, timeZone, { weekday: true }) : "";
  // An editor away from the company reads the moment on their own clock too. Known only in the browser,
  // so it is added after hydration, and the server's page and the first render agree.
  const [ownZone, setOwnZone] = useState<string | null>(null);
  useEffect(() => setOwnZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? null), []);
  // Only where the editor's clock reads another time: the same time under another zone's name is noise.
  const ownReading = moment && ownZone && wallClockIn(new Date(moment), ownZone) !== wallClockIn(new Date(moment), timeZone) ? formatDateTimeInZone(moment, ownZone, { weekday: true }) : "";
  return (
    <div>
      <DateTimeField
        label={`Publish date (${timeZone})`}
        name="published_at"
        defaultValue={publishedAt}
        // The rest is said where it matters: the label names the zone, the placeholder says empty is now, the line
        // below reads back what was typed, and Publish becomes Schedule (and asks) for a date to come.
        // Once a date is typed, the reading below takes the example's place.
        hint={siteReading ? undefined : `To schedule, a date like ${DATE_TEXT_EXAMPLE}.`}
        error={errors.published_at}
        // An example date here read as if one were already set; empty means now, and says so.
        placeholder="Now, when you publish"
        onChange={(event) => setChosen(event.currentTarget.value)}
      />
      {siteReading ? (
        <p className="field-hint publish-date-reading" aria-live="polite">
          On the site: {siteReading}
          {ownReading ? <span className="publish-date-own">Your clock: {ownReading}</span> : null}
        </p>
      ) : null}
    </div>
  );
}

/**
 * When the item leaves the site by itself; read in the site's time zone like the publish date. Empty: it stays.
 * `idPrefix` tells apart the fields of several rows on one screen (categories, certificates).
 */
export function ExpiryField({ unpublishAt, errors, idPrefix }: { unpublishAt: string; errors: ShownErrors; idPrefix?: string }) {
  const timeZone = useSiteTimeZone();
  return (
    <DateTimeField
      label={`Unpublish at (${timeZone})`}
      name="unpublish_at"
      idPrefix={idPrefix}
      defaultValue={unpublishAt}
      hint="Leaves the site by itself at this time."
      placeholder="Never"
      error={errors.unpublish_at}
    />
  );
}

type SeoProps = {
  title: string;
  description: string;
  itemTitle?: string;
  slug?: string;
  summary?: string;
  summaryName?: string;
  publicPath?: (slug: string) => string;
  slugsOf: SlugsOf;
  errors: ShownErrors;
};

/**
 * The folded SEO panel of an edit screen's sidebar. `open`: the editor typed into it before a refusal
 * (`typedBeforeRefusal(result, item, SEO_FIELDS)`), so what they typed is in view.
 */
export function SeoPanel({ open, ...fields }: SeoProps & { open: boolean }) {
  return (
    <SettingsPanel title="SEO" note={seoNote(fields.title, fields.description)} open={open} errors={fields.errors} names={["seo_"]}>
      <SeoFieldset {...fields} />
    </SettingsPanel>
  );
}

/** A search result as engines draw it: the SEO title or the title, the URL, the SEO description or else the excerpt. */
function SeoFieldset({
  title,
  description,
  itemTitle = "",
  slug = "",
  summary = "",
  summaryName = "excerpt",
  publicPath,
  slugsOf,
  errors,
}: SeoProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const typed = useFormText(anchor, { seo_title: title, seo_description: description, title: itemTitle, slug, [summaryName]: summary });
  const siteUrl = useSiteUrl();
  const fromTitleSlug = useSlugFromTitle(typed.title, slugsOf);
  const shownSlug = typed.slug.trim() || fromTitleSlug;
  const shownTitle = typed.seo_title.trim() || typed.title.trim();
  const shownDescription = typed.seo_description.trim() || (typed[summaryName] ?? "").trim();
  return (
    <fieldset className="admin-fieldset">
      <legend>Search engines</legend>
      <TextField label="SEO title" name="seo_title" defaultValue={title} maxLength={70} showCount error={errors.seo_title} />
      <TextArea label="SEO description" name="seo_description" defaultValue={description} maxLength={160} showCount rows={2} error={errors.seo_description} />
      <div className="search-preview" ref={anchor} aria-label="Search result preview" role="group">
        <p className="search-preview-title">{shownTitle || "Title"}</p>
        {publicPath && shownSlug ? <p className="search-preview-url">{`${siteUrl}${publicPath(shownSlug)}`}</p> : null}
        <p className="search-preview-description">{shownDescription || "No description yet: the search engine picks text from the page."}</p>
      </div>
    </fieldset>
  );
}

export const SEO_FIELDS = ["seo_title", "seo_description"] as const;

/** What the SEO panel's title says while it is folded. */
function seoNote(title: string, description: string): string {
  return title.trim() || description.trim() ? "Custom" : "From the content";
}
