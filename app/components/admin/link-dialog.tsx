import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { isSafeLink, LINK_RULE } from "~/schemas/links";
import { IconButton } from "./icon-button";

export type LinkChoice = { text: string; url: string; newTab: boolean };

/** It sits inside the edit form and cannot nest a <form>: Enter is caught here, or it would submit the whole page. */
export function LinkDialog({
  open,
  initialText,
  onInsert,
  onClose,
}: {
  open: boolean;
  initialText: string;
  onInsert: (choice: LinkChoice) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [text, setText] = useState(initialText);
  const [url, setUrl] = useState("https://");
  const [newTab, setNewTab] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setText(initialText);
      setUrl("https://");
      setNewTab(false);
      setError(null);
      element.showModal();
    }
    if (!open && element.open) element.close();
  }, [open, initialText]);

  const insert = () => {
    const address = url.trim();
    if (!isSafeLink(address) || address === "https://") {
      setError(`The address ${LINK_RULE}.`);
      return;
    }
    onInsert({ text: text.trim() || address, url: address, newTab });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter" || !(event.target instanceof HTMLInputElement) || event.target.type === "checkbox") return;
    event.preventDefault();
    insert();
  };

  const errorId = `${id}-error`;
  return (
    <dialog ref={dialog} className="link-dialog" aria-labelledby={`${id}-title`} onClose={onClose} onKeyDown={onKeyDown}>
      <div className="media-picker-header">
        <h2 id={`${id}-title`}>Add a link</h2>
        <IconButton icon="close" label="Close" iconOnly onClick={onClose} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-text`}>Text</label>
        <input id={`${id}-text`} type="text" value={text} onChange={(event) => setText(event.currentTarget.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-url`}>Address</label>
        <input
          id={`${id}-url`}
          type="text"
          inputMode="url"
          value={url}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : `${id}-hint`}
          onChange={(event) => setUrl(event.currentTarget.value)}
        />
        <p id={`${id}-hint`} className="field-hint">A web address (https://…), an email (mailto:…), a phone number (tel:…) or a page of this site (/contact-us).</p>
        {error ? (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="field field-checkbox">
        <input id={`${id}-tab`} type="checkbox" checked={newTab} onChange={(event) => setNewTab(event.currentTarget.checked)} />
        <label htmlFor={`${id}-tab`}>Open in a new tab</label>
      </div>
      <div className="form-actions">
        <IconButton icon="link" label="Add link" variant="primary" onClick={insert} />
        <IconButton label="Cancel" onClick={onClose} />
      </div>
    </dialog>
  );
}
