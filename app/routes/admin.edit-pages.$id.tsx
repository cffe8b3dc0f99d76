import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PAGE_SCREENS } from "~/components/admin/editorial-screens";
import { PagesForm } from "~/components/admin/pages-form";
import { ADMIN_CACHE_HEADERS, adminHeaders } from "~/routes/__admin-screen.server";
import { editorialEditAction, editorialEditLoader } from "~/routes/__admin-editorial.server";
import { pages } from "~/services/content/pages.server";

/** /admin/edit-pages/{id}: edit a custom page (version-checked), preview it, or delete it. */

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? data.item.title : "Edit page"} · Admin` }];
export const headers = adminHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { item, confirmingDelete } = await editorialEditLoader(pages, request, params.id, (page) => ({
    id: page.id,
    title: page.title,
    slug: page.slug,
    body: page.body,
    status: page.status,
    published_at: page.published_at,
    show_in_menu: page.show_in_menu,
    sort_order: page.sort_order,
    seo_title: page.seo_title,
    seo_description: page.seo_description,
    version: page.version,
  }));
  return json({ item, confirmingDelete }, { headers: ADMIN_CACHE_HEADERS });
}

export const action = ({ request, context, params }: ActionFunctionArgs) => editorialEditAction(pages, PAGE_SCREENS, request, context, params.id);

export default function EditPagePage() {
  const { item, confirmingDelete } = useLoaderData<typeof loader>();
  return <PagesForm item={item} result={useActionData<typeof action>()} confirmingDelete={confirmingDelete} />;
}
