import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FirstInvalidFieldScope, TextArea, TextField } from "~/components/field";
import { FormAlert } from "~/components/admin/form-alert";
import { SaveBar } from "~/components/admin/publishing-bar";
import { LocaleSwitcher, SourceBeside } from "~/components/admin/translation-parts";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { clientIp } from "~/load-context";
import { listPublicHeroContents } from "~/models/hero-content.server";
import { listPublicHomeSlides } from "~/models/home-slide.server";
import { getSettings } from "~/models/setting.server";
import { getHomeTranslation } from "~/models/setting-translation.server";
import { homeTranslationSchema } from "~/schemas/home-translation";
import { parseFormData } from "~/schemas/parse";
import { requireStaff } from "~/services/auth/auth.server";
import { CONTENT_MESSAGES } from "~/services/content/messages";
import { writeHomeTranslation } from "~/services/content/setting-translation.server";
import { redirectWithToast } from "~/services/toast.server";
import contentStyles from "~/styles/admin-content.css";
import translationStyles from "~/styles/admin-translation.css";
import { englishLanguageName } from "~/utils/locales";
import { ADMIN_CACHE_HEADERS, actorOf, adminHeaders, formError, invalid, readAdminForm, submittedValues } from "./__admin-screen.server";
import { localeChoices, translationLocale } from "./__admin-translation.server";

