import { Scripts } from "@remix-run/react";

const TEMPLATE_ID = "page-scripts";

/**
 * Runs in the page, at the end of its body: once the page has loaded and the
 * browser has drawn its first content (and the frame after that, so the
 * loaded pictures show first), it puts the template's scripts into the page.
 * Scripts cloned out of a template run when inserted; the page's CSP allows
 * them by the hash of their text, unchanged by the cloning. The module preloads go in first; then each module is run in
 * a task of its own (all but the one the scripts import last, which hydrates
 * the page), and only then the scripts: run all at once, the modules held a
 * slow phone's main thread for one long task.
 */
function startScriptsAfterLoad(templateId: string) {
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    const template = document.getElementById(templateId) as HTMLTemplateElement | null;
    if (!template) return;
    const scripts = document.importNode(template.content, true);
    const links = [...scripts.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    const preloads = document.createDocumentFragment();
    preloads.append(...links);
    document.body.append(preloads);
    const hydrating = new Set([...(scripts.querySelector('script[type="module"]')?.textContent ?? "").matchAll(/import\((".*?")\)/g)].map(([, name]) => new URL(JSON.parse(name) as string, location.href).href));
    const modules = links.map((link) => link.href).filter((href) => !hydrating.has(href));
    const next = () => {
      const href = modules.shift();
      if (href === undefined) document.body.append(scripts);
      else import(href).finally(() => setTimeout(next, 0));
    };
    setTimeout(next, 0);
  };
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(run, 0));
  const afterFirstPaint = () => {
    if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return afterNextFrame();
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      afterNextFrame();
    }).observe({ type: "paint", buffered: true });
  };
  if (document.readyState === "complete") afterFirstPaint();
  else addEventListener("load", afterFirstPaint, { once: true });
}

const START = `(${startScriptsAfterLoad.toString()})(${JSON.stringify(TEMPLATE_ID)})`;

let browserMarkup: string | null = null;

/**
 * Remix's <Scripts>, started once the page has loaded and shows, rather than
 * while it loads. The public pages work without JavaScript; their script (some
 * 100 KB compressed: React, the router, the page's modules) only adds to them.
 * Fetched at once, it shares a phone's slow connection with the picture and
 * the font the visitor is waiting for, and React's hydration holds the main
 * thread as the first picture is about to show. Here the document, its font
 * and its pictures go first; the script follows.
 *
 * On the server the scripts are rendered into an inert <template> (the
 * browser neither fetches nor runs what it holds), followed by the small
 * script that starts them. In the browser the template keeps the markup the
 * server sent, so hydration leaves it as it is.
 */
export function ScriptsAfterLoad({ scriptMark }: { scriptMark?: string }) {
  if (typeof document === "undefined") {
    return (
      <>
        <template id={TEMPLATE_ID}>
          <Scripts nonce={scriptMark} />
        </template>
        <script nonce={scriptMark} dangerouslySetInnerHTML={{ __html: START }} />
      </>
    );
  }
  browserMarkup ??= document.getElementById(TEMPLATE_ID)?.innerHTML ?? "";
  return (
    <>
      <template id={TEMPLATE_ID} dangerouslySetInnerHTML={{ __html: browserMarkup }} />
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: START }} />
    </>
  );
}
