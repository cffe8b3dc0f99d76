import { useRouteLoaderData } from "@remix-run/react";
import type { publicLayoutData } from "~/routes/__public-frame.server";
import { absoluteUrl } from "~/utils/seo";
import { shareLinks } from "~/utils/share-links";
import { useSiteWords } from "./words";

/**
 * Share links under an article: LinkedIn, X and email as plain links, and
 * "Copy link". The copy button needs the page's script (PageScript); without
 * it (CSS tells by `scripting`) the article's address stands in a box to copy
 * by hand, as it does when the browser refuses the clipboard.
 *
 * The address is the canonical one, the same the page's meta names. Outside
 * the public site (an admin's preview) there is none yet, and no links.
 */
export function ShareLinks({ path, title }: { path: string; title: string }) {
  const frame = useRouteLoaderData<typeof publicLayoutData>("routes/_public");
  const { say } = useSiteWords();
  if (!frame?.seo) return null;
  const url = absoluteUrl(frame.seo.origin, path);

  return (
    <section className="share" aria-labelledby="share-heading">
      <h2 id="share-heading" className="share-heading">
        {say("share.heading")}
      </h2>
      <ul className="share-list">
        {shareLinks({ url, title }).map((link) => (
          <li key={link.service}>
            <a
              href={link.href}
              className={`share-link share-${link.service}`}
              {...(link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              <span className="visually-hidden">{`${say("share.on")} `}</span>
              {link.label}
              {link.newTab ? <span className="visually-hidden">{` ${say("share.newTab")}`}</span> : null}
            </a>
          </li>
        ))}
        <li className="share-copy">
          <button
            type="button"
            className="share-link"
            data-copy={url}
            data-copied={say("share.copied")}
            data-refused={say("share.refused")}
          >
            {say("share.copy")}
          </button>
        </li>
      </ul>
      <p className="share-url">
        <label htmlFor="share-url">{say("share.link")}</label>
        <input id="share-url" type="url" readOnly value={url} />
      </p>
      <p role="status" className="share-status" />
    </section>
  );
}