/**
 * /admin/setting/home-translation?locale=de: the default home's words in another language, each
 * beside the default locale's: the headline, every slide and "why us" block the home shows, the
 * counters' labels and the video's title. Pictures, links, figures and their order are the default
 * home's and are changed there. A slide or block left empty is left off that language's home rather
 * than shown in the default language.
 */

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStyles },
  { rel: "stylesheet", href: translationStyles },
];
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Home page${data ? ` (${data.language})` : ""} · Admin` }];
export const headers = adminHeaders;

const HERO_TAB = "/admin/setting?tab=hero";
// docs/locales.md#the-home-pages-words: a link left empty follows the default home's.
const LINK_HINT = "Empty: the same link, or the same section in this language.";

function homeTranslationPath(locale: string): string {
  return `/admin/setting/home-translation?locale=${encodeURIComponent(locale)}`;
}

function askedLocale(request: Request): string {
  const locale = translationLocale(request);
  if (!locale) throw redirect(HERO_TAB);
  return locale;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "settings.hero");
  const locale = askedLocale(request);
  const [settings, slides, features, translation] = await Promise.all([
    getSettings(db(), ["hero", "counter", "hero_video"]),
    listPublicHomeSlides(db()),
    listPublicHeroContents(db()),
    getHomeTranslation(db(), locale),
  ]);
  return json(
    {
      locale,
      language: englishLanguageName(locale),
      sourceLanguage: englishLanguageName(env().SITE_LOCALES[0]),
      locales: localeChoices() ?? [],
      source: {
        hero: settings.hero,
        video: { title: settings.hero_video.title, caption: settings.hero_video.caption },
        counters: settings.counter.items.map(({ label, value, suffix }) => ({ label, value, suffix: suffix ?? "" })),
        slides: slides.map(({ id, title, subtitle, button_label, button_url }) => ({ id, title, subtitle, button_label, button_url })),
        features: features.map(({ id, title, body, link_url }) => ({ id, title, body, link_url })),
      },
      stored: translation.value,
      version: translation.version,
    },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "settings.hero");
  const locale = askedLocale(request);
  const form = await readAdminForm(request);
  const parsed = parseFormData(homeTranslationSchema, form);
  if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
  const result = await writeHomeTranslation(db(), { locale, input: parsed.data, actor: actorOf(admin), ip: clientIp(context) });
  if (!result.ok) return formError(CONTENT_MESSAGES.conflict, 409, submittedValues(form));
  return redirectWithToast(homeTranslationPath(locale), { type: "success", message: `${englishLanguageName(locale)}: Home page saved` });
}

export default function HomeTranslationPage() {
  const { locale, language, sourceLanguage, locales, source, stored, version } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const errors = result?.fieldErrors ?? {};
  // After a refusal the fields show what was typed, by their form names.
  const typed = (name: string, saved: string) => (result?.values ? String(result.values[name] ?? "") : saved);
  const errorOf = (path: string) => errors[path];
  const beside = (what: string) => `${sourceLanguage} ${what}`;
  const text = (name: string, path: string, label: string, saved: string, maxLength: number) => (
    <TextField label={`${label} (${language})`} name={name} defaultValue={typed(name, saved)} maxLength={maxLength} error={errorOf(path)} lang={locale} />
  );
  const link = (name: string, path: string, label: string, saved: string) => (
    <TextField label={`${label} (${language})`} name={name} defaultValue={typed(name, saved)} maxLength={2000} hint={LINK_HINT} error={errorOf(path)} />
  );
  const area = (name: string, path: string, label: string, saved: string, maxLength: number) => (
    <TextArea label={`${label} (${language})`} name={name} defaultValue={typed(name, saved)} maxLength={maxLength} rows={3} error={errorOf(path)} lang={locale} />
  );

  return (
    <div className="admin-screen">
      <div className="admin-page-header">
        <div className="admin-page-title">
          <h1>{`Home page in ${language}`}</h1>
          <LocaleSwitcher locales={locales} current={locale} hrefOf={(choice, index) => (index === 0 ? HERO_TAB : homeTranslationPath(choice))} />
        </div>
      </div>
      <p className="field-hint">
        Pictures, links, figures and their order are the {sourceLanguage} home&apos;s. A slide or block left empty is not shown on the {language} home.
      </p>
      <FormAlert message={result?.formError} result={result} />
      <Form method="post" action={homeTranslationPath(locale)} className="admin-form admin-panel translation-form" noValidate key={JSON.stringify([version, result?.values ?? null])}>
        <input type="hidden" name="version" value={typeof result?.values?.version === "string" ? result.values.version : String(version)} />
        <FirstInvalidFieldScope>
          <fieldset className="translation-group">
            <legend>Headline</legend>
            <SourceBeside label={beside("headline")} text={source.hero.title}>
              {text("hero[title]", "hero.title", "Headline", stored.hero.title, 120)}
            </SourceBeside>
            <SourceBeside label={beside("subtitle")} text={source.hero.subtitle}>
              {area("hero[subtitle]", "hero.subtitle", "Subtitle", stored.hero.subtitle, 300)}
            </SourceBeside>
            <SourceBeside label={beside("button label")} text={source.hero.cta_label}>
              {text("hero[cta_label]", "hero.cta_label", "Button label", stored.hero.cta_label, 60)}
            </SourceBeside>
            {source.hero.cta_url ? (
              <SourceBeside label={beside("button link")} text={source.hero.cta_url}>
                {link("hero[cta_url]", "hero.cta_url", "Button link", stored.hero.cta_url)}
              </SourceBeside>
            ) : null}
          </fieldset>

          {source.slides.length > 0 ? (
            <fieldset className="translation-group">
              <legend>Slides</legend>
              {source.slides.map((slide, index) => {
                const words = stored.slides[String(slide.id)] ?? { title: "", subtitle: "", button_label: "", button_url: "" };
                const name = (field: string) => `slides[${index}][${field}]`;
                return (
                  <div key={slide.id} className="translation-item">
                    <input type="hidden" name={name("id")} value={slide.id} />
                    <SourceBeside label={beside(`slide ${index + 1} title`)} text={slide.title}>
                      {text(name("title"), `slides.${index}.title`, `Slide ${index + 1} title`, words.title, 120)}
                    </SourceBeside>
                    <SourceBeside label={beside(`slide ${index + 1} subtitle`)} text={slide.subtitle}>
                      {area(name("subtitle"), `slides.${index}.subtitle`, `Slide ${index + 1} subtitle`, words.subtitle, 300)}
                    </SourceBeside>
                    {slide.button_label ? (
                      <SourceBeside label={beside(`slide ${index + 1} button`)} text={slide.button_label}>
                        {text(name("button_label"), `slides.${index}.button_label`, `Slide ${index + 1} button`, words.button_label, 60)}
                      </SourceBeside>
                    ) : null}
                    {slide.button_url ? (
                      <SourceBeside label={beside(`slide ${index + 1} link`)} text={slide.button_url}>
                        {link(name("button_url"), `slides.${index}.button_url`, `Slide ${index + 1} link`, words.button_url)}
                      </SourceBeside>
                    ) : null}
                  </div>
                );
              })}
            </fieldset>
          ) : null}

          {source.features.length > 0 ? (
            <fieldset className="translation-group">
              <legend>Why work with us</legend>
              {source.features.map((feature, index) => {
                const words = stored.features[String(feature.id)] ?? { title: "", body: "", link_url: "" };
                const name = (field: string) => `features[${index}][${field}]`;
                return (
                  <div key={feature.id} className="translation-item">
                    <input type="hidden" name={name("id")} value={feature.id} />
                    <SourceBeside label={beside(`block ${index + 1} title`)} text={feature.title}>
                      {text(name("title"), `features.${index}.title`, `Block ${index + 1} title`, words.title, 120)}
                    </SourceBeside>
                    <SourceBeside label={beside(`block ${index + 1} text`)} text={feature.body}>
                      {area(name("body"), `features.${index}.body`, `Block ${index + 1} text`, words.body, 1000)}
                    </SourceBeside>
                    {feature.link_url ? (
                      <SourceBeside label={beside(`block ${index + 1} link`)} text={feature.link_url}>
                        {link(name("link_url"), `features.${index}.link_url`, `Block ${index + 1} link`, words.link_url)}
                      </SourceBeside>
                    ) : null}
                  </div>
                );
              })}
            </fieldset>
          ) : null}

          {source.counters.length > 0 ? (
            <fieldset className="translation-group">
              <legend>Key figures</legend>
              {source.counters.map((counter, index) => {
                const words = stored.counters[String(index)] ?? { label: "", suffix: "" };
                const name = (field: string) => `counters[${index}][${field}]`;
                return (
                  <div key={index} className="translation-item">
                    <input type="hidden" name={name("index")} value={index} />
                    <SourceBeside label={beside(`counter ${index + 1}`)} text={`${counter.value}${counter.suffix} ${counter.label}`}>
                      {text(name("label"), `counters.${index}.label`, `Counter ${index + 1} label`, words.label, 60)}
                      {counter.suffix ? text(name("suffix"), `counters.${index}.suffix`, `Counter ${index + 1} suffix`, words.suffix, 10) : null}
                    </SourceBeside>
                  </div>
                );
              })}
            </fieldset>
          ) : null}

          {source.video.title || source.video.caption ? (
            <fieldset className="translation-group">
              <legend>Video</legend>
              <SourceBeside label={beside("video title")} text={source.video.title}>
                {text("video[title]", "video.title", "Video title", stored.video.title, 120)}
              </SourceBeside>
              <SourceBeside label={beside("video caption")} text={source.video.caption}>
                {area("video[caption]", "video.caption", "Video caption", stored.video.caption, 300)}
              </SourceBeside>
            </fieldset>
          ) : null}
        </FirstInvalidFieldScope>
        <SaveBar label="Save" submitting={submitting} />
      </Form>
    </div>
  );
}
