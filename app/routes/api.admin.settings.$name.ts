import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { requireApiStaff, requireApiStaffMember } from "~/services/auth/api-auth.server";
import { failureResponse } from "~/services/api/command-response.server";
import { readInput } from "~/services/api/request-body.server";
import {
  getSettingJson, saveSettingCommand, SETTING_NAMES, settingUpdateSchemas, type SettingName,
} from "~/services/content/settings.server";
import { apiRoute, jsonData, methodNotAllowed, notFound } from "~/services/api/http.server";
import { canonicalName } from "~/utils/canonical-name";

/**
 * GET|PUT /api/admin/settings/{name}: one setting as a flat object of its
 * fields with its `version`. A PUT merges the fields it sends over the stored
 * ones (so form fields it leaves out stay as they are) and needs the version
 * it read: a stale one is a 409.
 */

function settingName(word: string | undefined): SettingName {
  const name = canonicalName(word, SETTING_NAMES);
  if (name === undefined) throw notFound();
  return name;
}

/** As for resources: customers 403, unknown names 404, then the setting's own area. */
async function staffSetting(request: Request, value: string | undefined): Promise<SettingName> {
  await requireApiStaffMember(request);
  const name = settingName(value);
  await requireApiStaff(request, `settings.${name}`);
  return name;
}

export const loader = apiRoute(async ({ request, params }) => {
  const name = await staffSetting(request, params.name);
  return jsonData(await getSettingJson(db(), name));
});

export const action = apiRoute(async ({ request, params, context }) => {
  const name = await staffSetting(request, params.name);
  const admin = await requireApiStaffMember(request);
  if (request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
  const input = await readInput(request, settingUpdateSchemas[name], { partial: true });
  const result = await saveSettingCommand(db(), {
    actor: { id: admin.id, email: admin.email },
    ip: clientIp(context),
    name,
    version: input.version,
    input,
  });
  return result.ok ? jsonData(result.json) : failureResponse(result);
});
