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

export type PublishQuestion = { text: string; button: string; url: string | null };

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
