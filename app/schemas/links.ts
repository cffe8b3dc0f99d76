/** Shared by the form schemas and the rich-text sanitiser so the rule (docs/product.md#limits) has one home. */

// "//host" and "/\host" are refused: browsers read both as another host.
const SAFE_LINK = /^(?:https?:\/\/|mailto:|tel:|\/(?![/\\]))/i;
const WEB_URL = /^https?:\/\//i;
// Whitespace and control characters have no place in a URL and can hide a scheme.
const UNSAFE_CHARACTERS = /[\s\u0000-\u001f\u007f]/;

export const LINK_RULE = "must start with http://, https://, mailto:, tel: or /";
export const WEB_URL_RULE = "must start with http:// or https://";
export const WEB_OR_SITE_RULE = "must start with http://, https:// or /";

export function isSafeLink(value: string): boolean {
  return SAFE_LINK.test(value) && !UNSAFE_CHARACTERS.test(value);
}

/** A page on the web or a file of this site ("/media/…"): where a document can be, not an email or a phone. */
export function isWebOrSitePath(value: string): boolean {
  return isSafeLink(value) && !/^(?:mailto|tel):/i.test(value);
}

export function isExternalLink(value: string): boolean {
  return WEB_URL.test(value);
}

export function isWebUrl(value: string): boolean {
  if (!WEB_URL.test(value) || UNSAFE_CHARACTERS.test(value)) return false;
  try {
    return new URL(value).hostname !== "";
  } catch {
    return false;
  }
}

export type VideoLink =
  | { kind: "youtube"; id: string; embedUrl: string }
  | { kind: "vimeo"; id: string; embedUrl: string }
  | { kind: "mp4"; url: string };

const YOUTUBE_HOSTS = new Set(["www.youtube.com", "youtube.com", "m.youtube.com", "www.youtube-nocookie.com"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);
const VIDEO_ID = /^[A-Za-z0-9_-]{6,20}$/;

/** YouTube and Vimeo links come back as the privacy-friendly embed URL; anything but those or an .mp4 is undefined. */
export function parseVideoLink(value: string): VideoLink | undefined {
  if (!isWebUrl(value)) return undefined;
  const url = new URL(value);
  const segments = url.pathname.split("/").filter(Boolean);

  let youtubeId: string | undefined;
  if (url.hostname === "youtu.be") youtubeId = segments[0];
  else if (YOUTUBE_HOSTS.has(url.hostname)) {
    youtubeId = segments[0] === "watch" ? (url.searchParams.get("v") ?? undefined)
      : segments[0] === "embed" || segments[0] === "shorts" ? segments[1]
      : undefined;
  }
  if (youtubeId !== undefined) {
    return VIDEO_ID.test(youtubeId)
      ? { kind: "youtube", id: youtubeId, embedUrl: `https://www.youtube-nocookie.com/embed/${youtubeId}` }
      : undefined;
  }

  if (VIMEO_HOSTS.has(url.hostname)) {
    const id = url.hostname === "player.vimeo.com" && segments[0] === "video" ? segments[1] : segments[0];
    return id && /^\d+$/.test(id) ? { kind: "vimeo", id, embedUrl: `https://player.vimeo.com/video/${id}` } : undefined;
  }

  if (url.protocol === "https:" || url.protocol === "http:") {
    if (url.pathname.toLowerCase().endsWith(".mp4")) return { kind: "mp4", url: url.toString() };
  }
  return undefined;
}
