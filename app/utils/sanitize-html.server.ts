import type { FieldErrors } from "~/schemas/parse";
import type SanitizeHtml from "sanitize-html";
import { isExternalLink, isSafeLink } from "~/schemas/links";

/** The most HTML a rich-text body may hold once sanitised (docs/product.md#limits). */
export const RICH_TEXT_MAX_LENGTH = 100_000;

// Images come from the media library only, never from another host.
const MEDIA_SRC = /^\/media\/\d+(?:\/(?!\.)[A-Za-z0-9._~%-]+)?(?:\?w=\d+)?$/;
const EMBED_SRC =
  /^https:\/\/(?:www\.youtube-nocookie\.com\/embed\/|www\.youtube\.com\/embed\/|player\.vimeo\.com\/video\/)[A-Za-z0-9_-]+(?:\?[A-Za-z0-9_=&;.%-]*)?$/;
const DIMENSION = /^\d{1,4}$/;

const OPTIONS: SanitizeHtml.IOptions = {
  allowedTags: [
    "h2", "h3", "h4", "p", "br", "ul", "ol", "li", "a", "strong", "b", "em", "i", "u",
    "blockquote", "code", "pre", "img", "table", "caption", "thead", "tbody", "tfoot",
    "tr", "th", "td", "iframe", "figure", "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "rel", "target"],
    img: ["src", "alt", "width", "height", "loading"],
    iframe: ["src", "width", "height", "title", "allowfullscreen", "loading", "referrerpolicy"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: [], iframe: ["https"] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ["www.youtube-nocookie.com", "www.youtube.com", "player.vimeo.com"],
  allowIframeRelativeUrls: false,
  // Tags whose text must go with them, not stay behind as visible text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "title", "xmp", "noembed", "noframes"],
  disallowedTagsMode: "discard",
  transformTags: {
    // The page's own title is its h1; the body's headings start one level down.
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: (_tag, attribs) => {
      const href = (attribs.href ?? "").trim();
      // A refused address leaves an <a> without href, which the filter below unwraps. Renaming it to a tag
      // outside the allow-list is unsafe: sanitize-html then closes the next element with that name.
      if (!isSafeLink(href)) return { tagName: "a", attribs: {} };
      // A new tab is the only target kept, and it never hands the page to the opened one.
      const newTab = attribs.target === "_blank";
      const attributes: SanitizeHtml.Attributes =
        isExternalLink(href) || newTab ? { href, rel: "noopener noreferrer" } : { href };
      return { tagName: "a", attribs: newTab ? { ...attributes, target: "_blank" } : attributes };
    },
    img: (_tag, attribs) => ({
      tagName: "img",
      attribs: {
        src: (attribs.src ?? "").trim(),
        alt: attribs.alt ?? "",
        ...(DIMENSION.test(attribs.width ?? "") ? { width: attribs.width } : {}),
        ...(DIMENSION.test(attribs.height ?? "") ? { height: attribs.height } : {}),
        loading: "lazy",
      },
    }),
    iframe: (_tag, attribs) => ({
      tagName: "iframe",
      attribs: {
        src: (attribs.src ?? "").trim(),
        title: attribs.title || "Embedded video",
        ...(DIMENSION.test(attribs.width ?? "") ? { width: attribs.width } : {}),
        ...(DIMENSION.test(attribs.height ?? "") ? { height: attribs.height } : {}),
        allowfullscreen: "",
        loading: "lazy",
        referrerpolicy: "strict-origin-when-cross-origin",
      },
    }),
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === "a") return frame.attribs.href ? false : "excludeTag";
    if (frame.tag === "img") return !MEDIA_SRC.test(frame.attribs.src ?? "");
    if (frame.tag === "iframe") return !EMBED_SRC.test(frame.attribs.src ?? "");
    return false;
  },
};

// Loaded on first use (a save), so a process that only serves pages never loads it (docs/deploy.md#memory).
let sanitizeHtmlModule: Promise<typeof SanitizeHtml> | undefined;
function loadSanitizeHtml(): Promise<typeof SanitizeHtml> {
  sanitizeHtmlModule ??= import("sanitize-html").then((module) => module.default);
  return sanitizeHtmlModule;
}

/** Cleans rich-text HTML against the allow-list of docs/product.md#limits. */
export async function sanitizeRichText(html: string): Promise<string> {
  const sanitizeHtml = await loadSanitizeHtml();
  // One pass can leave children where the parser later moves them (<p><span><h2>…</h2></span></p>);
  // a second pass settles that shape, so a body opened and saved again comes back unchanged.
  return sanitizeHtml(sanitizeHtml(html, OPTIONS), OPTIONS).trim();
}

/** The revisions comparison: a body already sanitised, with `<ins>`/`<del>` marking the changed words. */
export async function sanitizeMarkedRichText(html: string): Promise<string> {
  const sanitizeHtml = await loadSanitizeHtml();
  return sanitizeHtml(html, { ...OPTIONS, allowedTags: [...(OPTIONS.allowedTags || []), "ins", "del"] }).trim();
}

export async function plainTextLength(html: string): Promise<number> {
  const sanitizeHtml = await loadSanitizeHtml();
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags });
  return decodeEntities(text).replace(/\s+/g, " ").trim().length;
}

function decodeEntities(text: string): string {
  const named: Record<string, string> = { lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " ", amp: "&" };
  return text.replace(/&(lt|gt|quot|#39|nbsp|amp);/g, (_entity, name: string) => named[name]);
}

export type RichTextResult = { ok: true; html: string } | { ok: false; error: string };

export async function prepareRichText(html: string, label = "Body"): Promise<RichTextResult> {
  const clean = await sanitizeRichText(html);
  if (clean.length > RICH_TEXT_MAX_LENGTH) {
    return { ok: false, error: `${label} must be at most 100,000 characters` };
  }
  return { ok: true, html: clean };
}

export async function cleanRichText(
  value: string | undefined,
  field: string,
  label: string,
): Promise<{ value: string | undefined; errors: FieldErrors }> {
  if (value === undefined) return { value: undefined, errors: {} };
  const result = await prepareRichText(value, label);
  return result.ok ? { value: result.html, errors: {} } : { value: undefined, errors: { [field]: [result.error] } };
}
