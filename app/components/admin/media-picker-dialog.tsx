import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { IconButton } from "./icon-button";

export type PickedImage = { id: number; url: string; thumbnail_url: string; alt: string; width: number | null; height: number | null; name: string };

export type ImageChoice = { image: PickedImage; alt: string; caption: string };

const MEDIA_PICKER_URL = "/admin/media-picker";

/** `choosing`: the dialog picks a field's image (a cover, a logo) rather than inserting one into a body, and says so. */
export function MediaPickerDialog({
  open,
  onPick,
  onClose,
  choosing = false,
}: {
  open: boolean;
  onPick: (choice: ImageChoice) => void;
  onClose: () => void;
  choosing?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  // A form may hold two pickers (the body's and a field's): each is named by its own title.
  const titleId = useId();
  const [chosen, setChosen] = useState<PickedImage | null>(null);
  const [q, setQ] = useState("");
  const [state, setState] = useState<{ status: "idle" | "loading" | "error" | "ready"; images: PickedImage[] }>({ status: "idle", images: [] });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setChosen(null);
      element.showModal();
    }
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, status: "loading" }));
      fetch(`${MEDIA_PICKER_URL}?${new URLSearchParams(q ? { q } : {})}`, { signal: controller.signal, headers: { Accept: "application/json" } })
        .then(async (response) => {
          if (!response.ok) throw new Error(`media picker answered ${response.status}`);
          const body = (await response.json()) as { data: PickedImage[] };
          setState({ status: "ready", images: body.data });
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setState({ status: "error", images: [] });
          return error;
        });
    }, q ? 250 : 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, q]);

  return (
    <dialog ref={dialog} className="media-picker" aria-labelledby={titleId} onClose={onClose}>
      <div className="media-picker-header">
        <h2 id={titleId}>{choosing ? "Choose an image from the library" : "Insert an image from the library"}</h2>
        <IconButton icon="close" label="Close" iconOnly onClick={onClose} />
      </div>
      {chosen ? (
        <ImageDetails image={chosen} onInsert={onPick} onBack={() => setChosen(null)} label={choosing ? "Use this image" : "Insert image"} />
      ) : (
        <>
          <div className="field">
            <label htmlFor="media-picker-q">Search images</label>
            <input id="media-picker-q" type="search" value={q} onChange={(event) => setQ(event.currentTarget.value)} />
          </div>
          {state.status === "loading" && state.images.length === 0 ? <p>Loading…</p> : null}
          {state.status === "error" ? <p role="alert">The library could not be loaded. Try again.</p> : null}
          {state.status === "ready" && state.images.length === 0 ? <p>No images found. Upload some in the Media Library.</p> : null}
          <ul className="media-picker-grid">
            {state.images.map((image) => (
              <li key={image.id}>
                <button type="button" className="media-picker-item" onClick={() => setChosen(image)}>
                  <img src={image.thumbnail_url} alt="" loading="lazy" />
                  <span>{image.alt || image.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </dialog>
  );
}

function ImageDetails({ image, onInsert, onBack, label }: { image: PickedImage; onInsert: (choice: ImageChoice) => void; onBack: () => void; label: string }) {
  const id = useId();
  const [alt, setAlt] = useState(image.alt);
  const [caption, setCaption] = useState("");
  const insert = () => onInsert({ image, alt: alt.trim(), caption: caption.trim() });
  // The dialog sits inside the edit form: Enter must insert the image, not submit the page.
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    insert();
  };
  return (
    <div className="media-picker-details">
      <img src={image.thumbnail_url} alt="" />
      <div>
        <div className="field">
          <label htmlFor={`${id}-alt`}>Alternative text</label>
          <input id={`${id}-alt`} type="text" value={alt} maxLength={255} autoFocus aria-describedby={`${id}-alt-hint`} onChange={(event) => setAlt(event.currentTarget.value)} onKeyDown={onEnter} />
          <p id={`${id}-alt-hint`} className="field-hint">What the picture shows, for visitors who cannot see it. Leave it empty only for decoration.</p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-caption`}>Caption (optional)</label>
          <input id={`${id}-caption`} type="text" value={caption} maxLength={300} aria-describedby={`${id}-caption-hint`} onChange={(event) => setCaption(event.currentTarget.value)} onKeyDown={onEnter} />
          <p id={`${id}-caption-hint`} className="field-hint">Printed under the picture.</p>
        </div>
        <div className="form-actions">
          <IconButton icon="image" label={label} variant="primary" onClick={insert} />
          <IconButton label="Back to the library" onClick={onBack} />
        </div>
      </div>
    </div>
  );
}
