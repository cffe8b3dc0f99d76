import { Link } from "@remix-run/react";
import type { CompanyPageExtras } from "~/models/public-company.server";
import type { SectionsData } from "~/models/public-page-sections.server";
import type { Section } from "~/schemas/sections";
import { telHref } from "~/utils/contact-links";
import { CertificateStrip } from "./certificate-strip";
import { Counters } from "./counters";
import { StorySection } from "./customer-story";
import type { Jsonify } from "./jsonify";
import { PageSections } from "./page-sections";
import { RichBody } from "./rich-body";

interface CompanyContact {
  tagline: string;
  address: string;
  phone: string;
  email: string;
}

/**
 * The company page: the editor's text and sections, then what backs it up, drawn
 * from the site's own data (its figures, certificates and a customer story the home page does not feature),
 * and a way to get in touch. Each part is left out when there is nothing to show.
 * A hero as the first section opens the page in the header's place, its heading the h1, as on any
 * page built from sections; otherwise the title heads it.
 */
export function CompanyPageView({
  page,
  sectionsData,
  extras,
  contact,
}: {
  page: { title: string; body: string; sections: Section[] };
  sectionsData: SectionsData;
  extras: Jsonify<CompanyPageExtras>;
  contact: CompanyContact;
}) {
  const { facts, certificates, story } = extras;
  const opensWithHero = page.sections[0]?.type === "hero";
  const rest = opensWithHero ? page.sections.slice(1) : page.sections;
  return (
    <article className="company-page">
      {opensWithHero ? (
        <PageSections sections={page.sections.slice(0, 1)} data={sectionsData} opensPage />
      ) : (
        <header className="page-header container">
          <h1>{page.title}</h1>
          {contact.tagline ? <p className="category-intro">{contact.tagline}</p> : null}
        </header>
      )}
      <div className={rest.length > 0 ? "container page-body page-body-before-sections" : "container page-body"}>
        <RichBody html={page.body} />
      </div>
      <PageSections sections={rest} data={sectionsData} opensPage={false} from={opensWithHero ? 1 : 0} />
      {facts.length > 0 ? (
        <section className="section section-brand" aria-labelledby="company-figures">
          <div className="container">
            <h2 id="company-figures" className="company-section-heading">
              In figures
            </h2>
            <Counters items={facts} />
          </div>
        </section>
      ) : null}
      {certificates.length > 0 ? (
        <section className="section" aria-labelledby="company-certificates">
          <div className="container">
            <div className="section-heading">
              <h2 id="company-certificates">Independently certified</h2>
              <Link to="/certificates">Issuers, numbers and validity</Link>
            </div>
            <CertificateStrip certificates={certificates} />
          </div>
        </section>
      ) : null}
      {story ? <StorySection id="company-story" className="section section-muted" story={story} /> : null}
      <section className="section contact-cta" aria-labelledby="company-contact">
        <div className="container">
          <h2 id="company-contact">Talk to our team</h2>
          <p>Tell us what you need and one of our engineers will get back to you within a working day.</p>
          {contact.address || contact.phone || contact.email ? (
            <address className="company-contact">
              {contact.address ? <span>{contact.address}</span> : null}
              {contact.phone ? <a href={telHref(contact.phone)}>{contact.phone}</a> : null}
              {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null}
            </address>
          ) : null}
          <p className="company-actions">
            <Link className="button button-large" to="/contact-us">
              Contact us
            </Link>
            <a href="/admin/CompanyPDF">Company profile (PDF)</a>
          </p>
        </div>
      </section>
    </article>
  );
}
