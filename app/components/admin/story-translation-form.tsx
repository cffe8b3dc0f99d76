import { Form, useNavigation } from "@remix-run/react";
import { FirstInvalidFieldScope, TextArea, TextField } from "~/components/field";
import { CUSTOMER_STORY_SCREENS } from "./customer-story-form";
import type { FormResult } from "./form-result";
import { PublicationFields } from "./publishing-fields";
import { PublishingBar } from "./publishing-bar";
import { RichTextEditor } from "./rich-text-editor";
import { SeoRows, SourceBeside, TitleAndSlugRows, TranslationIntro, useUnchangedFields } from "./translation-parts";

/**
 * The translator's form of a customer story (/admin/edit-customer-stories/{id}?locale=de): each
 * translated field beside the default locale's text, read-only here, as for solutions and products.
 * The figures are written whole, value and label, one row beside each of the story's (a value
 * carries units and a number format too); the quote's words and role beside the story's, the
 * quoted person staying the story's. Everything posts without JavaScript.
 */

type Figure = { value: string; label: string };

type StoryTranslationEditor = {
  locale: string;
  language: string;
  history: { path: string; count: number };
  sourceLanguage: string;
  source: {
    title: string;
    slug: string;
    industry: string;
    summary: string;
    body: string;
    figures: Figure[];
    quote: { text: string; person: string; role: string } | null;
    seo_title: string;
    seo_description: string;
  };
  stored: (Record<string, string | number | boolean | null> & { status: string; published_at: string | null; version: number; outdated: boolean }) | null;
};

/** As the story's own form: three rows (an empty one is left out), or as many as the story has if it has more. */
const FIGURE_ROWS = 3;

export function StoryTranslationForm({ id, editor, result }: { id: number; editor: StoryTranslationEditor; result: FormResult }) {
  const { locale, language, sourceLanguage, source, stored } = editor;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const posted = result?.values;
  const value = (name: string): string => {
    const typed = posted?.[name];
    if (typeof typed === "string") return typed;
    if (posted) return "";
    const saved = stored?.[name];
    return saved === null || saved === undefined ? "" : String(saved);
  };
  const errors = result?.fieldErrors ?? {};
  const action = `${CUSTOMER_STORY_SCREENS.editPath(id)}?locale=${locale}`;
  const beside = (field: string) => `${sourceLanguage} ${field}`;
  const rows = { language, locale, sourceLanguage, source, value, errors };
  const version = typeof posted?.version === "string" ? posted.version : stored ? String(stored.version) : "";
  const figureRows = Array.from({ length: Math.max(FIGURE_ROWS, source.figures.length) }, (_, row) => row);
  const figure = (row: number, field: keyof Figure) => value(`figures[${row}][${field}]`);
  // The figures' errors count only the rows filled in, as the story's form does: row 2 is figures.0 when rows 0 and 1 were empty.
  const filled = figureRows.filter((row) => figure(row, "value").trim() !== "" || figure(row, "label").trim() !== "");
  const figureError = (row: number, field: keyof Figure) => errors[`figures.${filled.indexOf(row)}.${field}`];
  const { unchanged, recheck } = useUnchangedFields([
    { label: "title", name: "title", value: value("title"), source: source.title },
    { label: "summary", name: "summary", value: value("summary"), source: source.summary },
    { label: "body", name: "body", value: value("body"), source: source.body },
    { label: "quote", name: "quote_text", value: value("quote_text"), source: source.quote?.text ?? "" },
  ]);
  return (
    <>
      <TranslationIntro
        noun={CUSTOMER_STORY_SCREENS.noun}
        language={language}
        sourceLanguage={sourceLanguage}
        stored={stored}
        result={result}
        action={action}
        version={version}
        submitting={submitting}
        unchanged={unchanged}
        history={editor.history}
      />
      {/* A new answer (copied text, a refusal, a new version) starts the fields afresh with it. */}
      <Form method="post" action={action} className="admin-form admin-panel translation-form" noValidate onInput={recheck} onBlur={recheck} key={JSON.stringify([stored?.version, posted ?? null])}>
        {version ? <input type="hidden" name="version" value={version} /> : null}
        <FirstInvalidFieldScope>
          <TitleAndSlugRows {...rows} />
          <SourceBeside label={beside("industry")} text={source.industry}>
            <TextField label={`Industry (${language})`} name="industry" defaultValue={value("industry")} maxLength={80} hint="As visitors of this language filter by it." error={errors.industry} lang={locale} />
          </SourceBeside>
          <SourceBeside label={beside("summary")} text={source.summary} translated={value("summary")}>
            <TextArea label={`Summary (${language})`} name="summary" defaultValue={value("summary")} maxLength={500} showCount rows={3} error={errors.summary} lang={locale} />
          </SourceBeside>
          <SourceBeside label={beside("body")} text={source.body} html translated={value("body")}>
            <RichTextEditor label={`Body (${language})`} name="body" defaultValue={value("body")} error={errors.body} />
          </SourceBeside>
          <fieldset className="admin-fieldset">
            <legend>{`Key figures (${language})`}</legend>
            <p className="field-hint">Value and label both, as {language} writes numbers and units. Leave a row empty to leave it out.</p>
            {errors.figures ? <p className="field-error">{errors.figures.join(" ")}</p> : null}
            {figureRows.map((row) => {
              const original = source.figures[row];
              return (
                <SourceBeside key={row} label={beside(`figure ${row + 1}`)} text={original ? `${original.value} ${original.label}` : ""}>
                  <div className="admin-form-grid">
                    <TextField label={`Figure ${row + 1}: value (${language})`} name={`figures[${row}][value]`} defaultValue={figure(row, "value")} maxLength={40} error={figureError(row, "value")} lang={locale} />
                    <TextField label={`Figure ${row + 1}: label (${language})`} name={`figures[${row}][label]`} defaultValue={figure(row, "label")} maxLength={80} error={figureError(row, "label")} lang={locale} />
                  </div>
                </SourceBeside>
              );
            })}
          </fieldset>
          {source.quote ? (
            <fieldset className="admin-fieldset">
              <legend>{`Quote (${language})`}</legend>
              <p className="field-hint">{`${source.quote.person} is quoted in every language; left empty, the ${language} page shows no quote.`}</p>
              <SourceBeside label={beside("quote")} text={source.quote.text}>
                <TextArea label={`Quote text (${language})`} name="quote_text" defaultValue={value("quote_text")} maxLength={500} showCount rows={3} error={errors.quote_text} lang={locale} />
              </SourceBeside>
              <SourceBeside label={beside("role")} text={source.quote.role}>
                <TextField label={`Quote role (${language})`} name="quote_role" defaultValue={value("quote_role")} maxLength={120} error={errors.quote_role} lang={locale} />
              </SourceBeside>
            </fieldset>
          ) : null}
          <SeoRows {...rows} />
          <PublicationFields publishedAt={value("published_at")} errors={errors} />
        </FirstInvalidFieldScope>
        <PublishingBar
          stored={{ status: stored?.status ?? "draft", publishedAt: stored?.published_at ?? null }}
          dateValue={value("published_at")}
          isNew={!stored}
          noun={`${language} translation`}
          listPath={CUSTOMER_STORY_SCREENS.listPath}
          submitting={submitting}
          error={errors.status}
        />
      </Form>
    </>
  );
}
