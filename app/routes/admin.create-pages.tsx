import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { PAGE_SCREENS } from "~/components/admin/editorial-screens";
import { PagesForm } from "~/components/admin/pages-form";
import { ADMIN_CACHE_HEADERS, adminHeaders } from "~/routes/__admin-screen.server";
import { editorialCreateAction } from "~/routes/__admin-editorial.server";
import { requireAdmin } from "~/services/auth/auth.server";
import { pages } from "~/services/content/pages.server";

/** /admin/create-pages: a new custom page. */

export const meta: MetaFunction = () => [{ title: "Add page · Admin" }];
export const headers = adminHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({}, { headers: ADMIN_CACHE_HEADERS });
}

export const action = ({ request, context }: ActionFunctionArgs) => editorialCreateAction(pages, PAGE_SCREENS, request, context);

export default function CreatePagePage() {
  return <PagesForm result={useActionData<typeof action>()} />;
}
