import type { LoaderFunctionArgs } from "@remix-run/node";
import { newsFeedResponse } from "./__news-feed.server";

export function loader({ request }: LoaderFunctionArgs) {
  return newsFeedResponse(request, "atom");
}
