import { json, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { Checkbox, TextArea, TextField } from "~/components/field";
import { FormAlert } from "~/components/admin/form-alert";
import { IconLink } from "~/components/admin/icon-button";
import { MediaSelect } from "~/components/admin/media-select";
import { Select } from "~/components/admin/select";
import { HeroHeadlineFields } from "~/components/admin/hero-headline-fields";
import { HomeLanguages, isHomePlace, ShownOnHome } from "~/components/admin/shown-on-home";
import { SaveBar } from "~/components/admin/publishing-bar";
import { LocaleSwitcher } from "~/components/admin/translation-parts";
import { useUnsavedSections } from "~/components/admin/use-unsaved-sections";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { listHomePageChoices } from "~/models/home-page.server";
import { getSettingRecord } from "~/models/setting.server";
import { parseFormData } from "~/schemas/parse";
import { COUNTER_MAX_ITEMS } from "~/schemas/settings";
import { ADMIN_CACHE_HEADERS, actorOf, adminHeaders, submittedValues } from "~/routes/__admin-screen.server";
import { localeChoices } from "~/routes/__admin-translation.server";
import { readEditorialForm, saveWithUpload, storeImageField } from "~/routes/__admin-upload.server";
import { removeUploadedFiles } from "~/services/media/upload-request.server";
import { forbiddenPage, requireStaff, requireStaffMember } from "~/services/auth/auth.server";
import { settings } from "~/services/content/settings.server";
import { revisionCount } from "~/services/content/revisions.server";
import { mediaOptions } from "~/routes/__media-options.server";
import { redirectWithToast } from "~/services/toast.server";
import contentStyles from "~/styles/admin-content.css";
import translationStyles from "~/styles/admin-translation.css";
import { can } from "~/utils/permissions";
import { historyPath } from "~/utils/revision-paths";
import { DEFAULT_THEME_COLOUR } from "~/utils/theme-colour";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStyles },
  { rel: "stylesheet", href: translationStyles },
];
export const meta: MetaFunction = () => [{ title: "Settings · Admin" }];
export const headers = adminHeaders;

const PAGE = "/admin/setting";

/** The settings this page edits, one tab and one form each; hero_video and company_pdf have screens of their own. */
const GROUPS = ["profile", "social", "hero", "counter", "site"] as const;
type Group = (typeof GROUPS)[number];

const GROUP_TITLES: Record<Group, string> = {
  profile: "Company profile",
  social: "Social links",
  hero: "Home page heading",
  counter: "Counters",
  site: "Site",
};

