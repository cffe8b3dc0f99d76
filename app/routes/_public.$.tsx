import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { missing } from "~/routes/__public-page.server";
import { errorMeta, siteSeoFrom } from "~/utils/seo";

/** An old URL that moved answers 301, anything else the 404 page. */
export async function loader({ request }: LoaderFunctionArgs) {
  throw await missing(request);
}

export const meta: MetaFunction = ({ matches }) => errorMeta(siteSeoFrom(matches));

export default function NotFound() {
  return null;
}

export const ErrorBoundary = PublicErrorBoundary;
