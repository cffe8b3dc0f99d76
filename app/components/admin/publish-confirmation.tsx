import { Form } from "@remix-run/react";
import { forwardRef, type ReactNode } from "react";
import { MEDIA_ALT_MAX } from "~/utils/upload-rules";
import { IconButton } from "./icon-button";
import { isGuardedPath } from "~/utils/guarded-pages";
import { useDetailsNeedSignIn } from "./publishing-fields";

/**
 * Publishing asks once more before a draft or a new item goes public. With JavaScript a dialog (the
 * one Delete uses) asks, and its button submits the form as it was; without JavaScript the server
 * answers the post with this step, every field carried as a hidden input (docs/admin-content.md).
 */

/** Posted as "1" with the editor's yes; "Back to editing" posts BACK_FIELD instead. */
export const CONFIRM_FIELD = "confirm";
export const BACK_FIELD = "back_to_editing";

/** `altField`: the name of a chosen picture's empty alternative-text field, asked for beside the question. */
/** `url`: the address as a reader will see it (`readerAddress`), the path alone on a site with no public host. */
export type PublishQuestion = { text: string; button: string; url: string | null; notes: string[]; altField?: string | null };

/** The label of the alternative-text field the question offers. */
const ALT_LABEL = "Alternative text for the picture";

const NOTES = {
  emptyBody: "Its text is empty: readers will find the title alone.",
  searchDescription: "It has no search description: search engines will show the start of its text instead (the SEO panel).",
  pictureAlt: "A picture has no alternative text: people who cannot see it will not be told what it shows.",
  noCover: "It has no picture: lists and the home page will show a plain tile in its place.",
};

/** The fields of an item's main picture (a news article's cover, a product's image), which its cards show. */
const MAIN_PICTURES = ["cover_image", "image"];

/**
 * What an editor may want to add before the item goes out, said beside the question; nothing here
 * stops it. Read from the form as posted, in the browser (the dialog) and on the server (the step
 * without JavaScript): a field the form does not have says nothing.
 */
export function publishNotes(form: FormData): string[] {
  const notes: string[] = [];
  // A page built from sections may rightly have no text of its own.
  if (!form.has("sections") && textOf(postedText(form, "body")) === "") notes.push(NOTES.emptyBody);
  if (postedText(form, "seo_description") === "") notes.push(NOTES.searchDescription);
  if (altFieldToWrite(form)) notes.push(NOTES.pictureAlt);
  if (MAIN_PICTURES.some((base) => form.has(`${base}_id`) && !postedText(form, `${base}_id`) && !postedText(form, `${base}_file`))) notes.push(NOTES.noCover);
  return notes;
}

/** A rich-text field's words, its tags and spaces aside ("<p><br></p>" is nothing); undefined stays undefined. */
function textOf(html: string | undefined): string | undefined {
  return html === undefined ? undefined : html.replace(/<(?!img\b)[^>]*>/gi, "").replace(/&nbsp;/g, " ").trim();
}

function postedText(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  if (value === null) return undefined;
  return typeof value === "string" ? value.trim() : value.size > 0 ? value.name : "";
}

/**
 * The first chosen picture's empty alternative-text field: an image field posts `<base>_alt` beside
 * its library choice (`<base>_id`) and its new file (`<base>_file`).
 */
export function altFieldToWrite(form: FormData): string | null {
  const name = [...form.keys()]
    .filter((key) => key.endsWith("_alt"))
    .find((key) => {
      const base = key.slice(0, -"_alt".length);
      return postedText(form, key) === "" && Boolean(postedText(form, `${base}_id`) || postedText(form, `${base}_file`));
    });
  return name ?? null;
}

/** The step page's content: the question, and every field of the post (a new file already stored, by its id). */
export type PublishStep = PublishQuestion & { fields: Array<[string, string]> };

