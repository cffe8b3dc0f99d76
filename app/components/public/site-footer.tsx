import { Link } from "@remix-run/react";
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

export function SiteFooter({
  profile,
  social,
  quickLinks,
  privacyPage,
}: {
  profile: SettingValues["profile"];
  social: SettingValues["social"];
  quickLinks: NavLink[];
  privacyPage: NavLink | null;
}) {
  const socialLinks = SOCIAL_LABELS.filter(([key]) => social[key]);
  const { say } = useSiteWords();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company">{profile.company_name || say("footer.about")}</h2>
          {profile.about ? <p>{profile.about}</p> : null}
        </section>
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
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{say("footer.quickLinks")}</h2>
          <ul className="quick-links">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container footer-bottom">
        <p>{profile.footer_text || `© ${profile.company_name}`}</p>
        {privacyPage ? (
          <p>
            <Link to={privacyPage.href}>{privacyPage.label}</Link>
          </p>
        ) : null}
      </div>
    </footer>
  );
}
