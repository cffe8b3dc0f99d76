import type { ReactNode } from "react";

/**
 * One folding section of an edit screen's settings sidebar. A native <details>, so it opens and
 * closes without JavaScript; its fields post whether it is open or not. A panel opens by itself
 * when it holds an error (the editor must see it) or, where the form says so, a value worth seeing.
 */
export function SettingsPanel({
  title,
  note,
  open = false,
  errors,
  names = [],
  children,
}: {
  title: string;
  /** A few words beside the title of a closed panel: what it holds ("2 chosen", "Written"). */
  note?: string;
  open?: boolean;
  /** The form's field errors; one whose name starts with one of `names` ("cover_image" catches "cover_image_alt") opens the panel. */
  errors?: Record<string, unknown>;
  names?: readonly string[];
  children: ReactNode;
}) {
  const hasError = Object.keys(errors ?? {}).some((key) => names.some((name) => key.startsWith(name)));
  return (
    <details className={hasError ? "settings-panel has-error" : "settings-panel"} open={open || hasError}>
      <summary>
        <span className="settings-panel-title">{title}</span>
        {hasError ? <span className="settings-panel-note settings-panel-note-error">Needs a correction</span> : note ? <span className="settings-panel-note">{note}</span> : null}
      </summary>
      <div className="settings-panel-body">{children}</div>
    </details>
  );
}
