import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BlogForm } from "~/components/admin/blog-form";
import { NEWS_SCREENS } from "~/components/admin/editorial-screens";
import { db } from "~/db/db.server";
import { ADMIN_CACHE_HEADERS, adminHeaders } from "~/routes/__admin-screen.server";
import { editorialEditAction, editorialEditLoader } from "~/routes/__admin-editorial.server";
import { news } from "~/services/content/news.server";
import { mediaOptions } from "~/routes/__media-options.server";

/** /admin/edit-blog/{id}: edit a news article (version-checked), preview it, or delete it. */

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? data.item.title : "Edit news article"} · Admin` }];
export const headers = adminHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { row, item, confirmingDelete } = await editorialEditLoader(news, request, params.id, (article) => ({
    id: article.id,
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    body: article.body,
    cover_image_id: article.cover_image_id,
    status: article.status,
    published_at: article.published_at,
    seo_title: article.seo_title,
    seo_description: article.seo_description,
    version: article.version,
  }));
  const images = await mediaOptions(db(), "image", { include: [row.cover_image_id] });
  return json({ item, images, confirmingDelete }, { headers: ADMIN_CACHE_HEADERS });
}

export const action = ({ request, context, params }: ActionFunctionArgs) => editorialEditAction(news, NEWS_SCREENS, request, context, params.id);

export default function EditNewsPage() {
  const { item, images, confirmingDelete } = useLoaderData<typeof loader>();
  return <BlogForm item={item} images={images} result={useActionData<typeof action>()} confirmingDelete={confirmingDelete} />;
}
