import { Form } from "@remix-run/react";
import { forwardRef } from "react";
import { IconButton } from "./icon-button";

/**
 * Publishing asks once more before a draft or a new item goes public. With JavaScript a dialog (the
 * one Delete uses) asks, and its button submits the form as it was; without JavaScript the server
 * answers the post with this step, every field carried as a hidden input (docs/admin-content.md).
 */

/** Posted as "1" with the editor's yes; "Back to editing" posts BACK_FIELD instead. */
export const CONFIRM_FIELD = "confirm";
export const BACK_FIELD = "back_to_editing";

export type PublishQuestion = { text: string; button: string; url: string | null; notes: string[] };

const NOTES = {
  searchDescription: "It has no search description: search engines will show the start of its text instead (SEO, in the settings).",
  pictureAlt: "A picture has no alternative text: people who cannot see it will not be told what it shows.",
};

/**
 * What an editor may want to add before the item goes out, said beside the question; nothing here
 * stops it. Read from the form as posted, in the browser (the dialog) and on the server (the step
 * without JavaScript): a field the form does not have says nothing.
 */
export function publishNotes(form: FormData): string[] {
  const text = (name: string): string | undefined => {
    const value = form.get(name);
    if (value === null) return undefined;
    return typeof value === "string" ? value.trim() : value.size > 0 ? value.name : "";
  };
  const notes: string[] = [];
  if (text("seo_description") === "") notes.push(NOTES.searchDescription);
  // An image field posts `<base>_alt` beside its library choice (`<base>_id`) and its new file (`<base>_file`).
  const pictureWithoutAlt = [...form.keys()]
    .filter((name) => name.endsWith("_alt"))
    .some((name) => {
      const base = name.slice(0, -"_alt".length);
      return text(name) === "" && Boolean(text(`${base}_id`) || text(`${base}_file`));
    });
  if (pictureWithoutAlt) notes.push(NOTES.pictureAlt);
  return notes;
}

/** The step page's content: the question, and every field of the post (a new file already stored, by its id). */
export type PublishStep = PublishQuestion & { fields: Array<[string, string]> };

function QuestionText({ question, id }: { question: PublishQuestion; id: string }) {
  return (
    <>
      <p id={id} className="delete-confirmation-question">
        {question.text}
      </p>
      {question.url ? (
        <p className="publish-confirmation-url">
          At <span className="slug-url-address">{question.url}</span>
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
        </div>
      ) : null}
    </>
  );
}

export const PublishDialog = forwardRef<HTMLDialogElement, { question: PublishQuestion | null; onConfirm: () => void }>(function PublishDialog(
  { question, onConfirm },
  ref,
) {
  const close = (event: React.MouseEvent<HTMLButtonElement>) => event.currentTarget.closest("dialog")?.close();
  return (
    <dialog ref={ref} className="confirm-dialog" aria-labelledby="publish-dialog-question">
      {question ? (
        <>
          <QuestionText question={question} id="publish-dialog-question" />
          <div className="form-actions">
            <IconButton icon="send" label={question.button} variant="primary" onClick={onConfirm} />
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
        {step.fields.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <div className="form-actions">
          <IconButton type="submit" name={CONFIRM_FIELD} value="1" icon="send" label={step.button} variant="primary" />
          <IconButton type="submit" name={BACK_FIELD} value="1" label="Back to editing" />
        </div>
      </Form>
    </section>
  );
}
