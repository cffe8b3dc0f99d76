export function PreviewBanner({ state }: { state: "draft" | "scheduled" }) {
  return (
    <div className="preview-banner" role="status">
      <strong>Preview — not published.</strong>{" "}
      {state === "draft" ? "This is a draft." : "It is scheduled and becomes public at its publishing time."}
    </div>
  );
}
