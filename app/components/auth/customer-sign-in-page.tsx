import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Breadcrumbs, type Crumb } from "~/components/public/breadcrumbs";
import { formatDate, isoDate } from "~/components/public/format";
import { ResponsiveImage } from "~/components/public/responsive-image";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { useSiteWords } from "~/components/public/words";
import type { CustomerSignInData } from "~/routes/__customer-sign-in.server";
import type { SignInActionData } from "~/routes/__sign-in-page.server";
import { isGuardedPath } from "~/utils/guarded-pages";
import { AccountPromiseLayout } from "./account-promise";
import { SignInForm } from "./sign-in-form";

/** Where the item sits on the site, as its own page's breadcrumbs say it (the certificates page sits under Home). */
const SECTION_OF: Record<string, { path: string; label: "header.nav.news" | "header.nav.solutions" | "header.nav.products" }> = {
  news: { path: "/news", label: "header.nav.news" },
  solutions: { path: "/solutions", label: "header.nav.solutions" },
  products: { path: "/products", label: "header.nav.products" },
};

/** The customer's sign-in page in the page's language; beside it, the item a guarded page was about to show. */
export function CustomerSignInPage() {
  const { redirectTo, reset, teaser, passkeys, title, guarded } = useLoaderData<CustomerSignInData>();
  const result = useActionData<SignInActionData>();
  const { say, href, locale } = useSiteWords();
  const timeZone = useSiteTimeZone();
  // Registration in the page's language, keeping where to go after.
  const registerHref = redirectTo ? `${href("/register")}?${new URLSearchParams({ redirectTo })}` : href("/register");
  // Behind a card the visitor tapped: registering is what most came for, so it is the page's one main
  // button, at the top of the card above the form (on a phone still in the first screen), then what an account
  // opens, and signing in the quieter way.
  const intro = teaser ? (
    <div className="guarded-register-call">
      <p className="sign-in-reason">{teaser.reason}</p>
      <p className="guarded-register-button">
        <Link className="button" to={registerHref}>
          {teaser.register}
        </Link>
      </p>
      {teaser.inside ? (
        <div className="guarded-teaser-inside">
          <p>{teaser.inside.title}</p>
          <ul>
            {teaser.inside.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="guarded-have-account">{say("auth.guardHaveAccount")}</p>
    </div>
  ) : isGuardedPath(redirectTo) ? (
    <p className="form-notice form-notice-neutral sign-in-reason">
      {say("auth.guardReason")} <Link to={registerHref}>{say("auth.guardRegister")}</Link>
      {say("auth.guardMinute")}
    </p>
  ) : null;
  const form = (
    <SignInForm
      heading={teaser ? teaser.heading : title}
      emailAutoComplete="email"
      redirectTo={redirectTo}
      reset={reset}
      passkeys={passkeys ? "customer" : undefined}
      result={result}
      intro={intro}
      quietSubmit={Boolean(teaser)}
    >
      {/* Behind a card the register button above already asks. */}
      {teaser ? null : (
        <p>
          {say("auth.noAccount")} <Link to={registerHref}>{say("auth.register")}</Link>
        </p>
      )}
    </SignInForm>
  );
  if (!teaser) return guarded ? <AccountPromiseLayout registerHref={registerHref}>{form}</AccountPromiseLayout> : form;
  const section = SECTION_OF[teaser.resource];
  const trail: Crumb[] = section ? [{ to: href(section.path), label: say(section.label) }] : [];
  // The item's category between, as the page itself has it once signed in.
  if (section && teaser.category) trail.push({ to: href(teaser.category.path), label: teaser.category.label });
  return (
    <div className="guarded-sign-in">
      <aside className="guarded-teaser" id="guarded-teaser" aria-labelledby="guarded-teaser-title">
        <Breadcrumbs trail={trail} current={teaser.title} />
        <p className="guarded-teaser-eyebrow">{teaser.eyebrow}</p>
        <h2 id="guarded-teaser-title">{teaser.title}</h2>
        {teaser.article ? (
          <p className="detail-meta article-meta guarded-teaser-meta">
            {teaser.article.published_at ? <time dateTime={isoDate(teaser.article.published_at)}>{formatDate(teaser.article.published_at, timeZone, locale)}</time> : null}
            {teaser.article.readingMinutes > 0 ? <span>{`${teaser.article.readingMinutes} ${say("news.minRead")}`}</span> : null}
          </p>
        ) : null}
        {teaser.summary ? <p className="guarded-teaser-summary">{teaser.summary}</p> : null}
        {teaser.image ? <ResponsiveImage image={teaser.image} sizes="(min-width: 960px) 600px, 100vw" priority className="guarded-teaser-image" /> : null}
        {teaser.badges.length > 0 ? (
          <ul className="guarded-teaser-badges">
            {teaser.badges.map((badge) => (
              <li key={badge.id}>
                <ResponsiveImage image={badge} sizes="96px" />
              </li>
            ))}
          </ul>
        ) : null}
      </aside>
      {form}
      {/* After the card, so that on a phone the register button stays in the first screen; on a wide screen under the item. */}
      {teaser.outline.length > 0 ? (
        <section className="guarded-teaser-outline" aria-labelledby="guarded-teaser-outline-title">
          <h2 id="guarded-teaser-outline-title">{say("auth.teaserOutline")}</h2>
          <ol>
            {teaser.outline.map((heading) => (
              <li key={heading}>{heading}</li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
