import type { SectionsData } from "~/models/public-page-sections.server";
import { parseVideoLink } from "~/schemas/links";
import type { Section, SectionOf } from "~/schemas/sections";
import { FeatureIcon } from "~/components/sections/feature-icon";
import { Card, GuardNote } from "./card";
import { CertificateStrip } from "./certificate-strip";
import { ResponsiveImage } from "./responsive-image";
import { RichBody } from "./rich-body";
import { PrivacyNote } from "./privacy-note";
import { quoted, useSiteWords } from "./words";

/**
 * A custom page's sections as visitors see them: server-rendered, no script needed (the video's
 * click-to-load is the one thing JavaScript improves). Each section is a landmark named by its
 * heading; the page's title stays the one h1 unless a hero opens the page (CustomPageView).
 */

type Props<Type extends Section["type"]> = { section: SectionOf<Type>; data: SectionsData; id: string; first: boolean };

function imageOf(data: SectionsData, id: number | null) {
  return id === null ? null : (data.images[String(id)] ?? null);
}

/** Without a heading of its own, a section is a plain region: nothing names it to a screen reader. */
function SectionHeading({ id, text, level = 2 }: { id: string; text: string; level?: 1 | 2 }) {
  if (!text) return null;
  const Heading = `h${level}` as const;
  return <Heading id={`${id}-title`}>{text}</Heading>;
}

function labelled(id: string, heading: string) {
  return heading ? { "aria-labelledby": `${id}-title` } : {};
}

function Hero({ section, data, id, first }: Props<"hero">) {
  const image = imageOf(data, section.image_id);
  return (
    <section className="hero section-hero" {...labelled(id, section.heading)}>
      <div className={image ? "container hero-inner section-hero-inner" : "container"}>
        <div>
          <SectionHeading id={id} text={section.heading} level={first ? 1 : 2} />
          {section.text ? <p className="hero-subtitle">{section.text}</p> : null}
          {section.buttons.length > 0 ? (
            <p className="section-buttons">
              {section.buttons.map((button, index) => (
                <a key={index} className={index === 0 ? "button button-large" : "button button-large button-secondary"} href={button.url}>
                  {button.label}
                </a>
              ))}
            </p>
          ) : null}
        </div>
        {image ? <ResponsiveImage image={image} sizes="(min-width: 960px) 560px, 100vw" priority={first} className="section-hero-image" /> : null}
      </div>
    </section>
  );
}

function RichTextSection({ section }: Props<"rich_text">) {
  return (
    <section className="section section-rich-text">
      <div className="container">
        <RichBody html={section.body} />
      </div>
    </section>
  );
}

