import { db } from "~/db/db.server";
import { guardedItemAt, type GuardedItemTeaser } from "~/models/public-path.server";
import { signInFormAction, signInPageData } from "~/routes/__sign-in-page.server";
import { detailsRequireLogin } from "~/services/auth/auth.server";
import { t, type MessageKey } from "~/services/messages.server";
import { isGuardedPath } from "~/utils/guarded-pages";

// "News article", "Artikel": what the item is, in the page's language, above its title.
const ITEM_WORDS: Record<string, MessageKey> = {
  news: "auth.item.news",
  solutions: "auth.item.solution",
  products: "auth.item.product",
  certificates: "auth.item.certificates",
};

// Why the page asks for an account, and what a signed-in customer reads there that the teaser leaves out
// (one line each, "|" between them), in the item's own terms.
const ITEM_REASONS: Record<string, { reason: MessageKey; inside: MessageKey }> = {
  news: { reason: "auth.reason.news", inside: "auth.inside.news" },
  solutions: { reason: "auth.reason.solution", inside: "auth.inside.solution" },
  products: { reason: "auth.reason.product", inside: "auth.inside.product" },
  certificates: { reason: "auth.reason.certificates", inside: "auth.inside.certificates" },
};

/** "News article", "Artikel": what the item is, in `locale`. */
export function itemKindIn(locale: string, item: GuardedItemTeaser): string {
  const kind = ITEM_WORDS[item.resource];
  return kind ? t(locale, kind) : item.noun.charAt(0).toUpperCase() + item.noun.slice(1);
}

/** The certificates page has no title of its own in the database: it is the page's, in the page's language. */
export function itemTitleIn(locale: string, item: GuardedItemTeaser): string {
  return item.resource === "certificates" ? t(locale, "certificates.title") : item.title;
}

/**
 * A customer's sign-in page, /login and /{lang}/login: when a guarded page sent the visitor here, what
 * they were about to read (in the page's language, a translated article by its own slug) beside the form.
 */
export async function customerSignInData(request: Request, locale: string, locales: readonly string[]) {
  const page = await signInPageData("customer", request);
  const item = isGuardedPath(page.redirectTo) ? await guardedItemAt(db(), page.redirectTo, locales) : undefined;
  // The words that name the item are formatted here: the catalogue the page gets carries no values.
  const teaser = item
    ? {
        ...item,
        title: itemTitleIn(locale, item),
        eyebrow: t(locale, "auth.teaserEyebrow", { item: itemKindIn(locale, item) }),
        reason: t(locale, ITEM_REASONS[item.resource]?.reason ?? "auth.guardShort"),
        inside: ITEM_REASONS[item.resource] ? { title: t(locale, "auth.inside.title"), lines: t(locale, ITEM_REASONS[item.resource].inside).split("|") } : null,
        register: t(locale, "auth.teaserRegister"),
        // The card's heading names both ways in, the register button first, as the card orders them.
        heading: t(locale, "auth.teaserHeading"),
      }
    : null;
  // The language switcher leads to the sign-in in each language; a site in one language has no switcher.
  const paths = locales.length > 1 ? { paths: Object.fromEntries(locales.map((code) => [code, "/login"])) } : {};
  // Where the site keeps its details for customers, the plain sign-in says what an account opens.
  const guarded = !teaser && (await detailsRequireLogin(db()));
  return { ...page, teaser, guarded, title: t(locale, "auth.signIn.title"), ...paths };
}

export function customerSignInAction(request: Request, ip: string, locale: string) {
  return signInFormAction(request, { kind: "customer", ip, locale });
}

export type CustomerSignInData = Awaited<ReturnType<typeof customerSignInData>>;
