/**
 * A rich-text body. The HTML was sanitised with the allow-list when it was
 * saved (app/utils/sanitize-html.server.ts), whichever way it came in, so
 * it is shown as stored.
 */
export function RichBody({ html }: { html: string }) {
  return <div className="rich-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
