import { Form, Link } from "@remix-run/react";
import { createContext, useContext, useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from "react";
import { TextArea, TextField, type FieldError } from "~/components/field";
import { FormAlert } from "./form-alert";
import type { FormResult } from "./form-result";
import { IconButton, IconLink } from "./icon-button";
import { shortTranslationShare } from "~/utils/translation-length";

/**
 * What the translator's forms of news and pages share (/admin/edit-blog/{id}?locale=de,
 * /admin/edit-pages/{id}?locale=de): the locale switcher, the source text beside a field, and the
 * heading with the translation's state and "Copy from English", and a list's translation column.
 * Everything posts without JavaScript.
 */

/** Links, so each language's form has an address of its own: English | German. `hrefOf` gets the locale and its place (0: the default). */
export function LocaleSwitcher({
  locales,
  current,
  hrefOf,
}: {
  locales: Array<{ locale: string; name: string; state?: string }>;
  current: string;
  hrefOf: (locale: string, index: number) => string;
}) {
  return (
    <nav className="locale-switcher" aria-label="Language of the text">
      <ul>
        {locales.map(({ locale, name, state }, index) => (
          <li key={locale}>
            <Link to={hrefOf(locale, index)} aria-current={locale === current ? "page" : undefined}>
              {name}
              {/* A translation not yet on the site says so on its tab; a published one needs no word. */}
              {state && state !== "Published" ? <span className={`locale-state locale-state-${state.toLowerCase()}`}>{`, ${state.toLowerCase()}`}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const HeaderLanguages = createContext<ReactNode>(null);

/**
 * Around an edit screen: its language switcher, which the screen's header draws beside the title
 * (ScreenLanguages), where a translator looks for it, rather than a row of tabs above the title.
 */
export function WithLanguages({ switcher, children }: { switcher: ReactNode; children: ReactNode }) {
  return <HeaderLanguages.Provider value={switcher}>{children}</HeaderLanguages.Provider>;
}

export function ScreenLanguages() {
  return <>{useContext(HeaderLanguages)}</>;
}

/** The field's words now: the typed text, or a written body's hidden field (not a dialog's, such as the editor's link dialog). */
function fieldWords(target: HTMLElement): string | null {
  const fields = target.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('textarea[name], input[name]:is([type="text"], [type="hidden"], :not([type]))');
  const field = [...fields].find((candidate) => !candidate.closest("dialog"));
  return field ? field.value : null;
}

/**
 * The original beside its translation's field. `translated` (the translation as stored or posted)
 * lets the server say when the translation is much shorter than the original; with JavaScript the
 * note follows the typing, for every row.
 */
export function SourceBeside({ label, text, children, html = false, translated }: { label: string; text: string; children: ReactNode; html?: boolean; translated?: string }) {
  const target = useRef<HTMLDivElement>(null);
  const [typed, setTyped] = useState<string | null>(null);
  useEffect(() => {
    const box = target.current;
    if (!box) return;
    const read = () => setTyped(fieldWords(box));
    read();
    box.addEventListener("input", read);
    box.addEventListener("change", read);
    return () => {
      box.removeEventListener("input", read);
      box.removeEventListener("change", read);
    };
  }, []);
  const words = typed ?? translated;
  const share = words === undefined ? null : shortTranslationShare(text, words, html);
  return (
    <div className="translation-row">
      <div className="translation-source">
        <p className="translation-source-label">{label}</p>
        {/* The body was cleaned when the item was saved (the same rules as on the public page). */}
        {html ? (
          <div className="translation-source-text" dangerouslySetInnerHTML={{ __html: text }} />
        ) : (
          <p className="translation-source-text">{text || <em>(empty)</em>}</p>
        )}
      </div>
      <div className="translation-target" ref={target}>
        {children}
        {share !== null ? (
          <p className="translation-short">
            {`Much shorter than the original (${Math.round(share * 100)} % of its length): check that nothing is left out.`}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The heading, what state the translation is in, a refusal, and "Copy from English" in a form of its own. */
export function TranslationIntro(props: {
  noun: string;
  language: string;
  sourceLanguage: string;
  stored: { outdated: boolean } | null;
  result: FormResult;
  action: string;
  version: string;
  submitting: boolean;
  /** The fields whose text is still the source's, word for word (after "Copy from English", say). */
  unchanged: string[];
  /** The translation's own saved versions (`/admin/revisions/news/7?locale=de`). */
  history: { path: string; count: number };
}) {
  const { noun, language, sourceLanguage, stored, result, action, version, submitting, unchanged, history } = props;
  const conflict = Boolean(result?.formError && stored);
  return (
    <>
      <div className="admin-page-header">
        <div className="admin-page-title">
          <h1>{`Translate ${noun} into ${language}`}</h1>
          <ScreenLanguages />
        </div>
        <div className="form-actions">
          <IconLink to={history.path} icon="undo" label={`History (${history.count})`} />
        </div>
      </div>
      <p className="translation-state">
        {stored === null ? `No ${language} text yet: the ${noun} is not on the ${language} site.` : null}
        {stored?.outdated ? `The ${sourceLanguage} ${noun} was saved after this translation: check what changed.` : null}
      </p>
      {unchanged.length > 0 ? (
        <p className="translation-unchanged" role="note">
          {`Still in ${sourceLanguage}, word for word: ${unchanged.join(", ")}. Translate before you publish.`}
        </p>
      ) : null}
      <FormAlert message={result?.formError} result={result} />
      {conflict ? (
        <p>
          <a href={action}>Reload the translation</a> to see the saved version; your changes are still in the form below.
        </p>
      ) : null}
      {/* Its own form: the first button of the main form stays the one Enter presses. */}
      <Form method="post" action={action} className="translation-copy">
        <input type="hidden" name="version" value={version} />
        <IconButton type="submit" name="intent" value="copy" label={`Copy from ${sourceLanguage}`} variant="secondary" disabled={submitting} />
        <span className="field-hint">Fills the form with the {sourceLanguage} text, without saving.</span>
      </Form>
    </>
  );
}

/**
 * A list's cell: "DE: Published", each a link to that translation's form; ", outdated" once the item
 * was saved after it, ", copied text" while its body is still the original's word for word.
 */
export function TranslationStates({
  editPath,
  states,
}: {
  editPath: string;
  states: Array<{ locale: string; state: string; outdated: boolean; copied: boolean }>;
}) {
  return (
    <ul className="translation-states">
      {states.map(({ locale, state, outdated, copied }) => (
        <li key={locale}>
          {/* A pill coloured as the item's own status is: an empty outline while missing, amber while it needs a look. */}
          <Link to={`${editPath}?locale=${locale}`} className={`status-badge status-${outdated || copied ? "outdated" : state.toLowerCase()}`}>
            {`${locale.toUpperCase()}: ${state}${copied ? ", copied text" : ""}${outdated ? ", outdated" : ""}`}
          </Link>
        </li>
      ))}
    </ul>
  );
}

type ComparedField = { label: string; value: string; source: string; name?: string };

// Compared as words: the editor writes the same text with its own markup (a body copied and not touched still counts).
function words(text: string): string {
  return text.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/\s+/g, " ").trim();
}

/** The labels of the fields whose words are not empty and are the source's. */
function unchangedFields(fields: ComparedField[]): string[] {
  return fields.filter((field) => words(field.value) !== "" && words(field.value) === words(field.source)).map((field) => field.label);
}

/**
 * The fields still word for word the source's, as the server drew the form, then again as the
 * translator types or leaves a field (with JavaScript): `recheck` reads the named fields of the
 * form. A new answer from the server (a copy, a refusal) starts from its own list again.
 */
export function useUnchangedFields(fields: ComparedField[]): { unchanged: string[]; recheck: (event: SyntheticEvent<HTMLFormElement>) => void } {
  const drawn = unchangedFields(fields);
  const key = JSON.stringify(fields.map((field) => field.value));
  const [typed, setTyped] = useState<{ key: string; unchanged: string[] } | null>(null);
  const recheck = (event: SyntheticEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const current = (field: ComparedField) => {
      const element = field.name ? form.elements.namedItem(field.name) : null;
      return element && "value" in element && typeof element.value === "string" ? element.value : field.value;
    };
    setTyped({ key, unchanged: unchangedFields(fields.map((field) => ({ ...field, value: current(field) }))) });
  };
  return { unchanged: typed && typed.key === key ? typed.unchanged : drawn, recheck };
}

type TranslatedRowsProps = {
  language: string;
  locale: string;
  sourceLanguage: string;
  source: { title: string; slug: string; seo_title: string; seo_description: string };
  value: (field: "title" | "slug" | "seo_title" | "seo_description") => string;
  errors: Record<string, FieldError>;
};

/** The title and the slug, each beside the source's. */
export function TitleAndSlugRows({ language, locale, sourceLanguage, source, value, errors }: TranslatedRowsProps) {
  return (
    <>
      <SourceBeside label={`${sourceLanguage} title`} text={source.title}>
        <TextField label={`Title (${language})`} name="title" defaultValue={value("title")} maxLength={200} required error={errors.title} lang={locale} />
      </SourceBeside>
      <SourceBeside label={`${sourceLanguage} slug`} text={source.slug}>
        <TextField
          label={`Slug (${language})`}
          name="slug"
          defaultValue={value("slug")}
          maxLength={120}
          hint="Lowercase letters, numbers and dashes. Leave empty to make one from the title."
          error={errors.slug}
        />
      </SourceBeside>
    </>
  );
}

/** The SEO title and description, each beside the source's. */
export function SeoRows({ language, locale, sourceLanguage, source, value, errors }: TranslatedRowsProps) {
  return (
    <>
      <SourceBeside label={`${sourceLanguage} SEO title`} text={source.seo_title}>
        <TextField label={`SEO title (${language})`} name="seo_title" defaultValue={value("seo_title")} maxLength={70} showCount error={errors.seo_title} lang={locale} />
      </SourceBeside>
      <SourceBeside label={`${sourceLanguage} SEO description`} text={source.seo_description} translated={value("seo_description")}>
        <TextArea
          label={`SEO description (${language})`}
          name="seo_description"
          defaultValue={value("seo_description")}
          maxLength={160}
          showCount
          rows={3}
          error={errors.seo_description}
          lang={locale}
        />
      </SourceBeside>
    </>
  );
}
