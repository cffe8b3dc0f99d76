import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { PublicImage } from "~/models/public-image.server";
import { telHref } from "~/utils/contact-links";
import { Card } from "./card";
import { useSiteContact } from "./site-contact";
import { useSiteWords } from "./words";

/**
 * A detail page's picture fills the body column: the screen's width on phones,
 * the column beside the 20rem sidebar from 960 px (.detail-layout in app.css).
 */
export const DETAIL_IMAGE_SIZES = "(min-width: 1160px) 760px, (min-width: 960px) calc(100vw - 400px), 100vw";

/**
 * A solution's, product's or news article's page: the article in the body
 * column and, beside it on a wide screen and under it on a phone, a sidebar
 * with the call to action and the page's related items. Pure CSS (a grid), so
 * it is the same without JavaScript (docs/product.md#public-site).
 */
export function DetailLayout({
  children,
  sidebarLabel,
  related,
  action,
  reading = false,
}: {
  children: ReactNode;
  sidebarLabel: string;
  related: ReactNode;
  /** The call to action's button (the contact page's, by default): a product's asks for a quote. */
  action?: { label: string; href: string };
  /**
   * An article to read: one centred column, the call to action and the related items after it
   * across the page, rather than a sidebar beside the text that outgrows it.
   */
  reading?: boolean;
}) {
  const { say, href } = useSiteWords();
  return (
    <div className={reading ? "container detail-layout detail-layout-reading" : "container detail-layout"}>
      {children}
      <aside className="detail-aside" aria-label={sidebarLabel}>
        <ContactCall action={action ?? { label: say("header.nav.contact"), href: href("/contact-us") }} />
        {related}
      </aside>
    </div>
  );
}

function ContactCall({ action }: { action: { label: string; href: string } }) {
  const { phone, email } = useSiteContact();
  const { say } = useSiteWords();
  return (
    <section className="cta-card" aria-labelledby="detail-cta">
      <h2 id="detail-cta">{say("cta.title")}</h2>
      <p>{say("cta.text")}</p>
      <Link className="button" to={action.href}>
        {action.label}
      </Link>
      {phone || email ? (
        <address className="cta-contact">
          {phone ? (
            <p>
              {say("contact.phone")}: <a href={telHref(phone)}>{phone}</a>
            </p>
          ) : null}
          {email ? (
            <p>
              {say("contact.email")}: <a href={`mailto:${email}`}>{email}</a>
            </p>
          ) : null}
        </address>
      ) : null}
    </section>
  );
}

interface RelatedItem {
  id: number;
  href: string;
  title: string;
  text: string;
  image: PublicImage | null;
  eyebrow?: ReactNode;
}

/** The sidebar's list of other items: cards under an h2, nothing when there are none. */
export function RelatedItems({ heading, items }: { heading: string; items: RelatedItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="detail-related">
      <h2 id="detail-related">{heading}</h2>
      {/* On a phone, rows with thumbnails: a list to go on from, not a second page of pictures. */}
      <ul className="card-grid card-stack">
        {items.map((item) => (
          <li key={item.id}>
            <Card href={item.href} title={item.title} text={item.text} image={item.image} eyebrow={item.eyebrow} stacked />
          </li>
        ))}
      </ul>
    </section>
  );
}
