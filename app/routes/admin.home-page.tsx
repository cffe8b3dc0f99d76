import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { HeroHeadlineFields } from "~/components/admin/hero-headline-fields";
import { Form, Link, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { IconButton } from "~/components/admin/icon-button";
import { Icon } from "~/components/admin/icons";
import type { Role } from "~/db/schema";
import { db } from "~/db/db.server";
import { getChosenHomePage } from "~/models/home-page.server";
import { getSettingRecord } from "~/models/setting.server";
import { getHomeData, HOME_FEATURED_PRODUCTS, HOME_LATEST_NEWS } from "~/models/home.server";
import type { PublicImage } from "~/models/public-image.server";
import type { loader as rootLoader } from "~/root";
import { ADMIN_CACHE_HEADERS, adminHeaders } from "~/routes/__admin-screen.server";
import { requireStaff } from "~/services/auth/auth.server";
import { englishLanguageName } from "~/utils/locales";
import { mediaUrl } from "~/utils/media-url";
import { can, type Area } from "~/utils/permissions";

/**
 * /admin/home-page: the home page as visitors meet it, block by block, each with what it shows now
 * and the screen that edits it. The home is put together from a dozen screens whose names are older
 * than its sections; this is the one place that shows them in the page's order. It reads the same
 * data the home page does, so what it lists is what the site shows.
 */

export const meta: MetaFunction = () => [{ title: "Home page · Admin" }];
export const headers = adminHeaders;

type Block = {
  /** The block's heading on the site, or what it is where it has none. */
  name: string;
  /** Where on the home page it is. */
  anchor: string;
  /** What it shows now, in a sentence; an empty block is left out of the page, and says so. */
  summary: string;
  /** The first of its entries, by name, and how many more it has. */
  entries: string[];
  more: number;
  thumbnails: string[];
  /** The screen that edits it; null where the role may not use it. */
  edit: { label: string; to: string } | null;
  /** Filled in by itself from other content: how. */
  automatic?: string;
};

const THUMBNAILS = 4;
/** Figures as the English home writes them. */
const FIGURE = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });
const ENTRIES = 4;

