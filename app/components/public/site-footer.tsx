import { Link, useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";
import type { NavLink } from "~/models/public-layout.server";
import type { SettingValues } from "~/schemas/settings";
import { telHref } from "~/utils/contact-links";
import { useSiteWords } from "./words";

const SOCIAL_LABELS: Array<[keyof SettingValues["social"], string]> = [
  ["facebook", "Facebook"],
  ["linkedin", "LinkedIn"],
  ["x", "X"],
  ["youtube", "YouTube"],
  ["instagram", "Instagram"],
];

function FooterLinks({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="quick-links">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Four columns, as a company's site ends: who the company is (its name, what it does, where to follow
 * it), the site's main pages, the company's own pages (about, the profile as a PDF), and how to reach
 * it, with the contact page as a button; under them the copyright, the privacy policy and the news feed.
 */
export function SiteFooter({
  profile,
  social,
  quickLinks,
  companyLinks,
  privacyPage,
}: {
  profile: SettingValues["profile"];
  social: SettingValues["social"];
  quickLinks: NavLink[];
  companyLinks: NavLink[];
  privacyPage: NavLink | null;
}) {
  const socialLinks = SOCIAL_LABELS.filter(([key]) => social[key]);
  const { say, href, locale } = useSiteWords();
  const defaultLocale = useRouteLoaderData<typeof rootLoader>("root")?.locales[0] ?? locale;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-company" className="footer-brand">
          <h2 id="footer-company">{profile.company_name || say("footer.about")}</h2>
          {profile.tagline ? <p className="footer-tagline">{profile.tagline}</p> : null}
          {profile.about ? <p>{profile.about}</p> : null}
          {socialLinks.length > 0 ? (
            <ul className="social-links" aria-label={say("footer.social")}>
              {socialLinks.map(([key, label]) => (
                <li key={key}>
                  <a href={social[key]} rel="noopener noreferrer me">
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <FooterLinks id="footer-links" title={say("footer.quickLinks")} links={quickLinks} />
        <FooterLinks id="footer-company-links" title={say("footer.company")} links={companyLinks} />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{say("footer.contact")}</h2>
          <address>
            {profile.address ? <p>{profile.address}</p> : null}
            {profile.phone ? (
              <p>
                <a href={telHref(profile.phone)}>{profile.phone}</a>
              </p>
            ) : null}
            {profile.email ? (
              <p>
                <a href={`mailto:${profile.email}`}>{profile.email}</a>
              </p>
            ) : null}
          </address>
          <p className="footer-cta">
            <Link to={href("/contact-us")} className="footer-button">
              {say("footer.write")}
            </Link>
          </p>
        </section>
      </div>
      <div className="container footer-bottom">
        <p>{profile.footer_text || `© ${profile.company_name}`}</p>
        <ul className="footer-legal">
          {privacyPage ? (
            <li>
              <Link to={privacyPage.href}>{privacyPage.label}</Link>
            </li>
          ) : null}
          {/* The feed carries the news in the site's first language: another language's footer names the language ("RSS-Feed (Englisch)"), as its news page does. */}
          <li>
            <a href="/news/feed.xml" hrefLang={locale === defaultLocale ? undefined : defaultLocale}>
              {say("news.feed")}
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