function isGroup(value: unknown): value is Group {
  return typeof value === "string" && (GROUPS as readonly string[]).includes(value);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaffMember(request);
  // Each form is its own area: an editor sees the home page's heading and counters only.
  const editable = GROUPS.filter((group) => can(staff.role, `settings.${group}`));
  if (editable.length === 0) throw forbiddenPage();
  const database = db();
  const [profile, social, hero, counter, site] = await Promise.all([
    getSettingRecord(database, "profile"),
    getSettingRecord(database, "social"),
    getSettingRecord(database, "hero"),
    getSettingRecord(database, "counter"),
    getSettingRecord(database, "site"),
  ]);
  const logoOptions = await mediaOptions(database, "image", { include: [profile.value.logo_id] });
  const homePageChoices = editable.includes("site") ? await listHomePageChoices(database) : [];
  const counts = await Promise.all(editable.map((group) => revisionCount(database, { resource: "settings", recordId: group })));
  const history = Object.fromEntries(editable.map((group, index) => [group, counts[index]]));
  return json(
    { settings: { profile, social, hero, counter, site }, logoOptions, homePageChoices, editable, history, locales: localeChoices() },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

type CounterRow = { label: string; value: string; suffix: string };

/** The counter table's column names, also each cell's label where a phone stacks the rows. */
const COUNTER_COLUMNS: Record<keyof CounterRow, string> = { label: "Label", value: "Value", suffix: "Suffix" };

/** The schema drops blank rows too, so an error on `items.1` is about the second of these. */
function submittedCounterRows(form: FormData): CounterRow[] {
  const rows: CounterRow[] = [];
  for (let index = 0; index < COUNTER_MAX_ITEMS; index++) {
    const row = {
      label: String(form.get(`items[${index}][label]`) ?? ""),
      value: String(form.get(`items[${index}][value]`) ?? ""),
      suffix: String(form.get(`items[${index}][suffix]`) ?? ""),
    };
    if (row.label.trim() || row.value.trim() || row.suffix.trim()) rows.push(row);
  }
  return rows;
}

function failure(intent: Group | null, status: number, body: { formError?: string; fieldErrors?: Record<string, string[]>; values: Record<string, unknown> }) {
  return json(
    { intent, formError: body.formError ?? null, fieldErrors: body.fieldErrors ?? {}, values: body.values },
    { status, headers: ADMIN_CACHE_HEADERS },
  );
}

/** Each group is a tab of its own address, so a link, a refused post and a save all stay on it, with or without JavaScript. */
function tabPath(group: Group): string {
  return `${PAGE}?tab=${group}`;
}

function sectionId(group: Group): string {
  return `setting-${group}`;
}

const LOGO_FILE = "logo_file";
const HOME_OVERVIEW = "/admin/home-page";

export async function action({ request, context }: ActionFunctionArgs) {
  await requireStaffMember(request);
  const upload = await readEditorialForm(request);
  if (!upload.ok) return failure(null, upload.status, { formError: upload.message, values: {} });
  const form = upload.form;
  try {
    return await saveGroup(form, request, context);
  } finally {
    await removeUploadedFiles(form);
  }
}

async function saveGroup(form: FormData, request: Request, context: AppLoadContext) {
  const intent = form.get("intent");
  if (!isGroup(intent)) return failure(null, 400, { formError: "Unknown action.", values: {} });
  const admin = await requireStaff(request, `settings.${intent}`);

  const values: Record<string, unknown> = intent === "counter" ? { items: submittedCounterRows(form) } : submittedValues(form);
  const parsed = parseFormData(settings.schemas[intent], form);
  if (!parsed.success) {
    // The version is a hidden field: its error is the form's, not a field's.
    const { version: versionErrors, ...fieldErrors } = parsed.fieldErrors;
    if (versionErrors && Object.keys(fieldErrors).length === 0) return failure(intent, 422, { formError: versionErrors[0], values });
    return failure(intent, 422, { fieldErrors, values });
  }
  const { version, ...input } = parsed.data;
  const database = db();
  const audit = { actor: actorOf(admin), ip: clientIp(context) };
  const logo = intent === "profile" ? await storeImageField(database, form, LOGO_FILE, "Logo", audit) : ({ ok: true, media: null } as const);
  if (!logo.ok) return failure(intent, logo.status, { fieldErrors: { logo_id: [logo.message] }, values });
  const changes = logo.media ? { ...input, logo_id: logo.media.id } : input;
  const result = await saveWithUpload(database, logo.media, audit, () => settings.save(database, { ...audit, name: intent, version, input: changes }));
  if (!result.ok) {
    return result.reason === "conflict"
      ? failure(intent, 409, { formError: result.message, values })
      : failure(intent, 422, { fieldErrors: result.fieldErrors, values });
  }
  // The home page overview edits its headline in place: saved, the editor is back there. Only that one address is
  // taken from the form, so the field can never send anyone elsewhere.
  const back = form.get("back") === HOME_OVERVIEW ? HOME_OVERVIEW : `${tabPath(intent)}&saved=${intent}`;
  return redirectWithToast(back, { type: "success", message: `${GROUP_TITLES[intent]} saved` });
}

type ActionData = {
  intent: Group | null;
  formError: string | null;
  fieldErrors: Record<string, string[]>;
  values: Record<string, unknown>;
};

function SettingForm({
  name,
  version,
  historyCount,
  result,
  multipart,
  children,
}: {
  name: Group;
  version: number;
  historyCount: number;
  result?: ActionData;
  multipart?: boolean;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === name;
  // A refused post's answer has no `saved`, so it says nothing of an earlier save.
  const saved = useSearchParams()[0].get("saved") === name && !saving;
  const titleId = `${sectionId(name)}-title`;
  const homePlace: string = `settings:${name}`;
  return (
    <section id={sectionId(name)} className="admin-panel" aria-labelledby={titleId}>
      <div className="admin-section-header">
        <h2 id={titleId}>{GROUP_TITLES[name]}</h2>
        <IconLink to={historyPath("settings", name)} icon="undo" label={`History (${historyCount})`} aria-label={`${GROUP_TITLES[name]}: History (${historyCount})`} />
      </div>
      {isHomePlace(homePlace) ? <ShownOnHome place={homePlace} /> : null}
      <FormAlert message={result?.formError} result={result} idPrefix={name} />
      <Form method="post" action={tabPath(name)} className="admin-form settings-form" noValidate encType={multipart ? "multipart/form-data" : undefined}>
        <input type="hidden" name="intent" value={name} />
        <input type="hidden" name="version" value={version} />
        {children}
        <SaveBar
          label="Save"
          submitting={saving}
          state={
            saved ? (
              <p role="status" className="form-status">
                Saved.
              </p>
            ) : null
          }
        />
      </Form>
    </section>
  );
}

/** The tab asked for, unless the role may not edit it or it names nothing; then the first the role may edit. */
function activeTab(asked: unknown, editable: readonly Group[]): Group {
  return isGroup(asked) && editable.includes(asked) ? asked : editable[0];
}

function SettingTabs({ editable, active }: { editable: readonly Group[]; active: Group }) {
  return (
    <nav aria-label="Settings sections" className="admin-tabs">
      <ul>
        {editable.map((group) => (
          <li key={group}>
            <Link to={tabPath(group)} aria-current={group === active ? "page" : undefined} className={group === active ? "is-current" : undefined}>
              {GROUP_TITLES[group]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function SettingsPage() {
  const { settings, logoOptions, homePageChoices, editable, history, locales } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const [searchParams] = useSearchParams();
  // A refused post answers for its own form, whatever the address said.
  const active = activeTab(actionData?.intent ?? searchParams.get("tab"), editable);
  const shown = (group: Group) => group === active;
  const resultFor = (name: Group) => (actionData?.intent === name ? actionData : undefined);
  const unsavedSections = useUnsavedSections(actionData);

  function valueOf<G extends Group>(group: G, field: string): string {
    const result = resultFor(group);
    if (result) return String(result.values[field] ?? "");
    const stored = (settings[group].value as Record<string, unknown>)[field];
    return stored === null || stored === undefined ? "" : String(stored);
  }
  const errorOf = (group: Group, field: string) => resultFor(group)?.fieldErrors[field];
  const text = (group: Group, field: string, label: string, props: { type?: string; maxLength?: number; hint?: string } = {}) => (
    <TextField
      key={`${group}-${field}-${settings[group].version}`}
      label={label}
      name={field}
      idPrefix={group}
      type={props.type ?? "text"}
      maxLength={props.maxLength}
      hint={props.hint}
      defaultValue={valueOf(group, field)}
      error={errorOf(group, field)}
    />
  );
  const area = (group: Group, field: string, label: string, maxLength: number) => (
    <TextArea
      key={`${group}-${field}-${settings[group].version}`}
      label={label}
      name={field}
      idPrefix={group}
      maxLength={maxLength}
      showCount
      defaultValue={valueOf(group, field)}
      error={errorOf(group, field)}
    />
  );

  const counterResult = resultFor("counter");
  const counterRows: CounterRow[] = counterResult
    ? (counterResult.values.items as CounterRow[])
    : settings.counter.value.items.map((item) => ({ label: item.label, value: String(item.value), suffix: item.suffix ?? "" }));
  // The rows written, then one empty row to add another (each save brings the next), never more than the limit.
  // A refused post's rows keep their places, so each error stays at its row; only empty rows at the end go.
  const blank = (row: CounterRow) => !row.label.trim() && !String(row.value).trim() && !row.suffix.trim();
  let written = counterRows.length;
  while (written > 0 && blank(counterRows[written - 1])) written--;
  const paddedRows = [...counterRows.slice(0, written), { label: "", value: "", suffix: "" }].slice(0, COUNTER_MAX_ITEMS);
  const siteResult = resultFor("site");
  const requireLogin = siteResult ? siteResult.values.require_login_for_details !== undefined : settings.site.value.require_login_for_details;

  return (
    <div className="admin-screen" {...unsavedSections}>
      <div className="admin-page-header">
        <div className="admin-page-title">
          <h1>Settings</h1>
          {/* The profile's tagline, about text and footer line are written per language, on a form of their own; the home page's words on its translation. */}
          {shown("profile") && locales ? (
            <LocaleSwitcher
              locales={locales}
              current={locales[0].locale}
              hrefOf={(locale, index) => (index === 0 ? tabPath("profile") : `/admin/setting/translation?locale=${encodeURIComponent(locale)}`)}
            />
          ) : (
            <HomeLanguages place={`settings:${active}`} />
          )}
        </div>
      </div>
      <SettingTabs editable={editable} active={active} />
      {/* A post that could not be read as any one form is told above them all. */}
      {actionData && !actionData.intent ? <FormAlert message={actionData.formError} result={actionData} /> : null}

      {shown("profile") ? (
        <SettingForm name="profile" version={settings.profile.version} historyCount={history.profile ?? 0} result={resultFor("profile")} multipart>
          {text("profile", "company_name", "Company name", { maxLength: 120 })}
          {text("profile", "tagline", "Tagline", { maxLength: 200 })}
          <MediaSelect
            key={`logo-${settings.profile.version}`}
            label="Logo"
            name="logo_id"
            idPrefix="profile"
            options={logoOptions}
            emptyLabel="No logo (the bundled one is used)"
            defaultValue={valueOf("profile", "logo_id")}
            error={errorOf("profile", "logo_id")}
            hint="An image from the Media Library."
            uploadName={LOGO_FILE}
            logo
          />
          {text("profile", "email", "Email", { type: "email", maxLength: 254 })}
          {text("profile", "phone", "Phone", { type: "tel", maxLength: 40 })}
          {area("profile", "address", "Address", 300)}
          {text("profile", "contact_name", "Contact person", { maxLength: 120, hint: "Named on the contact page with the role, email and phone below, so visitors know who answers." })}
          {text("profile", "contact_role", "Contact person's role", { maxLength: 120 })}
          {text("profile", "contact_email", "Contact person's email", { type: "email", maxLength: 254 })}
          {text("profile", "contact_phone", "Contact person's phone", { type: "tel", maxLength: 40 })}
          {area("profile", "about", "About", 2000)}
          {area("profile", "footer_text", "Footer text", 300)}
          <TextField
            key={`profile-theme_color-${settings.profile.version}`}
            label="Theme colour"
            name="theme_color"
            idPrefix="profile"
            type="color"
            hint="Links, buttons and accents across the site and the admin. White text sits on it, so it must be dark enough."
            // A colour input always sends a colour: the built-in one stands for "not chosen".
            defaultValue={valueOf("profile", "theme_color") || DEFAULT_THEME_COLOUR}
            error={errorOf("profile", "theme_color")}
          />
        </SettingForm>
      ) : null}

      {shown("social") ? (
        <SettingForm name="social" version={settings.social.version} historyCount={history.social ?? 0} result={resultFor("social")}>
          {text("social", "facebook", "Facebook", { type: "url" })}
          {text("social", "linkedin", "LinkedIn", { type: "url" })}
          {text("social", "x", "X", { type: "url" })}
          {text("social", "youtube", "YouTube", { type: "url" })}
          {text("social", "instagram", "Instagram", { type: "url" })}
        </SettingForm>
      ) : null}

      {shown("hero") ? (
        <SettingForm name="hero" version={settings.hero.version} historyCount={history.hero ?? 0} result={resultFor("hero")}>
          <HeroHeadlineFields key={settings.hero.version} idPrefix="hero" value={(field) => valueOf("hero", field)} error={(field) => errorOf("hero", field)} />
        </SettingForm>
      ) : null}

      {shown("counter") ? (
        <SettingForm name="counter" version={settings.counter.version} historyCount={history.counter ?? 0} result={counterResult}>
          <p className="field-hint">Up to {COUNTER_MAX_ITEMS} counters: fill the empty row to add one (saved, another appears); empty a row to remove it.</p>
          {counterResult?.fieldErrors.items ? (
            <p className="field-error" role="alert">
              {counterResult.fieldErrors.items[0]}
            </p>
          ) : null}
          <table className="admin-table counter-rows">
            <thead>
              <tr>
                <th scope="col">Label</th>
                <th scope="col">Value</th>
                <th scope="col">Suffix</th>
              </tr>
            </thead>
            <tbody>
              {paddedRows.map((row, index) => (
                <tr key={`${index}-${settings.counter.version}`}>
                  {(["label", "value", "suffix"] as const).map((field) => {
                    const id = `counter-${index}-${field}`;
                    const error = counterResult?.fieldErrors[`items.${index}.${field}`]?.[0];
                    return (
                      <td key={field} data-label={COUNTER_COLUMNS[field]}>
                        <label htmlFor={id} className="visually-hidden">
                          Counter {index + 1} {field}
                        </label>
                        <input
                          id={id}
                          name={`items[${index}][${field}]`}
                          type={field === "value" ? "number" : "text"}
                          inputMode={field === "value" ? "decimal" : undefined}
                          min={field === "value" ? 0 : undefined}
                          step={field === "value" ? 0.01 : undefined}
                          maxLength={field === "label" ? 60 : field === "suffix" ? 10 : undefined}
                          defaultValue={row[field]}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${id}-error` : undefined}
                        />
                        {error ? (
                          <p id={`${id}-error`} className="field-error">
                            {error}
                          </p>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </SettingForm>
      ) : null}

      {shown("site") ? (
        <SettingForm name="site" version={settings.site.version} historyCount={history.site ?? 0} result={siteResult}>
          <Checkbox
            key={`login-${settings.site.version}`}
            label="Detail pages are for signed-in customers only"
            name="require_login_for_details"
            idPrefix="site"
            defaultChecked={requireLogin}
            error={errorOf("site", "require_login_for_details")}
          />
          {area("site", "default_seo_description", "Default SEO description", 160)}
          <Select
            key={`home-page-${settings.site.version}`}
            label="Home page"
            name="home_page_id"
            idPrefix="site"
            emptyLabel="The standard home page"
            options={homePageChoices.map((page) => ({ value: String(page.id), label: `${page.title} (/${page.slug})` }))}
            defaultValue={valueOf("site", "home_page_id")}
            error={errorOf("site", "home_page_id")}
            hint="Or a published page: the home page then shows its sections, and its own address names the home page as the one to index."
          />
        </SettingForm>
      ) : null}
    </div>
  );
}
