import { Form, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { FirstInvalidFieldScope } from "~/components/field";
import { draftsFromValues, type SectionDraft } from "~/schemas/section-drafts";
import type { Section } from "~/schemas/sections";
import { PAGE_SCREENS } from "./editorial-screens";
import { formValues } from "./editorial-form";
import type { FormResult } from "./form-result";
import { PublicationFields } from "./publishing-fields";
import { PublishingBar } from "./publishing-bar";
import { RichTextEditor } from "./rich-text-editor";
import { SectionsEditor } from "./sections-editor";
import type { SelectOption } from "./select-option";
import { SeoRows, SourceBeside, TitleAndSlugRows, TranslationIntro, useUnchangedFields } from "./translation-parts";

/**
 * The translator's form of a custom page (/admin/edit-pages/{id}?locale=de): the title, body and
 * SEO text beside the default locale's, and the translation's own sections, edited as the page's
 * are, under the default locale's sections to read. Everything posts without JavaScript.
 */

type SourceText = { title: string; slug: string; body: string; seo_title: string; seo_description: string };

type PageTranslationEditor = {
  locale: string;
  language: string;
  history: { path: string; count: number };
  sourceLanguage: string;
  source: SourceText & { sections: Array<{ label: string; text: string }>; sectionsJson: string };
  stored: (SourceText & { sections: Section[]; status: string; published_at: string | null; version: number; outdated: boolean }) | null;
  images: SelectOption[];
};

export function PageTranslationForm({ id, editor, result }: { id: number; editor: PageTranslationEditor; result: FormResult & { sections?: SectionDraft[] } }) {
  const { locale, language, sourceLanguage, source, stored, images } = editor;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const value = formValues(result, stored ?? undefined);
  const errors = result?.fieldErrors ?? {};
  const action = `${PAGE_SCREENS.editPath(id)}?locale=${locale}`;
  const beside = (field: string) => `${sourceLanguage} ${field}`;
  const rows = { language, locale, sourceLanguage, source, value, errors };
  const version = typeof result?.values?.version === "string" ? result.values.version : stored ? String(stored.version) : "";
  // What the server sent back (copied, moved, refused), else what is stored.
  const drafts = useMemo<SectionDraft[]>(
    () => result?.sections ?? (result?.values ? draftsFromValues(result.values) : (stored?.sections ?? [])),
    [result, stored],
  );
  const { unchanged, recheck } = useUnchangedFields([
    { label: "title", name: "title", value: value("title"), source: source.title },
    { label: "body", name: "body", value: value("body"), source: source.body },
    { label: "sections", value: drafts.length > 0 ? JSON.stringify(drafts) : "", source: source.sectionsJson },
  ]);
  return (
    <>
      <TranslationIntro
        noun={PAGE_SCREENS.noun}
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
      {/* A new answer (copied text, a refusal, a section moved, a new version) starts the fields afresh with it. */}
      <Form method="post" action={action} className="admin-form admin-panel translation-form" noValidate onInput={recheck} onBlur={recheck} key={JSON.stringify([stored?.version, result?.values ?? null, result?.sections ?? null])}>
        {version ? <input type="hidden" name="version" value={version} /> : null}
        <FirstInvalidFieldScope>
          <TitleAndSlugRows {...rows} />
          <SourceBeside label={beside("body")} text={source.body} html translated={value("body")}>
            <RichTextEditor label={`Body (${language})`} name="body" defaultValue={value("body")} error={errors.body} />
          </SourceBeside>
          {source.sections.length > 0 ? (
            <details className="translation-source-sections">
              <summary>{`${sourceLanguage} sections (${source.sections.length})`}</summary>
              <ol>
                {source.sections.map((section, index) => (
                  <li key={index}>
                    <strong>{section.label}</strong> {section.text}
                  </li>
                ))}
              </ol>
            </details>
          ) : null}
          <SectionsEditor drafts={drafts} errors={errors} images={images} openSection={result?.openSection} />
          <SeoRows {...rows} />
          <PublicationFields publishedAt={value("published_at")} errors={errors} />
        </FirstInvalidFieldScope>
        <PublishingBar
          stored={{ status: stored?.status ?? "draft", publishedAt: stored?.published_at ?? null }}
          dateValue={value("published_at")}
          isNew={!stored}
          noun={`${language} translation`}
          listPath={PAGE_SCREENS.listPath}
          submitting={submitting}
          error={errors.status}
        />
      </Form>
    </>
  );
}
