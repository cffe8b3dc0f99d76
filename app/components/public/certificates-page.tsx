import type { MetaDescriptor } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { CertificatesPageData } from "~/routes/__certificates-page.server";
import { hreflangLinks } from "~/utils/locales";
import { errorMeta, seoMeta, siteSeoFrom } from "~/utils/seo";
import { CertificateGrid } from "./certificate-strip";
import type { Jsonify } from "./jsonify";
import { Breadcrumbs } from "./breadcrumbs";

export function certificatesMeta(data: Jsonify<CertificatesPageData> | undefined, matches: Parameters<typeof siteSeoFrom>[0]): MetaDescriptor[] {
  const site = siteSeoFrom(matches);
  if (!data) return errorMeta(site);
  const alternates = site && data.locales.length > 1 ? hreflangLinks({ siteUrl: site.origin, locales: data.locales, paths: data.paths }) : [];
  return [...seoMeta(site, { title: data.words.title, description: data.description, path: data.path }), ...alternates];
}

/** The certificates page, `/certificates` and `/de/certificates`: the page's words in its language, the certificates as entered. */
export function CertificatesPage() {
  const { certificates, words } = useLoaderData<CertificatesPageData>();
  return (
    <>
      <header className="page-header container">
        <Breadcrumbs trail={[]} current={words.title} />
        <h1>{words.title}</h1>
        <p>{words.lead}</p>
      </header>
      <div className="container page-body">
        {certificates.length > 0 ? <CertificateGrid certificates={certificates} /> : <p className="empty-state">{words.empty}</p>}
      </div>
    </>
  );
}
