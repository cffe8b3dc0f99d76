import { useEffect, useRef, useState } from "react";
import { IconButton } from "./icon-button";

export type PickedImage = { id: number; url: string; thumbnail_url: string; alt: string; width: number | null; height: number | null; name: string };

const MEDIA_PICKER_URL = "/admin/media-picker";

export function MediaPickerDialog({ open, onPick, onClose }: { open: boolean; onPick: (image: PickedImage) => void; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [q, setQ] = useState("");
  const [state, setState] = useState<{ status: "idle" | "loading" | "error" | "ready"; images: PickedImage[] }>({ status: "idle", images: [] });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    // Wait for the admin to stop typing before asking the server.
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
    <dialog ref={dialog} className="media-picker" aria-labelledby="media-picker-title" onClose={onClose}>
      <div className="media-picker-header">
        <h2 id="media-picker-title">Insert an image from the library</h2>
        <IconButton icon="close" label="Close" iconOnly onClick={onClose} />
      </div>
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
            <button type="button" className="media-picker-item" onClick={() => onPick(image)}>
              <img src={image.thumbnail_url} alt="" loading="lazy" />
              <span>{image.alt || image.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </dialog>
  );
}