/** `fix`: a way to what the notes name, under them (the dialog's; the step has none). */
function QuestionText({ question, id, fix }: { question: PublishQuestion; id: string; fix?: ReactNode }) {
  const needsSignIn = useDetailsNeedSignIn();
  const guarded = needsSignIn && question.url !== null && isGuardedPath(new URL(question.url, "http://localhost").pathname);
  return (
    <>
      <h2 id={id} className="publish-question">
        {question.text}
      </h2>
      {question.url ? (
        <p className="publish-confirmation-url">
          {/* Visitors who are not signed in meet the sign-in page at a guarded address: the dialog says who reads it there. */}
          {guarded ? "Registered customers will find it at" : "Readers will find it at"}{" "}
          <span className="publish-address">{question.url}</span>
        </p>
      ) : null}
      {question.notes.length > 0 ? (
        <div className="publish-notes">
          <p>Worth a look first:</p>
          <ul>
            {question.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          {fix}
        </div>
      ) : null}
    </>
  );
}

/**
 * With JavaScript: what is typed here is written into the form's own field when the editor says yes;
 * an empty search description has a button that closes the dialog on its field (`onEdit`).
 */
export const PublishDialog = forwardRef<
  HTMLDialogElement,
  { question: PublishQuestion | null; onConfirm: (alt: string) => void; onEdit: (field: string) => void }
>(function PublishDialog({ question, onConfirm, onEdit }, ref) {
  const close = (event: React.MouseEvent<HTMLButtonElement>) => event.currentTarget.closest("dialog")?.close();
  const confirm = (event: React.MouseEvent<HTMLButtonElement>) => {
    const typed = event.currentTarget.closest("dialog")?.querySelector<HTMLInputElement>("#publish-dialog-alt");
    onConfirm(typed?.value.trim() ?? "");
  };
  return (
    <dialog ref={ref} className="confirm-dialog" aria-labelledby="publish-dialog-question">
      {question ? (
        <>
          <QuestionText
            question={question}
            id="publish-dialog-question"
            fix={
              question.notes.includes(NOTES.searchDescription) ? (
                <p className="publish-notes-fix">
                  <button type="button" className="link-button" onClick={() => onEdit("seo_description")}>
                    Write the search description first
                  </button>
                </p>
              ) : null
            }
          />
          {/* A new key for each question: the field starts empty each time the dialog asks. */}
          {question.altField ? <AltField key={question.altField + question.text} id="publish-dialog-alt" /> : null}
          <div className="form-actions">
            <IconButton icon="send" label={question.button} variant="primary" onClick={confirm} />
            <IconButton label="Back to editing" onClick={close} />
          </div>
        </>
      ) : null}
    </dialog>
  );
});

export function PublishStepView({ step }: { step: PublishStep }) {
  return (
    <section className="publish-confirmation" aria-labelledby="publish-confirmation-question">
      <QuestionText question={step} id="publish-confirmation-question" />
      <Form method="post">
        {/* The picture's empty alternative text is asked for here rather than carried hidden. */}
        {step.fields.map(([name, value], index) =>
          name === step.altField ? null : <input key={`${name}-${index}`} type="hidden" name={name} value={value} />,
        )}
        {step.altField ? <AltField id="publish-step-alt" name={step.altField} /> : null}
        <div className="form-actions">
          <IconButton type="submit" name={CONFIRM_FIELD} value="1" icon="send" label={step.button} variant="primary" />
          <IconButton type="submit" name={BACK_FIELD} value="1" label="Back to editing" />
        </div>
      </Form>
    </section>
  );
}

function AltField({ id, name }: { id: string; name?: string }) {
  return (
    <div className="field publish-alt">
      <label htmlFor={id}>{ALT_LABEL}</label>
      <input id={id} name={name} type="text" maxLength={MEDIA_ALT_MAX} aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className="field-hint">
        What it shows, in a sentence; empty if it only decorates.
      </p>
    </div>
  );
}
