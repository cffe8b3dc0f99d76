import { Form, useNavigation } from "@remix-run/react";
import { TextArea, TextField, FirstInvalidFieldScope } from "~/components/field";
import { NEWS_SCREENS } from "./editorial-screens";
import { formValues } from "./editorial-form";
import type { FormResult } from "./form-result";
import { PublicationFields } from "./publishing-fields";
import { PublishingBar } from "./publishing-bar";
import { RichTextEditor } from "./rich-text-editor";
import { SourceBeside, TranslationIntro, unchangedFields } from "./translation-parts";

/**
 * The translator's form of a news article (/admin/edit-blog/{id}?locale=de): each translated field
 * beside the default locale's text, which is read-only here. Everything posts without JavaScript.
 */

type SourceText = { title: string; slug: string; excerpt: string; body: string; seo_title: string; seo_description: string };

type TranslationEditor = {
  locale: string;
  language: string;
  sourceLanguage: string;
  source: SourceText;
  stored: (SourceText & { status: string; published_at: string | null; version: number; outdated: boolean }) | null;
};

export function NewsTranslationForm({ id, editor, result }: { id: number; editor: TranslationEditor; result: FormResult }) {
  const { locale, language, sourceLanguage, source, stored } = editor;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const value = formValues(result, stored ?? undefined);
  const errors = result?.fieldErrors ?? {};
  const action = `${NEWS_SCREENS.editPath(id)}?locale=${locale}`;
  const beside = (field: string) => `${sourceLanguage} ${field}`;
  const version = typeof result?.values?.version === "string" ? result.values.version : stored ? String(stored.version) : "";
  return (
    <>
      <TranslationIntro
        noun={NEWS_SCREENS.noun}
        language={language}
        sourceLanguage={sourceLanguage}
        stored={stored}
        result={result}
        action={action}
        version={version}
        submitting={submitting}
        unchanged={unchangedFields([
          { label: "title", value: value("title"), source: source.title },
          { label: "excerpt", value: value("excerpt"), source: source.excerpt },
          { label: "body", value: value("body"), source: source.body },
        ])}
      />
      {/* A new answer (copied text, a refusal, a new version) starts the fields afresh with it. */}
      <Form method="post" action={action} className="admin-form admin-panel translation-form" noValidate key={JSON.stringify([stored?.version, result?.values ?? null])}>
        {version ? <input type="hidden" name="version" value={version} /> : null}
        <FirstInvalidFieldScope>
          <SourceBeside label={beside("title")} text={source.title}>
            <TextField label={`Title (${language})`} name="title" defaultValue={value("title")} maxLength={200} required error={errors.title} lang={locale} />
          </SourceBeside>
          <SourceBeside label={beside("slug")} text={source.slug}>
            <TextField
              label={`Slug (${language})`}
              name="slug"
              defaultValue={value("slug")}
              maxLength={120}
              hint="Lowercase letters, numbers and dashes. Leave empty to make one from the title."
              error={errors.slug}
            />
          </SourceBeside>
          <SourceBeside label={beside("excerpt")} text={source.excerpt}>
            <TextArea label={`Excerpt (${language})`} name="excerpt" defaultValue={value("excerpt")} maxLength={500} showCount rows={3} error={errors.excerpt} lang={locale} />
          </SourceBeside>
          <SourceBeside label={beside("body")} text={source.body} html>
            <RichTextEditor label={`Body (${language})`} name="body" defaultValue={value("body")} error={errors.body} />
          </SourceBeside>
          <SourceBeside label={beside("SEO title")} text={source.seo_title}>
            <TextField label={`SEO title (${language})`} name="seo_title" defaultValue={value("seo_title")} maxLength={70} showCount error={errors.seo_title} lang={locale} />
          </SourceBeside>
          <SourceBeside label={beside("SEO description")} text={source.seo_description}>
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
          <PublicationFields publishedAt={value("published_at")} errors={errors} />
        </FirstInvalidFieldScope>
        <PublishingBar
          stored={{ status: stored?.status ?? "draft", publishedAt: stored?.published_at ?? null }}
          dateValue={value("published_at")}
          isNew={!stored}
          noun={`${language} translation`}
          listPath={NEWS_SCREENS.listPath}
          submitting={submitting}
          error={errors.status}
        />
      </Form>
    </>
  );
}
