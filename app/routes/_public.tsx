import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { SiteFrame } from "~/components/public/site-frame";
import { publicLayoutData } from "~/routes/__public-frame.server";

/** The public pages work without JavaScript: their script waits until the page has loaded (app/root.tsx). */
export const handle = { scriptsAfterLoad: true };

export async function loader({ request }: LoaderFunctionArgs) {
  return publicLayoutData(request);
}

export default function PublicLayout() {
  const data = useLoaderData<typeof loader>();
  return (
    <SiteFrame layout={data} visitor={data.visitor}>
      <Outlet />
    </SiteFrame>
  );
}
