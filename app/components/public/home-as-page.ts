import type { MetaDescriptor } from "@remix-run/node";
import type { Section } from "~/schemas/sections";
import sectionsStyles from "~/styles/sections.css";
import { seoMeta, type SiteSeo } from "~/utils/seo";
import { faqStructuredData } from "./page-sections";

/**
 * The head of `/` when a page built from sections is the home page: the page's title and SEO fields
 * at `/`, its FAQ's structured data, and the sections' stylesheet, which the standard home does not load.
 */
export function homeAsPageMeta(
  site: SiteSeo | undefined,
  page: { title: string; seo_title: string | null; seo_description: string | null; sections: Section[] },
): MetaDescriptor[] {
  const faq = faqStructuredData(page.sections);
  return [
    ...seoMeta(site, { title: page.seo_title || page.title, description: page.seo_description, path: "/" }),
    { tagName: "link", rel: "stylesheet", href: sectionsStyles },
    ...(faq ? [{ "script:ld+json": faq }] : []),
  ];
}
