import { Form, useNavigation } from "@remix-run/react";
import { TextArea, FirstInvalidFieldScope } from "~/components/field";
import { formValues } from "./editorial-form";
import type { FormResult } from "./form-result";
import { PublicationFields } from "./publishing-fields";
import { PublishingBar } from "./publishing-bar";
import { RichTextEditor } from "./rich-text-editor";
import { SeoRows, SourceBeside, TitleAndSlugRows, TranslationIntro, useUnchangedFields } from "./translation-parts";

/**
 * The translator's form of a news article, a solution or a product (/admin/edit-blog/{id}?locale=de,
 * /admin/edit-service/{id}?locale=de…): each translated field beside the default locale's text,
 * which is read-only here. Everything posts without JavaScript. The types differ only in the name
 * of their short text: an article's excerpt, an item's summary.
 */

type ShortText = "excerpt" | "summary";

type SourceText = { title: string; slug: string; body: string; seo_title: string; seo_description: string } & Partial<Record<ShortText, string>>;

type TranslationEditor = {
  locale: string;
  language: string;
  history: { path: string; count: number };
  sourceLanguage: string;
  source: SourceText;
  stored: (SourceText & { status: string; published_at: string | null; version: number; outdated: boolean }) | null;
};

export function TextTranslationForm({
  screens,
  id,
  shortText,
  editor,
  result,
}: {
  screens: { noun: string; listPath: string; editPath: (id: number) => string };
  id: number;
  shortText: ShortText;
  editor: TranslationEditor;
  result: FormResult;
}) {
  const { locale, language, sourceLanguage, source, stored } = editor;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const value = formValues(result, stored ?? undefined);
  const errors = result?.fieldErrors ?? {};
  const action = `${screens.editPath(id)}?locale=${locale}`;
  const shortLabel = shortText === "excerpt" ? "Excerpt" : "Summary";
  const shortSource = source[shortText] ?? "";
  const beside = (field: string) => `${sourceLanguage} ${field}`;
  const rows = { language, locale, sourceLanguage, source, value, errors };
  const version = typeof result?.values?.version === "string" ? result.values.version : stored ? String(stored.version) : "";
  const { unchanged, recheck } = useUnchangedFields([
    { label: "title", name: "title", value: value("title"), source: source.title },
    { label: shortText, name: shortText, value: value(shortText), source: shortSource },
    { label: "body", name: "body", value: value("body"), source: source.body },
  ]);
  return (
    <>
      <TranslationIntro
        noun={screens.noun}
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
      <Form method="post" action={action} className="admin-form admin-panel translation-form" noValidate onInput={recheck} onBlur={recheck} key={JSON.stringify([stored?.version, result?.values ?? null])}>
        {version ? <input type="hidden" name="version" value={version} /> : null}
        <FirstInvalidFieldScope>
          <TitleAndSlugRows {...rows} />
          <SourceBeside label={beside(shortText)} text={shortSource} translated={value(shortText)}>
            <TextArea label={`${shortLabel} (${language})`} name={shortText} defaultValue={value(shortText)} maxLength={500} showCount rows={3} error={errors[shortText]} lang={locale} />
          </SourceBeside>
          <SourceBeside label={beside("body")} text={source.body} html translated={value("body")}>
            <RichTextEditor label={`Body (${language})`} name="body" defaultValue={value("body")} error={errors.body} />
          </SourceBeside>
          <SeoRows {...rows} />
          <PublicationFields publishedAt={value("published_at")} errors={errors} />
        </FirstInvalidFieldScope>
        <PublishingBar
          stored={{ status: stored?.status ?? "draft", publishedAt: stored?.published_at ?? null }}
          dateValue={value("published_at")}
          isNew={!stored}
          noun={`${language} translation`}
          listPath={screens.listPath}
          submitting={submitting}
          error={errors.status}
        />
      </Form>
    </>
  );
}
