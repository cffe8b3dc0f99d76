import { useEffect, useRef } from "react";
import { IconButton } from "./icon-button";

const FRAME = "live-preview";
/** Long enough that a word being typed is not posted letter by letter. */
const PAUSE_MS = 700;
/**
 * The desktop view draws the page at a laptop's width (1280 px), where the site's full header fits even with
 * a signed-in editor's extra link, scaled down to the column: at 1280 it reads at about half size.
 */
const DESKTOP_WIDTH = 1280;
/**
 * Where the preview opens by itself: wide enough for the menu to stay beside the form and the page. On a
 * laptop it waits, folded, above the settings, which stay beside the writing; opened, it takes the menu's place.
 */
const BESIDE_QUERY = "(min-width: 1600px)";
/** The editor's own choice, once made, wins over the width: "open" or "closed". */
const CHOICE_KEY = "live-preview";

/**
 * The page as visitors would see it, drawn by the preview route from what the form holds now, in a
 * frame beside the writing (on a wide screen; below it on a narrow one); nothing is saved. A switch
 * draws it at a laptop's width or a phone's. It opens by itself beside the form on a wide screen and
 * starts folded on a narrow one, where it would push the settings down, unless the editor opened or
 * folded it before (remembered in this browser). Without JavaScript it is open, showing the saved
 * page, its button fills the frame with what the form holds and the desktop view is as wide as the
 * column; with it, the frame follows each change once typing pauses, while it is open, and the
 * desktop view is scaled to fit.
 */
export function LivePreview({ path, savedPath }: { path: string; savedPath?: string }) {
  const panel = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = panel.current;
    const form = details?.closest("form");
    if (!details || !form) return;
    const button = details.querySelector<HTMLButtonElement>(`button[formtarget="${FRAME}"]`);
    const stage = details.querySelector<HTMLElement>(".live-preview-stage");
    let timer: number | undefined;
    const refresh = () => {
      if (details.open && button) form.requestSubmit(button);
    };
    const changed = (event: Event) => {
      // Its own summary, switch and button fill the frame or change its width only.
      if (details.contains(event.target as Node)) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(refresh, PAUSE_MS);
    };
    // The stage's width over a laptop's: the scale of the desktop view (CSS cannot divide one length by another).
    const fit = new ResizeObserver(() => {
      if (stage) stage.style.setProperty("--preview-scale", String(Math.min(1, stage.clientWidth / DESKTOP_WIDTH)));
    });
    if (stage) {
      stage.classList.add("is-scaled");
      fit.observe(stage);
    }
    let choice: string | null = null;
    try {
      choice = localStorage.getItem(CHOICE_KEY);
    } catch {
      // Storage refused (a private window): the width decides.
    }
    details.open = choice ? choice === "open" : window.matchMedia(BESIDE_QUERY).matches;
    // Open, a stored page's frame shows it as saved (its src) until the first change; a new page's, from its first change.
    const summary = details.querySelector("summary");
    // Only the editor's own clicks (and Enter or Space on the summary) are a choice to remember, not the width's.
    const remember = () => {
      try {
        localStorage.setItem(CHOICE_KEY, details.open ? "closed" : "open");
      } catch {
        // Not remembered: the next screen opens as its width says.
      }
    };
    summary?.addEventListener("click", remember);
    // The sections editor moves and removes sections without a field event: its clicks count too.
    form.addEventListener("input", changed);
    form.addEventListener("change", changed);
    form.addEventListener("click", changed);
    details.addEventListener("toggle", refresh);
    return () => {
      window.clearTimeout(timer);
      fit.disconnect();
      form.removeEventListener("input", changed);
      form.removeEventListener("change", changed);
      form.removeEventListener("click", changed);
      details.removeEventListener("toggle", refresh);
      summary?.removeEventListener("click", remember);
    };
  }, [savedPath]);

  return (
    <details ref={panel} className="live-preview" open>
      <summary>
        Live preview <span className="live-preview-note">beside the form, as you type</span>
      </summary>
      <div className="live-preview-bar">
        {/* Only the width of the frame, not a field of the page: its form attribute names no form, so it is never posted. */}
        <fieldset className="live-preview-widths">
          <legend className="visually-hidden">Width of the preview</legend>
          <label>
            <input type="radio" name="live_preview_width" value="desktop" defaultChecked form="live-preview-widths" /> Desktop
          </label>
          <label>
            <input type="radio" name="live_preview_width" value="phone" form="live-preview-widths" /> Phone
          </label>
        </fieldset>
        <IconButton type="submit" icon="eye" label="Show the changes" formAction={`${path}?live`} formTarget={FRAME} formNoValidate />
      </div>
      <div className="live-preview-stage">
        <iframe name={FRAME} title="Live preview of the page" className="live-preview-frame" src={savedPath} />
      </div>
    </details>
  );
}
