export function PreviewBanner({ state }: { state: "draft" | "scheduled" }) {
  return (
    <div className="preview-banner" role="status">
      <strong>Preview — not published.</strong>{" "}
      {state === "draft" ? "This is a draft." : "It is scheduled and becomes public at its publishing time."}
    </div>
  );
}

/** Above the preview of an editor's unsaved form, opened in its own tab or in the live preview's frame beside the form. */
export function UnsavedPreviewBanner({ fileLeftOut }: { fileLeftOut: boolean }) {
  return (
    <div className="preview-banner" role="status">
      <strong>Preview — not saved.</strong> This is the page as visitors would see it with the form&apos;s current values, once
      published.
      {fileLeftOut ? " A newly chosen image file shows once the form is saved." : null}
    </div>
  );
}
