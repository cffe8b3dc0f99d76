import { publicCertificatesQuery } from "./certificate.server";
import type { DbOrTx } from "./crud.server";
import { companyPageStory, storyCardImageIds, storyCardOf, type StoryCard } from "./public-customer-story.server";
import { getPublicImages, type PublicImage } from "./public-image.server";
import { settingsFromRows, storedSettingsQuery } from "./setting.server";
import type { CounterItem } from "~/schemas/settings";

/**
 * What the company page shows under its own text, all from what the site
 * already holds, so the page stays true when an editor changes any of it:
 * the home page's figures, the published certificates and a live customer
 * story (the second newest: the home page features the newest).
 */
export interface CompanyPageExtras {
  facts: CounterItem[];
  certificates: Array<{ id: number; name: string; url: string; image: PublicImage | null }>;
  story: StoryCard | null;
}

export async function getCompanyPageExtras(db: DbOrTx): Promise<CompanyPageExtras> {
  const [settingRows, certificates, story] = await Promise.all([
    storedSettingsQuery(db, ["counter"]).execute(),
    publicCertificatesQuery(db).execute(),
    companyPageStory(db),
  ]);
  const images = await getPublicImages(db, [...certificates.map((certificate) => certificate.image_id), ...(story ? storyCardImageIds(story) : [])]);
  return {
    facts: settingsFromRows(["counter"], settingRows).counter.items,
    certificates: certificates.map(({ id, name, url, image_id }) => ({ id, name, url, image: images.get(image_id) ?? null })),
    story: story ? storyCardOf(story, images) : null,
  };
}