function thumbnails(images: Array<PublicImage | null>): string[] {
  return images.flatMap((image) => (image ? [mediaUrl(image, image.variants[0])] : [])).slice(0, THUMBNAILS);
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function editLink(role: Role, area: Area, label: string, to: string): Block["edit"] {
  return can(role, area) ? { label, to } : null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, "dashboard");
  const database = db();
  const { role } = staff;
  const [home, asPage, hero] = await Promise.all([
    getHomeData(database),
    getChosenHomePage(database),
    can(role, "settings.hero") ? getSettingRecord(database, "hero") : null,
  ]);
  const shown = (n: number, what: string) => (n === 0 ? `None shown: the block is left out.` : what);
  const blocks: Array<Omit<Block, "more">> = [
    {
      name: "Headline",
      anchor: "/",
      summary: home.hero.title ? `“${home.hero.title}”${home.hero.cta_label ? `, with the button “${home.hero.cta_label}”` : ""}.` : "No headline: the site's name stands in.",
      entries: home.hero.subtitle ? [home.hero.subtitle] : [],
      thumbnails: [],
      edit: editLink(role, "settings.hero", "Edit in Settings", "/admin/setting?tab=hero"),
    },
    {
      name: "Slides",
      anchor: "/",
      summary: shown(home.slides.length, `${count(home.slides.length, "slide", "slides")} under the headline, in the list's order.`),
      entries: home.slides.map((slide) => slide.title),
      thumbnails: thumbnails(home.slides.map((slide) => slide.image)),
      edit: editLink(role, "home-slides", "Edit slides", "/admin/home-slider"),
    },
    {
      name: "Customers",
      anchor: "/",
      summary: shown(home.customers.length, `The customers of the ${count(home.customers.length, "newest live story", "newest live stories")}, each leading to its story.`),
      entries: home.customers.map((customer) => customer.name),
      thumbnails: thumbnails(home.customers.map((customer) => customer.logo)),
      edit: editLink(role, "customer-stories", "Customer stories", "/admin/customer-stories"),
      automatic: "From the customer stories",
    },
    {
      name: "Why work with us",
      anchor: "/#why-us",
      summary: shown(home.heroContents.length, `${count(home.heroContents.length, "card", "cards")}, from Hero Contents.`),
      entries: home.heroContents.map((card) => card.title),
      thumbnails: [],
      edit: editLink(role, "hero-contents", "Edit hero contents", "/admin/hero-contents"),
    },
    {
      name: "Key figures",
      anchor: "/#key-figures",
      summary: shown(home.counters.length, `${count(home.counters.length, "figure", "figures")} on a coloured band.`),
      entries: home.counters.map((counter) => `${FIGURE.format(counter.value)}${counter.suffix ?? ""} ${counter.label}`),
      thumbnails: [],
      edit: editLink(role, "settings.counter", "Edit in Settings", "/admin/setting?tab=counter"),
    },
    {
      name: "Independently certified",
      anchor: "/#certified",
      summary: shown(home.certificates.length, `${count(home.certificates.length, "certificate", "certificates")}, in the list's order.`),
      entries: home.certificates.map((certificate) => certificate.name),
      thumbnails: thumbnails(home.certificates.map((certificate) => certificate.image)),
      edit: editLink(role, "certificates", "Edit certificates", "/admin/client-logo"),
    },
    {
      name: "Video",
      anchor: "/#hero-video-title",
      summary: home.heroVideo.player ? `“${home.heroVideo.title || "Untitled video"}”.` : "No video set: the block is left out.",
      entries: [],
      thumbnails: [],
      edit: editLink(role, "hero-video", "Edit video", "/admin/hero-video"),
    },
    {
      name: "Our solutions",
      anchor: "/#our-solutions",
      summary: shown(home.solutionCategories.length, `Every shown solution category (${home.solutionCategories.length}), in the list's order.`),
      entries: home.solutionCategories.map((category) => category.title),
      thumbnails: thumbnails(home.solutionCategories.map((category) => category.image)),
      edit: editLink(role, "solution-categories", "Solution categories", "/admin/service-category"),
      automatic: "From the solution categories",
    },
    {
      name: "Featured products",
      anchor: "/#featured-products",
      summary: shown(home.featuredProducts.length, `The first ${HOME_FEATURED_PRODUCTS} published products in the Products list's order: move one up to feature it.`),
      entries: home.featuredProducts.map((product) => product.title),
      thumbnails: thumbnails(home.featuredProducts.map((product) => product.image)),
      edit: editLink(role, "products", "Order products", "/admin/projects"),
      automatic: "From the products",
    },
    {
      name: "A customer’s story",
      anchor: "/#home-story",
      summary: home.story ? `The newest live story, drawn wide: “${home.story.title}”.` : "No live story: the block is left out.",
      entries: [],
      thumbnails: thumbnails([home.story?.image ?? null]),
      edit: editLink(role, "customer-stories", "Customer stories", "/admin/customer-stories"),
      automatic: "From the customer stories",
    },
    {
      name: "Latest news",
      anchor: "/#latest-news",
      summary: shown(home.news.length, `The ${HOME_LATEST_NEWS} newest published articles.`),
      entries: home.news.map((article) => article.title),
      thumbnails: thumbnails(home.news.map((article) => article.image)),
      edit: editLink(role, "news", "News", "/admin/blog"),
      automatic: "From the news",
    },
    {
      name: "Have a project in mind?",
      anchor: "/#contact-cta",
      summary: "The closing call to the contact page, on every home page.",
      entries: [],
      thumbnails: [],
      edit: null,
      automatic: "Always shown",
    },
  ];
  // A long list names its first few and counts the rest.
  const shownBlocks: Block[] = blocks.map((block) => ({ ...block, entries: block.entries.slice(0, ENTRIES), more: Math.max(0, block.entries.length - ENTRIES) }));
  return json(
    {
      blocks: shownBlocks,
      asPage: asPage ? { title: asPage.title, edit: `/admin/edit-pages/${asPage.id}` } : null,
      canChoose: can(role, "settings.site"),
      hero: hero ? { version: hero.version, ...hero.value } : null,
    },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

/**
 * The headline, written in place: the settings' own form (the same fields, version and save), posted to
 * Settings with `back`, so a save returns here; a refusal shows on the Settings tab with what was typed.
 */
function HeadlineForm({ hero }: { hero: { version: number; title: string; subtitle: string; cta_label: string; cta_url: string } }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("back") === "/admin/home-page";
  return (
    <details className="home-block-edit">
      <summary>Edit here</summary>
      <Form method="post" action="/admin/setting?tab=hero" className="admin-form" noValidate>
        <input type="hidden" name="intent" value="hero" />
        <input type="hidden" name="version" value={hero.version} />
        <input type="hidden" name="back" value="/admin/home-page" />
        <HeroHeadlineFields idPrefix="home-hero" value={(field) => hero[field]} />
        <div className="form-actions">
          <IconButton type="submit" icon="save" label={saving ? "Saving…" : "Save headline"} variant="primary" disabled={saving} />
        </div>
      </Form>
    </details>
  );
}

export default function HomePageOverview() {
  const { blocks, asPage, canChoose, hero } = useLoaderData<typeof loader>();
  const others = (useRouteLoaderData<typeof rootLoader>("root")?.locales ?? []).slice(1);
  return (
    <>
      <div className="admin-page-header">
        <h1>Home page overview</h1>
        {/* Plain link: the public site is another document, with its own scripts and styles. */}
        <a className="icon-button" href="/">
          <Icon name="external" />
          <span>View home page</span>
        </a>
      </div>
      <p className="admin-page-intro">
        The home page is put together from these blocks, top to bottom. Each says what it shows now and where it is edited.
        {others.map((locale) => (
          <span key={locale}>
            {" "}
            <Link to={`/admin/setting/home-translation?locale=${encodeURIComponent(locale)}`}>{`Its words in ${englishLanguageName(locale)}`}</Link>.
          </span>
        ))}
      </p>
      {asPage ? (
        <p className="form-notice">
          Visitors see the page <Link to={asPage.edit}>“{asPage.title}”</Link> at the home address instead of these blocks.
          {canChoose ? (
            <>
              {" "}
              <Link to="/admin/setting?tab=site">Settings › Site</Link> chooses which.
            </>
          ) : null}
        </p>
      ) : null}
      <ol className="home-blocks">
        {blocks.map((block) => (
          <li key={block.name} className="home-block">
            <div className="home-block-text">
              <h2>
                <a href={block.anchor}>{block.name}</a>
                {block.automatic ? <span className="status-badge">{block.automatic}</span> : null}
              </h2>
              <p>{block.summary}</p>
              {block.entries.length > 0 ? (
                <ul className="home-block-entries">
                  {block.entries.map((entry, index) => (
                    <li key={index}>{entry}</li>
                  ))}
                  {block.more > 0 ? <li className="home-block-more">{`and ${block.more} more`}</li> : null}
                </ul>
              ) : null}
              {block.name === "Headline" && hero ? <HeadlineForm key={hero.version} hero={hero} /> : null}
            </div>
            {block.thumbnails.length > 0 ? (
              <div className="home-block-thumbs" aria-hidden="true">
                {block.thumbnails.map((src) => (
                  <img key={src} src={src} alt="" loading="lazy" />
                ))}
              </div>
            ) : null}
            {/* The headline, written here, needs no way elsewhere. */}
            {block.edit && !(block.name === "Headline" && hero) ? (
              <Link className="icon-button" to={block.edit.to}>
                {block.edit.label}
              </Link>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}
