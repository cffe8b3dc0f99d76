import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { SiteFrame } from "~/components/public/site-frame";
import { loadPublicFrame } from "~/routes/__public-frame.server";

/** The public pages work without JavaScript: their script waits until the page has loaded (app/root.tsx). */
export const handle = { scriptsAfterLoad: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const { layout, seo, visitor } = await loadPublicFrame(request);
  return json({ ...layout, seo, visitor });
}

export default function PublicLayout() {
  const data = useLoaderData<typeof loader>();
  return (
    <SiteFrame layout={data} visitor={data.visitor}>
      <Outlet />
    </SiteFrame>
  );
}
