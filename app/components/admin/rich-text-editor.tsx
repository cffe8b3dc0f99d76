import { lazy, Suspense, useState, type ReactNode } from "react";
import { Field, fieldId, type FieldError } from "~/components/field";
import { useHydrated } from "./use-hydrated";

/** Lexical is loaded on demand, so neither the public pages nor the form's first paint pay for it; the limit is checked on the server (docs/product.md#limits). */

const RICH_TEXT_MAX_LENGTH = 100_000;

const LexicalEditor = lazy(() => import("./lexical-editor.client"));

type RichTextEditorProps = {
  label: ReactNode;
  name: string;
  defaultValue?: string | null;
  error?: FieldError;
  hint?: ReactNode;
  idPrefix?: string;
  rows?: number;
};

export function RichTextEditor({ label, name, defaultValue, error, hint, idPrefix, rows = 12 }: RichTextEditorProps) {
  const id = fieldId(name, idPrefix);
  const labelId = `${id}-label`;
  const hydrated = useHydrated();
  const [html, setHtml] = useState(defaultValue ?? "");
  const formatId = `${id}-format`;
  // Without the editor the field is raw HTML: say so, and which tags the site keeps.
  const formatHint = hydrated ? null : (
    <p id={formatId} className="field-hint rich-text-format-hint">
      HTML: {"<p>, <h2>, <h3>, <ul>, <ol>, <li>, <a href>, <strong>, <em>, <blockquote>"} …
    </p>
  );

  return (
    <Field
      id={id}
      label={label}
      labelId={labelId}
      error={error}
      hint={hint}
      className="field-rich-text"
      after={formatHint}
      afterId={hydrated ? undefined : formatId}
    >
      {(aria) => {
        const textarea = (
          <textarea
            id={id}
            name={name}
            rows={rows}
            className="rich-text-fallback"
            value={html}
            onChange={(event) => setHtml(event.currentTarget.value)}
            {...aria}
          />
        );
        return hydrated ? (
          <Suspense fallback={textarea}>
            <LexicalEditor
              id={id}
              name={name}
              initialHtml={html}
              labelId={labelId}
              describedBy={aria["aria-describedby"]}
              invalid={Boolean(aria["aria-invalid"])}
              maxLength={RICH_TEXT_MAX_LENGTH}
            />
          </Suspense>
        ) : (
          textarea
        );
      }}
    </Field>
  );
}
