import { Form, Link } from "@remix-run/react";
import { useRef, type ReactNode } from "react";
import { IconButton } from "./icon-button";
import { Icon } from "./icons";

/** Without JavaScript, Delete is a link to `?confirm-delete=<id>`, a step of its own; both end in the same POST (docs/product.md#admin). */

type DeleteFormProps = {
  question: string;
  id: number | string;
  action?: string;
  hidden?: Record<string, string | number>;
  cancelHref: string;
};

function DeleteForm({ id, action, hidden, children }: Pick<DeleteFormProps, "id" | "action" | "hidden"> & { children: ReactNode }) {
  return (
    <Form method="post" action={action} className="delete-form">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={String(id)} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={String(value)} />
      ))}
      {children}
    </Form>
  );
}

export function DeleteConfirmation({ question, id, action, hidden, cancelHref }: DeleteFormProps) {
  return (
    <section className="delete-confirmation" aria-labelledby="delete-confirmation-question">
      <p id="delete-confirmation-question" className="delete-confirmation-question">
        {question}
      </p>
      <DeleteForm id={id} action={action} hidden={hidden}>
        <div className="form-actions">
          <IconButton type="submit" icon="trash" label="Delete" variant="danger" />
          <Link to={cancelHref} className="icon-button icon-button-secondary">
            Cancel
          </Link>
        </div>
      </DeleteForm>
    </section>
  );
}

type ConfirmDeleteProps = Omit<DeleteFormProps, "cancelHref"> & {
  confirmHref: string;
  label?: string;
  ariaLabel?: string;
  iconOnly?: boolean;
  /** Tells apart two Delete buttons of one record on a page. */
  place?: string;
};

export function ConfirmDelete({ question, id, action, hidden, confirmHref, label = "Delete", ariaLabel, iconOnly, place = "" }: ConfirmDeleteProps) {
  const name = ariaLabel ?? (iconOnly ? label : undefined);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = `delete-dialog-${place}${id}-title`;
  return (
    <>
      <Link
        to={confirmHref}
        className={`icon-button icon-button-danger${iconOnly ? " icon-button-icon-only" : ""}`}
        aria-label={name}
        title={iconOnly ? name : undefined}
        onClick={(event) => {
          if (!dialog.current?.showModal) return;
          event.preventDefault();
          dialog.current.showModal();
        }}
      >
        <Icon name="trash" />
        {iconOnly ? null : <span>{label}</span>}
      </Link>
      <dialog ref={dialog} className="confirm-dialog" aria-labelledby={titleId}>
        <p id={titleId} className="delete-confirmation-question">
          {question}
        </p>
        <DeleteForm id={id} action={action} hidden={hidden}>
          <div className="form-actions">
            <IconButton type="submit" icon="trash" label="Delete" variant="danger" onClick={() => dialog.current?.close()} />
            <IconButton label="Cancel" onClick={() => dialog.current?.close()} />
          </div>
        </DeleteForm>
      </dialog>
    </>
  );
}

export function confirmDeleteHref(search: string, id: number | string): string {
  const params = new URLSearchParams(search);
  params.set("confirm-delete", String(id));
  return `?${params}`;
}

export function confirmDeleteId(url: URL | string): number | undefined {
  const value = new URL(url, "http://localhost").searchParams.get("confirm-delete");
  return value && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}
