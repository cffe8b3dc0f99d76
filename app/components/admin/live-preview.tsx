import { useEffect, useRef } from "react";
import { IconButton } from "./icon-button";

const FRAME = "live-preview";
/** Long enough that a word being typed is not posted letter by letter. */
const PAUSE_MS = 700;

/**
 * The page as visitors would see it, drawn by the preview route from what the form holds now, in a
 * frame under the sections; nothing is saved. Without JavaScript the button fills the frame; with it,
 * the frame follows each change once typing pauses, while it is open.
 */
export function LivePreview({ path }: { path: string }) {
  const panel = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = panel.current;
    const form = details?.closest("form");
    if (!details || !form) return;
    const button = details.querySelector<HTMLButtonElement>(`button[formtarget="${FRAME}"]`);
    let timer: number | undefined;
    const refresh = () => {
      if (details.open && button) form.requestSubmit(button);
    };
    const changed = (event: Event) => {
      // Its own summary and button fill the frame already.
      if (details.contains(event.target as Node)) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(refresh, PAUSE_MS);
    };
    // The sections editor moves and removes sections without a field event: its clicks count too.
    form.addEventListener("input", changed);
    form.addEventListener("change", changed);
    form.addEventListener("click", changed);
    details.addEventListener("toggle", refresh);
    return () => {
      window.clearTimeout(timer);
      form.removeEventListener("input", changed);
      form.removeEventListener("change", changed);
      form.removeEventListener("click", changed);
      details.removeEventListener("toggle", refresh);
    };
  }, []);

  return (
    <details ref={panel} className="live-preview">
      <summary>Live preview</summary>
      <div className="live-preview-bar">
        <p className="field-hint">The page as visitors would see it, from what is in the form now. Nothing is saved.</p>
        <IconButton type="submit" icon="eye" label="Show the changes" formAction={path} formTarget={FRAME} formNoValidate />
      </div>
      <iframe name={FRAME} title="Live preview of the page" className="live-preview-frame" />
    </details>
  );
}
