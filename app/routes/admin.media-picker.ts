import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db/db.server";
import { listMedia } from "~/models/media.server";
import { ADMIN_CACHE_HEADERS } from "~/routes/__admin-screen.server";
import { requireStaff } from "~/services/auth/auth.server";
import { mediaUrl, variantWidths } from "~/utils/media-url";

const PICKER_SIZE = 48;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "media");
  const q = new URL(request.url).searchParams.get("q")?.slice(0, 200) ?? "";
  const { items } = await listMedia(db(), { kind: "image", q, perPage: PICKER_SIZE });
  return json(
    {
      data: items.map((media) => ({
        id: media.id,
        name: media.original_name,
        url: mediaUrl(media),
        // The narrowest variant is plenty for a tile; small images have none.
        thumbnail_url: mediaUrl(media, variantWidths(media)[0]),
        alt: media.alt,
        width: media.width,
        height: media.height,
      })),
    },
    { headers: ADMIN_CACHE_HEADERS },
  );
}
