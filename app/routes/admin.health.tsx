import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, Link } from "@remix-run/react";
import { AdminTable } from "~/components/admin/admin-table";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { ADMIN_CACHE_HEADERS, adminHeaders } from "~/routes/__admin-screen.server";
import { requireStaff } from "~/services/auth/auth.server";
import { cacheStats } from "~/services/cache/tagged-cache.server";
import { contentHealth, type HealthReport } from "~/services/content/content-health.server";
import contentStyles from "~/styles/admin-content.css";
import { formatFileSize } from "~/utils/file-size";
import { readListSort, sortRows } from "~/utils/list-sort";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
export const meta: MetaFunction = () => [{ title: "Content Health · Admin" }];
export const headers = adminHeaders;

type Issue = HealthReport[keyof HealthReport][number];

// The report's tables share their columns, and one order: a header sorts every table alike.
const SORTS = { item: (issue: Issue) => issue.title, problem: (issue: Issue) => issue.detail };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "content-health");
  const sort = readListSort(new URL(request.url).searchParams);
  const report = await contentHealth(db());
  const sorted = Object.fromEntries(
    Object.entries(report).map(([section, issues]) => [section, sortRows(issues, sort, SORTS)]),
  ) as HealthReport;
  // The translation sections mean nothing on a site in one language.
  const multilingual = env().SITE_LOCALES.length > 1;
  return json({ report: sorted, sort, caches: cacheStats(), multilingual }, { headers: ADMIN_CACHE_HEADERS });
}

const CACHES = [
  { key: "data", label: "Content read from the database" },
  { key: "responses", label: "Pages kept for visitors who are not signed in" },
  { key: "documents", label: "Pages kept ready to send" },
] as const;

const SECTIONS: Array<{ key: keyof HealthReport; heading: string; empty: string; fix: string }> = [
  { key: "media_without_alt", heading: "Images used without alt text", empty: "Every image in use has alt text.", fix: "Add alt text" },
  { key: "missing_seo_description", heading: "Published items without an SEO description", empty: "Every published item has an SEO description.", fix: "Edit" },
  { key: "missing_main_picture", heading: "Published items without a cover or image", empty: "Every published article, solution, product and story has its picture.", fix: "Add a picture" },
  { key: "broken_links", heading: "Links to pages that answer 404", empty: "No link in the content leads to a missing page.", fix: "Edit" },
  { key: "unused_media", heading: "Media unused for 90 days", empty: "No old file lies unused.", fix: "Open in the library" },
];

const TRANSLATION_SECTIONS: typeof SECTIONS = [
  { key: "missing_translations", heading: "Live articles and pages missing a translation", empty: "Every live article and page is translated into every language.", fix: "Translate" },
  { key: "outdated_translations", heading: "Translations older than their original", empty: "No translation is older than its article or page.", fix: "Update the translation" },
];

export default function ContentHealthPage() {
  const { report, sort, caches, multilingual } = useLoaderData<typeof loader>();
  const checks = multilingual ? [...SECTIONS, ...TRANSLATION_SECTIONS] : SECTIONS;
  const failing = checks.filter((section) => report[section.key].length > 0);
  const passing = checks.filter((section) => report[section.key].length === 0);
  return (
    <>
      <div className="admin-page-header">
        <h1>Content Health</h1>
      </div>
      {/* What needs fixing first, a table each; the checks that found nothing in one short list after them. */}
      {failing.length === 0 ? <p className="health-all-clear">Nothing needs fixing.</p> : null}
      {failing.map((section) => (
        <section key={section.key} aria-labelledby={`health-${section.key}`} className="admin-section">
          <h2 id={`health-${section.key}`}>
            {section.heading} ({report[section.key].length})
          </h2>
          <AdminTable
            label={section.heading}
            items={report[section.key]}
            sort={sort}
            rowKey={(issue, index) => `${issue.fix_url}-${index}`}
            empty={section.empty}
            columns={[
              { header: "Item", sort: "item", cell: (issue) => issue.title },
              { header: "Problem", sort: "problem", cell: (issue) => issue.detail },
            ]}
            actions={(issue) => (
              <Link to={issue.fix_url} aria-label={`${section.fix}: ${issue.title}`}>
                {section.fix}
              </Link>
            )}
          />
        </section>
      ))}
      {passing.length > 0 ? (
        <section aria-labelledby="health-passing" className="admin-section">
          <h2 id="health-passing">Checks that found nothing ({passing.length})</h2>
          <ul className="health-passing">
            {passing.map((section) => (
              <li key={section.key} id={`health-${section.key}`}>
                {section.empty}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* The server's own figures: for whoever runs the site, folded away from the editors' checks. */}
      <details className="admin-section health-caches">
        <summary>
          <h2 id="health-caches">What the server keeps ready</h2>
        </summary>
        <p className="muted">What the server keeps ready so the site answers quickly; a change to the content clears what it touched. Where the site runs on several servers, these are the figures of the one that showed you this page.</p>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Kept</th>
              <th scope="col">Items</th>
              <th scope="col">Size</th>
            </tr>
          </thead>
          <tbody>
            {CACHES.map((cache) => (
              <tr key={cache.key}>
                <th scope="row">{cache.label}</th>
                <td data-label="Items">{caches[cache.key].entries}</td>
                <td data-label="Size">{formatFileSize(caches[cache.key].bytes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
