/**
 * Where an article's share links lead: plain addresses built from its
 * canonical URL, so nothing from LinkedIn or X loads until a visitor clicks
 * one (no widgets, no scripts, no tracking on our pages).
 */

export interface ShareLink {
  service: "linkedin" | "x" | "email";
  /** The link's visible text; "Share on" goes before it for screen readers. */
  label: string;
  href: string;
  /** The two networks open in a new tab, the mail program does not. */
  newTab: boolean;
}

export function shareLinks({ url, title }: { url: string; title: string }): ShareLink[] {
  const encodedUrl = encodeURIComponent(url);
  return [
    { service: "linkedin", label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`, newTab: true },
    { service: "x", label: "X", href: `https://x.com/intent/post?url=${encodedUrl}&text=${encodeURIComponent(title)}`, newTab: true },
    // encodeURIComponent, not URLSearchParams: mail programs read "+" as a plus sign, not a space.
    { service: "email", label: "Email", href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodedUrl}`, newTab: false },
  ];
}
