import { json, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FirstInvalidFieldScope, TextArea, TextField } from "~/components/field";
import { FormAlert } from "~/components/admin/form-alert";
import { SaveBar } from "~/components/admin/publishing-bar";
import { LocaleSwitcher, SourceBeside } from "~/components/admin/translation-parts";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { clientIp } from "~/load-context";
import { getSetting } from "~/models/setting.server";
import { getProfileTranslation } from "~/models/setting-translation.server";
import { parseFormData } from "~/schemas/parse";
import { requireStaff } from "~/services/auth/auth.server";
import { CONTENT_MESSAGES } from "~/services/content/messages";
import { writeProfileTranslation } from "~/services/content/setting-translation.server";
import { profileTranslationSchema } from "~/services/content/settings.server";
import { redirectWithToast } from "~/services/toast.server";
import contentStyles from "~/styles/admin-content.css";
import translationStyles from "~/styles/admin-translation.css";
import { englishLanguageName } from "~/utils/locales";
import { ADMIN_CACHE_HEADERS, actorOf, adminHeaders, formError, invalid, readAdminForm, submittedValues } from "./__admin-screen.server";
import { localeChoices, translationLocale } from "./__admin-translation.server";

/**
 * /admin/setting/translation?locale=de: the company profile's words in another language (the
 * tagline, the about text, the footer line), each beside the default locale's. The rest of the
 * profile is the same in every language and stays on /admin/setting. A field left empty shows the
 * default locale's text on that language's pages.
 */

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStyles },
  { rel: "stylesheet", href: translationStyles },
];
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Company profile${data ? ` (${data.language})` : ""} · Admin` }];
export const headers = adminHeaders;

const PROFILE_TAB = "/admin/setting?tab=profile";

function pathOf(locale: string): string {
  return `/admin/setting/translation?locale=${encodeURIComponent(locale)}`;
}

/** The locale asked for; the default one is the profile's own form. */
function askedLocale(request: Request): string {
  const locale = translationLocale(request);
  if (!locale) throw redirect(PROFILE_TAB);
  return locale;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "settings.profile");
  const locale = askedLocale(request);
  const [profile, translation] = await Promise.all([getSetting(db(), "profile"), getProfileTranslation(db(), locale)]);
  return json(
    {
      locale,
      language: englishLanguageName(locale),
      sourceLanguage: englishLanguageName(env().SITE_LOCALES[0]),
      locales: localeChoices() ?? [],
      source: { tagline: profile.tagline, about: profile.about, footer_text: profile.footer_text },
      stored: translation.value,
      version: translation.version,
    },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "settings.profile");
  const locale = askedLocale(request);
  const form = await readAdminForm(request);
  const parsed = parseFormData(profileTranslationSchema, form);
  if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
  const result = await writeProfileTranslation(db(), { locale, input: parsed.data, actor: actorOf(admin), ip: clientIp(context) });
  if (!result.ok) return formError(CONTENT_MESSAGES.conflict, 409, submittedValues(form));
  return redirectWithToast(pathOf(locale), { type: "success", message: `${englishLanguageName(locale)}: Company profile saved` });
}

export default function ProfileTranslationPage() {
  const { locale, language, sourceLanguage, locales, source, stored, version } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const errors = result?.fieldErrors ?? {};
  const value = (field: keyof typeof stored) => (result?.values ? String(result.values[field] ?? "") : stored[field]);
  const beside = (field: string) => `${sourceLanguage} ${field}`;
  return (
    <div className="admin-screen">
      <div className="admin-page-header">
        <div className="admin-page-title">
          <h1>{`Company profile in ${language}`}</h1>
          <LocaleSwitcher locales={locales} current={locale} hrefOf={(choice, index) => (index === 0 ? PROFILE_TAB : pathOf(choice))} />
        </div>
      </div>
      <p className="field-hint">
        The name, contacts, logo and colour are the same in every language. A field left empty shows the {sourceLanguage} text on the {language} pages.
      </p>
      <FormAlert message={result?.formError} result={result} />
      {/* A refusal's answer starts the fields afresh with what was typed. */}
      <Form method="post" action={pathOf(locale)} className="admin-form admin-panel translation-form" noValidate key={JSON.stringify([version, result?.values ?? null])}>
        <input type="hidden" name="version" value={typeof result?.values?.version === "string" ? result.values.version : String(version)} />
        <FirstInvalidFieldScope>
          <SourceBeside label={beside("tagline")} text={source.tagline}>
            <TextField label={`Tagline (${language})`} name="tagline" defaultValue={value("tagline")} maxLength={200} error={errors.tagline} lang={locale} />
          </SourceBeside>
          <SourceBeside label={beside("about")} text={source.about}>
            <TextArea label={`About (${language})`} name="about" defaultValue={value("about")} maxLength={2000} showCount rows={5} error={errors.about} lang={locale} />
          </SourceBeside>
          <SourceBeside label={beside("footer text")} text={source.footer_text}>
            <TextArea label={`Footer text (${language})`} name="footer_text" defaultValue={value("footer_text")} maxLength={300} showCount rows={2} error={errors.footer_text} lang={locale} />
          </SourceBeside>
        </FirstInvalidFieldScope>
        <SaveBar label="Save" submitting={submitting} />
      </Form>
    </div>
  );
}
