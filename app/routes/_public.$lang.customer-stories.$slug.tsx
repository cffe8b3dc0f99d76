import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CustomerStoryView } from "~/components/public/customer-story";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { LocaleNotice } from "~/components/public/locale-notice";
import { storyDetailMeta } from "~/components/public/story-meta";
import { localizedStoryDetailLoader } from "~/routes/__customer-stories.server";
import { loaderCacheHeaders } from "~/routes/__public-page.server";
import storiesStyles from "~/styles/customer-stories.css";

/** /de/customer-stories/{german slug}: a customer story in one of the site's other languages (docs/locales.md). */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: storiesStyles }];
export const headers = loaderCacheHeaders;
export const loader = ({ request, params }: LoaderFunctionArgs) => localizedStoryDetailLoader(request, params.lang, params.slug);
export const meta = storyDetailMeta;

export default function LocalizedCustomerStoryPage() {
  const { notice, story, solutions, products, more } = useLoaderData<typeof loader>();
  return (
    <>
      <LocaleNotice notice={notice} />
      <CustomerStoryView page={{ story, solutions, products, more }} />
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
