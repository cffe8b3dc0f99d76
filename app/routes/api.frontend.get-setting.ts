import { db } from "~/db/db.server";
import { READ_TAGS } from "~/services/cache/tagged-cache.server";
import { getPublicSettings, PUBLIC_SETTING_NAMES } from "~/services/content/public-settings.server";
import { apiRoute, jsonData, methodNotAllowed, publicApiRead } from "~/services/api/http.server";

export const loader = publicApiRead(READ_TAGS.settings, async ({ request }) => {
  const param = new URL(request.url).searchParams.getAll("name").join(",");
  const names = param
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const settings = await getPublicSettings(db(), names.length > 0 ? names : PUBLIC_SETTING_NAMES);
  return jsonData(settings);
});

export const action = apiRoute(() => methodNotAllowed(["GET"]));
