import sharp from "sharp";
import { db } from "~/db/db.server";
import { insertMedia } from "~/models/fixtures.test-support";
import { saveSetting, getSettingRecord } from "~/models/setting.server";
import { issueApiToken } from "~/services/auth/api-token.server";
import { createTestUser } from "../helpers/auth";

/** Callers and content for the API tests. */

export interface Callers {
  adminId: number;
  adminToken: string;
  customerToken: string;
}

export async function createCallers(): Promise<Callers> {
  const admin = await createTestUser("admin");
  const customer = await createTestUser("customer");
  return {
    adminId: admin.id,
    adminToken: await issueApiToken(db(), { userId: admin.id }),
    customerToken: await issueApiToken(db(), { userId: customer.id }),
  };
}

/** Switches the detail guard (site.require_login_for_details) on or off. */
export async function requireLoginForDetails(on: boolean): Promise<void> {
  const { version } = await getSettingRecord(db(), "site");
  const result = await saveSetting(db(), { name: "site", value: { require_login_for_details: on }, version });
  if (result.status !== "updated") throw new Error(`site setting not saved: ${result.status}`);
}

export { insertMedia };

/** A real PNG of the given size, for uploads. */
export async function pngBytes(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#1f6feb" } }).png().toBuffer();
}
