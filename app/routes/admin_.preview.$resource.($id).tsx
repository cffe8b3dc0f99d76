import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CatalogDetailView } from "~/components/public/catalog-detail";
import { CustomPageView } from "~/components/public/custom-page";
import { CustomerStoryView } from "~/components/public/customer-story";
import type { Jsonify } from "~/components/public/jsonify";
import { NewsArticleView } from "~/components/public/news-article";
import { UnsavedPreviewBanner } from "~/components/public/preview-banner";
import { SiteFrame } from "~/components/public/site-frame";
import { clientIp } from "~/load-context";
import { ADMIN_CACHE_HEADERS, actorOf, adminHeaders, notFound, requireId } from "~/routes/__admin-screen.server";
import { previewArea, previewedResource, previewForm, type PreviewOutcome, type PreviewView } from "~/routes/__admin-preview.server";
import { readEditorialForm } from "~/routes/__admin-upload.server";
import { loadPublicFrame } from "~/routes/__public-frame.server";
import { requireStaff, requireStaffMember } from "~/services/auth/auth.server";
import type { PageScripts } from "~/root";
import { removeUploadedFiles } from "~/services/media/upload-request.server";
import sectionsStyles from "~/styles/sections.css";
import storiesStyles from "~/styles/customer-stories.css";

/**
 * /admin/preview/{resource}[/{id}]: what the Preview button of an editorial
 * form posts to (in a new tab). It wears the public site's frame, not the
 * admin's, because it shows the page as a visitor would get it; it is for
 * staff of the item's area only, never cached and never indexed.
 */

export const headers = adminHeaders;

/**
 * No modules, as on the public page it shows: a visitor's page runs only its inline script. The live
 * preview posts into a frame again and again, and a frame's own React, fetching the routes its links
 * lead to, had each fetch cut short by the next preview.
 */
export const handle: { scripts: PageScripts } = { scripts: "none" };

// Only the stories' pages and the custom pages' sections bring a stylesheet of their own; the others live in app.css.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: storiesStyles },
  { rel: "stylesheet", href: sectionsStyles },
];

async function guard(request: Request, word: string | undefined) {
  const resource = previewedResource(word);
  if (resource) return { resource, staff: await requireStaff(request, previewArea(resource)) };
  // Who may not be here at all is sent to sign in before learning what exists.
  await requireStaffMember(request);
  throw notFound();
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await guard(request, params.resource);
  const { layout, visitor } = await loadPublicFrame(request);
  return json({ layout, visitor }, { headers: ADMIN_CACHE_HEADERS });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { resource, staff } = await guard(request, params.resource);
  const id = params.id === undefined ? undefined : requireId(params.id);
  const upload = await readEditorialForm(request);
  if (!upload.ok) {
    const outcome: PreviewOutcome = { ok: false, message: upload.message, fieldErrors: {} };
    return json({ outcome, fileLeftOut: false }, { status: upload.status, headers: ADMIN_CACHE_HEADERS });
  }
  const form = upload.form;
  try {
    // A file chosen in an image field is stored only by a save.
    const fileLeftOut = [...form.values()].some((value) => typeof value !== "string");
    const outcome = await previewForm(resource, { actor: actorOf(staff), ip: clientIp(context) }, id, form);
    // In the page form's live frame (?live) a refusal is what the editor reads while typing, not a failed request.
    const live = new URL(request.url).searchParams.has("live");
    return json({ outcome, fileLeftOut }, { status: outcome.ok || live ? 200 : 422, headers: ADMIN_CACHE_HEADERS });
  } finally {
    await removeUploadedFiles(form);
  }
}

export const meta: MetaFunction = () => [{ title: "Preview — not saved" }, { name: "robots", content: "noindex" }];

export default function PreviewPage() {
  const { layout, visitor } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return (
    <SiteFrame layout={layout} visitor={visitor}>
      <UnsavedPreviewBanner fileLeftOut={posted?.fileLeftOut ?? false} />
      {!posted ? (
        <p className="container page-body">Nothing to preview here: press Preview below an editing form to see its page before saving it.</p>
      ) : posted.outcome.ok ? (
        <PreviewedPage view={posted.outcome.view} />
      ) : (
        <PreviewRefused message={posted.outcome.message} fieldErrors={posted.outcome.fieldErrors} />
      )}
    </SiteFrame>
  );
}

function PreviewedPage({ view }: { view: Jsonify<PreviewView> }) {
  if (view.kind === "news") return <NewsArticleView page={view.page} />;
  if (view.kind === "catalog") return <CatalogDetailView page={view.page} kind={view.catalogKind} preview={null} ask={view.ask} />;
  if (view.kind === "story") return <CustomerStoryView page={view.page} />;
  return <CustomPageView page={view.page} sectionsData={view.sectionsData} />;
}

function PreviewRefused({ message, fieldErrors }: { message: string; fieldErrors: Record<string, string[]> }) {
  const errors = Object.values(fieldErrors).flat();
  return (
    <div className="container page-body">
      <h1>This preview cannot be shown</h1>
      <div role="alert" className="form-errors">
        <p>A save would refuse the form as it is. Correct it in the form, then press Preview again:</p>
        <ul>
          {(errors.length > 0 ? errors : [message]).map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
