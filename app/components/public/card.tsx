import { useLocation, useRouteLoaderData, Link } from "@remix-run/react";
import type { publicLayoutData } from "~/routes/__public-frame.server";
import { isGuardedPath } from "~/utils/guarded-pages";
import { useSiteWords } from "./words";
import type { PublicImage } from "~/models/public-image.server";
import { ResponsiveImage } from "./responsive-image";

/**
 * Cards sit 1 a row on phones, 2 on tablets, 3 from 960 px (2 when there are two or four), or 1 in a
 * detail page's 20rem sidebar (see .card-grid in app.css). Two a row from 960 px are some 550 px wide:
 * the 480 px picture a 360 px slot asks for is drawn a little larger, which costs less than a third
 * column's cards each loading the 960 px one.
 */
const CARD_IMAGE_SIZES = "(min-width: 960px) 360px, (min-width: 600px) 50vw, 100vw";
/** In a row that scrolls sideways on a phone (.card-row) a card is 80% of the screen. */
const ROW_CARD_IMAGE_SIZES = "(min-width: 960px) 360px, (min-width: 600px) 50vw, 80vw";
/** In a .card-stack list a phone shows the picture as a 6rem thumbnail beside the text. */
const STACK_CARD_IMAGE_SIZES = "(min-width: 960px) 360px, (min-width: 600px) 50vw, 96px";

type CardProps = {
  href: string;
  title: string;
  text?: string;
  /** null: the item has no picture, and a plain tile takes its place; left out, the card has none. */
  image?: PublicImage | null;
  /** The heading level of the card's title, to keep the page's outline in order. */
  headingLevel?: 2 | 3;
  eyebrow?: React.ReactNode;
  /** The first card of a list: on a phone its picture is the largest thing in the first view, so it loads at once. */
  priority?: boolean;
  /** In a .card-row list, narrower on a phone. */
  inRow?: boolean;
  /** In a .card-stack list, a thumbnail on a phone. */
  stacked?: boolean;
  /** More under the text (an overview's list of what the category holds); the title's link covers the rest of the card. */
  children?: React.ReactNode;
  /** The list's notice (GuardNote) already says its cards need an account: no lock on each. */
  guardNoted?: boolean;
};

/**
 * The home's products stand two to a row from 960 px: after an odd number of them the way to all
 * products takes the half row left over, rather than a card stretched across it or a gap beside one.
 * Nothing after an even number, or a lone product (which takes its row).
 */
export function AllProductsTile({ count }: { count: number }) {
  const { say, href } = useSiteWords();
  if (count < 2 || count % 2 === 0) return null;
  return (
    <li className="card-all">
      <Link to={href("/products")} className="card card-all-link" prefetch="intent">
        {say("header.nav.allProducts")} <span aria-hidden="true">→</span>
      </Link>
    </li>
  );
}

/**
 * A card whose title is the link; the link's area covers the whole card (CSS),
 * so there is one link per card for screen readers and keyboards, not three.
 */
export function Card({ href, title, text, image, headingLevel = 3, eyebrow, priority = false, inRow = false, stacked = false, children, guardNoted = false }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const locked = useLockedFor(href) && !guardNoted;
  return (
    <article className="card">
      {image ? (
        <ResponsiveImage image={image} sizes={stacked ? STACK_CARD_IMAGE_SIZES : inRow ? ROW_CARD_IMAGE_SIZES : CARD_IMAGE_SIZES} priority={priority} className="card-image" />
      ) : image === null ? (
        <NoImage className="card-image" />
      ) : null}
      <div className="card-body">
        {eyebrow ? (
          <p className="card-eyebrow">
            {eyebrow}
            {locked ? <CardLock /> : null}
          </p>
        ) : null}
        <Heading className="card-title">
          <Link to={href} prefetch="intent">
            {locked && !eyebrow ? <TitleWithLock title={title} /> : title}
          </Link>
        </Heading>
        {text ? <p className="card-text">{text}</p> : null}
        {children}
      </div>
    </article>
  );
}

/**
 * In the place of a picture an item does not have (a news article saved without a cover): a quiet
 * tile in the brand's colours with a page's outline, so a card without one keeps the row's rhythm
 * instead of leaving a gap.
 */
function NoImage({ className }: { className: string }) {
  return (
    <div className={`${className} image-none`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="40" height="40" focusable="false">
        <path d="M5 4h11l3 3v13H5zM8 9h8M8 13h8M8 17h5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}

/**
 * A small lock in the meta line of a card that leads to a guarded page, where no notice above the
 * list says so: quiet for the eye, while a screen reader hears that the item needs an account.
 */
export function CardLock() {
  const { say } = useSiteWords();
  const label = say("guard.cardLock");
  return (
    <span className="card-lock" title={label}>
      <LockIcon />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/**
 * Without a meta line the lock follows the title. It is bound to the title's last word, so a
 * title that fills its line carries the lock with its last word rather than leave it alone below.
 */
function TitleWithLock({ title }: { title: string }) {
  const cut = title.lastIndexOf(" ");
  return (
    <>
      {title.slice(0, cut + 1)}
      <span className="card-title-end">
        {title.slice(cut + 1)}
        <CardLock />
      </span>
    </>
  );
}

/** A visitor who is not signed in meets the sign-in page behind a guarded card: say so on the card. */
export function useLockedFor(href: string): boolean {
  return useDetailsLockedForVisitor() && isGuardedPath(href);
}

/** Whether the details pages ask this visitor to sign in: the setting is on and nobody is signed in. */
function useDetailsLockedForVisitor(): boolean {
  const frame = useRouteLoaderData<typeof publicLayoutData>("routes/_public");
  return Boolean(frame?.detailsGuarded && !frame.visitor);
}

/**
 * Above a list whose cards lead to guarded pages: one line that says why, and
 * how to get in, before the visitor meets the sign-in page. After registering
 * they come back to this list (`returnTo`, the page it stands on when left out). `quiet`: a line under
 * a section's heading (the home page), not a banner.
 */
export function GuardNote({ sentence, returnTo, quiet = false }: { sentence: string; returnTo?: string; quiet?: boolean }) {
  const { say, href } = useSiteWords();
  const { pathname } = useLocation();
  if (!useDetailsLockedForVisitor()) return null;
  const back = encodeURIComponent(returnTo ?? pathname);
  return (
    <p className={quiet ? "guard-note guard-note-quiet" : "guard-note"}>
      <LockIcon />
      <span>
        {/* A German list leads to the German sign-in and registration. */}
        {sentence} <Link to={`${href("/register")}?redirectTo=${back}`}>{say("guard.register")}</Link> ·{" "}
        <Link to={`${href("/login")}?redirectTo=${back}`}>{say("header.account.signIn")}</Link>
      </span>
    </p>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-.5V4.5A3.5 3.5 0 0 0 8 1Zm2 6H6V4.5a2 2 0 1 1 4 0V7Z" />
    </svg>
  );
}