function Features({ section, id }: Props<"features">) {
  return (
    <section className="section" {...labelled(id, section.heading)}>
      <div className="container">
        <SectionHeading id={id} text={section.heading} />
        <ul className="feature-list">
          {section.items.map((item, index) => (
            <li key={index} className="feature-item">
              <FeatureIcon name={item.icon} />
              <h3>{item.title}</h3>
              {item.text ? <p>{item.text}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Logos({ section, data, id }: Props<"logos">) {
  const logos = section.source === "certificates"
    ? data.certificates
    : section.media_ids.flatMap((mediaId) => {
        const image = imageOf(data, mediaId);
        return image ? [{ id: mediaId, name: image.alt || image.original_name, url: "", image }] : [];
      });
  if (logos.length === 0) return null;
  return (
    <section className="section section-logos" {...labelled(id, section.heading)}>
      <div className="container">
        <SectionHeading id={id} text={section.heading} />
        <CertificateStrip certificates={logos} />
      </div>
    </section>
  );
}

function Figures({ section, id }: Props<"figures">) {
  return (
    <section className="section section-brand" {...labelled(id, section.heading)}>
      <div className="container">
        <SectionHeading id={id} text={section.heading} />
        <dl className="counters">
          {section.items.map((item, index) => (
            <div className="counter" key={index}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

function Quote({ section, data }: Props<"quote">) {
  const photo = imageOf(data, section.image_id);
  return (
    <section className="section section-quote">
      <figure className="container section-quote-figure">
        <blockquote>
          <p>{section.text}</p>
        </blockquote>
        <figcaption>
          {photo ? <ResponsiveImage image={photo} sizes="5rem" alt="" className="section-quote-photo" /> : null}
          <span>
            <strong>{section.person}</strong>
            {section.role ? <span className="section-quote-role">{section.role}</span> : null}
          </span>
        </figcaption>
      </figure>
    </section>
  );
}

function CallToAction({ section, id }: Props<"cta">) {
  return (
    <section className="section" {...labelled(id, section.heading)}>
      <div className="container">
        <div className="category-cta">
          <SectionHeading id={id} text={section.heading} />
          {section.text ? <p>{section.text}</p> : null}
          <a className="button button-large" href={section.button.url}>
            {section.button.label}
          </a>
        </div>
      </div>
    </section>
  );
}

function Faq({ section, id }: Props<"faq">) {
  const heading = section.heading || "Frequently asked questions";
  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <div className="container section-split">
        <SectionHeading id={id} text={heading} />
        <div className="faq-list">
          {section.items.map((item, index) => (
            <details key={index} className="faq-item">
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

function ImageText({ section, data, id }: Props<"image_text">) {
  const image = imageOf(data, section.image_id);
  return (
    <section className="section" {...labelled(id, section.heading)}>
      <div className={`container image-text image-text-${section.image_side}`}>
        {image ? <ResponsiveImage image={image} sizes="(min-width: 960px) 680px, 100vw" className="image-text-image" /> : null}
        <div>
          <SectionHeading id={id} text={section.heading} />
          {section.body.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}

/**
 * Nothing is fetched from YouTube or Vimeo before the visitor asks: without JavaScript the
 * placeholder is a link to the video there; with it, the page's script (PageScript) puts the
 * player named by `data-embed` in its place.
 */
function Video({ section, data, id }: Props<"video">) {
  const { say, locale } = useSiteWords();
  const video = parseVideoLink(section.url);
  const poster = imageOf(data, section.poster_id);
  if (!video || video.kind === "mp4") return null;
  const service = video.kind === "youtube" ? "YouTube" : "Vimeo";
  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <div className="container section-narrow section-centred">
        <SectionHeading id={id} text={section.title} />
        <div className="video-frame section-video">
          <a
            className="video-placeholder"
            href={section.url}
            rel="noopener noreferrer"
            data-embed={`${video.embedUrl}?autoplay=1`}
            data-embed-title={`${section.title} (${service} video)`}
          >
            {poster ? <ResponsiveImage image={poster} sizes="(min-width: 960px) 760px, 100vw" alt="" /> : null}
            <span className="video-play">
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M7 4l13 8-13 8z" fill="currentColor" />
              </svg>
              {`${say("video.play")} `}
              {/* On a phone the title under the poster's heading is read out, not drawn over the picture. */}
              <span className="video-title">{`${quoted(section.title, locale)} `}</span>
              <span className="video-service">{`(${say("video.loads")} ${service})`}</span>
            </span>
          </a>
        </div>
      </div>
    </section>
  );
}

/** Posts to the contact page's own action, in the page's language: the same checks, limits and thank-you. */
function ContactForm({ section, id }: Props<"contact_form">) {
  const { say, href } = useSiteWords();
  const heading = section.heading || say("contact.formTitle");
  const field = (name: string) => `${id}-${name}`;
  return (
    <section className="section section-muted" aria-labelledby={`${id}-title`}>
      <div className="container section-split">
        <SectionHeading id={id} text={heading} />
        <form method="post" action={href("/contact-us")} className="contact-form">
          <div className="field">
            <label htmlFor={field("name")}>{say("contact.field.name")}</label>
            <input id={field("name")} name="name" type="text" autoComplete="name" required maxLength={120} />
          </div>
          <div className="field">
            <label htmlFor={field("email")}>{say("contact.field.email")}</label>
            <input id={field("email")} name="email" type="email" autoComplete="email" required />
          </div>
          <div className="field">
            <label htmlFor={field("phone")}>
              {say("contact.field.phone")} <span className="optional">{say("contact.optional")}</span>
            </label>
            <input id={field("phone")} name="phone" type="tel" autoComplete="tel" maxLength={40} />
          </div>
          <div className="field">
            <label htmlFor={field("message")}>{say("contact.field.message")}</label>
            <textarea id={field("message")} name="message" required maxLength={5000} rows={6} />
          </div>
          {/* The honeypot: hidden from people (and screen readers); robots fill it in. */}
          <div className="form-trap" aria-hidden="true">
            <label htmlFor={field("website")}>Website</label>
            <input id={field("website")} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <PrivacyNote />
          <button type="submit" className="button">
            {say("button.sendMessage")}
          </button>
        </form>
      </div>
    </section>
  );
}

/** Where a list of the newest items leads, in the page's language. */
const LATEST_LINKS = {
  news: { href: "/news", label: "home.allNews", heading: "Latest news" },
  "customer-stories": { href: "/customer-stories", label: "stories.all", heading: "Customer stories" },
} as const;

function Latest({ section, data, id }: Props<"latest">) {
  const { say, href } = useSiteWords();
  const items = data.latest[section.source].slice(0, section.count);
  if (items.length === 0) return null;
  const link = LATEST_LINKS[section.source];
  // Articles ask visitors to sign in: one quiet line under the heading says so, as on the home page, not a lock on each card.
  const guarded = section.source === "news";
  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="section-heading">
          <SectionHeading id={id} text={section.heading || link.heading} />
          <a href={href(link.href)}>{say(link.label)}</a>
        </div>
        {guarded ? <GuardNote sentence={say("guard.articles")} quiet /> : null}
        {/* On a phone the newest items stack as rows with thumbnails, as the home's do: a list to scan, not a second page. */}
        <ul className="card-grid card-stack">
          {items.map((item) => (
            <li key={item.id}>
              <Card href={item.href} title={item.title} text={item.text} image={item.image} stacked guardNoted={guarded} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function SectionView(props: { section: Section; data: SectionsData; id: string; first: boolean }) {
  const { section, ...rest } = props;
  switch (section.type) {
    case "hero":
      return <Hero section={section} {...rest} />;
    case "rich_text":
      return <RichTextSection section={section} {...rest} />;
    case "features":
      return <Features section={section} {...rest} />;
    case "logos":
      return <Logos section={section} {...rest} />;
    case "figures":
      return <Figures section={section} {...rest} />;
    case "quote":
      return <Quote section={section} {...rest} />;
    case "cta":
      return <CallToAction section={section} {...rest} />;
    case "faq":
      return <Faq section={section} {...rest} />;
    case "image_text":
      return <ImageText section={section} {...rest} />;
    case "video":
      return <Video section={section} {...rest} />;
    case "contact_form":
      return <ContactForm section={section} {...rest} />;
    case "latest":
      return <Latest section={section} {...rest} />;
  }
}

/**
 * `opensPage`: the first section is a hero that stands in for the page's header, its heading the h1.
 * `from`: the place of the first one in the page's list, so ids stay unique when the list is shown in parts.
 */
export function PageSections({ sections, data, opensPage, from = 0 }: { sections: Section[]; data: SectionsData; opensPage: boolean; from?: number }) {
  return (
    <>
      {sections.map((section, index) => (
        <SectionView key={from + index} section={section} data={data} id={`section-${from + index + 1}`} first={opensPage && index === 0} />
      ))}
    </>
  );
}

/** The FAQ sections' questions as schema.org FAQPage data, for search engines. */
export function faqStructuredData(sections: readonly Section[]): Record<string, unknown> | null {
  const questions = sections.flatMap((section) => (section.type === "faq" ? section.items : []));
  if (questions.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
