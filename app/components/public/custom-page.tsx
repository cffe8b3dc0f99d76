import type { SectionsData } from "~/models/public-page-sections.server";
import type { Section } from "~/schemas/sections";
import { Breadcrumbs } from "./breadcrumbs";
import { PageSections } from "./page-sections";
import { RichBody } from "./rich-body";

const NO_SECTION_DATA: SectionsData = { images: {}, certificates: [], latest: { news: [], "customer-stories": [] } };

function hasText(html: string): boolean {
  return html.replace(/<(?!img\b)[^>]*>|&nbsp;/g, "").trim() !== "" || /<img\b/.test(html);
}

/**
 * A custom page as visitors read it: the public page and the admin's preview of an unsaved form.
 * A page opening with a hero lets the hero's heading be its h1; otherwise the title heads it.
 * The body, when it has any text, comes next, then the sections in their order.
 */
export function CustomPageView({
  page,
  sectionsData = NO_SECTION_DATA,
}: {
  page: { title: string; body: string; sections?: Section[] };
  sectionsData?: SectionsData;
}) {
  const sections = page.sections ?? [];
  const opensWithHero = sections[0]?.type === "hero";
  const body = hasText(page.body) ? (
    <div className={sections.length > 0 ? "container page-body page-body-before-sections" : "container page-body"}>
      <RichBody html={page.body} />
    </div>
  ) : null;
  return (
    <article>
      {opensWithHero ? (
        <PageSections sections={sections.slice(0, 1)} data={sectionsData} opensPage />
      ) : (
        <header className="page-header container">
          <Breadcrumbs trail={[]} current={page.title} />
          <h1>{page.title}</h1>
        </header>
      )}
      {body}
      <PageSections sections={opensWithHero ? sections.slice(1) : sections} data={sectionsData} opensPage={false} from={opensWithHero ? 1 : 0} />
    </article>
  );
}
