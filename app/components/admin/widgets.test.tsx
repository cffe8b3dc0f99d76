import { renderToStaticMarkup } from "react-dom/server";
import { currentPlace, navMatch, ADMIN_NAV, ADMIN_SECTIONS } from "./admin-nav";
import { publicationState } from "./catalog-screens";
import { confirmDeleteHref, confirmDeleteId } from "./confirm-delete";
import { Checkbox, DateTimeField, DayField, errorText, FirstInvalidFieldScope, TextArea, TextField, toDateTimeLocal } from "~/components/field";
import { FormAlert } from "./form-alert";
import { IconButton } from "./icon-button";
import { resultFor, rowChecked, rowOf, rowValue } from "./inline-rows";
import { MediaSelect } from "./media-select";
import { pageLink, visiblePages } from "./pagination";
import { RichTextEditor } from "./rich-text-editor";
import { NO_OPTIONS_MESSAGE, Select } from "./select";
import { StatusBadge } from "./status-badge";
import { ExpiryField, PublicationFields } from "./publishing-fields";
import { isFutureDate, publishingActions } from "./publishing-bar";
import { UploadField } from "./media-upload-field";
import { SiteTimeZoneContext } from "~/components/site-time-zone";

/**
 * The widgets as the server renders them, which is also what a browser without
 * JavaScript gets: native controls with their labels, errors and aria wiring.
 */

const html = (element: JSX.Element) => renderToStaticMarkup(element);

describe("the upload field", () => {
  it("is a native file input, drawn as a drop area, whose hint says files may be dropped on it", () => {
    const one = html(<UploadField label="PDF" name="file" hint="A PDF up to 20 MB." accept="application/pdf" />);
    expect(one).toMatch(/<div class="field field-upload">/);
    // In the library's zone, as every upload in the admin, the input itself visible in it.
    expect(one).toMatch(/<div class="upload-zone upload-zone-native"><svg[^]*<input id="field-file"/);
    expect(one).toMatch(/<input id="field-file" name="file" type="file" aria-describedby="field-file-hint" accept="application\/pdf"\/>/);
    expect(one).toContain("A PDF up to 20 MB. Choose a file, or drop it on the field.");
    expect(html(<UploadField label="Files" name="files" hint="Images." multiple />)).toContain("Choose files, or drop them on the field.");
  });
});

describe("the publish date", () => {
  it("writes the date the admin's way in its field, and says its reading in the site's zone", () => {
    const markup = html(
      <SiteTimeZoneContext.Provider value="Europe/Berlin">
        <PublicationFields publishedAt="2026-11-24T08:00:00.000Z" errors={{}} />
      </SiteTimeZoneContext.Provider>,
    );
    expect(markup).toContain('value="24 Nov 2026, 09:00"');
    expect(markup).toContain("Publish date (Europe/Berlin)");
    expect(markup).toContain("On the site: Tue 24 Nov 2026, 09:00 Europe/Berlin");
    expect(html(<PublicationFields publishedAt="" errors={{}} />)).not.toContain("On the site");
  });

  it("says what an empty publish date and expiry mean, rather than showing an example date that looks set", () => {
    expect(html(<PublicationFields publishedAt="" errors={{}} />)).toMatch(/name="published_at"[^>]* placeholder="Now, when you publish"/);
    expect(html(<ExpiryField unpublishAt="" errors={{}} />)).toMatch(/name="unpublish_at"[^>]* placeholder="Never"/);
  });
});

describe("the publishing bar", () => {
  const labels = (live: boolean, scheduling: boolean) => publishingActions(live, scheduling).map((action) => `${action.status}:${action.label}`);

  it("saves a draft first (what Enter does), and publishes or schedules with the primary button", () => {
    expect(labels(false, false)).toEqual(["draft:Save draft", "published:Publish"]);
    expect(labels(false, true)).toEqual(["draft:Save draft", "published:Schedule"]);
    expect(publishingActions(false, false).map((action) => action.primary)).toEqual([false, true]);
  });

  it("updates a published item first, or takes it back to a draft", () => {
    expect(labels(true, false)).toEqual(["published:Update", "draft:Switch to draft"]);
    expect(labels(true, true)).toEqual(["published:Update and schedule", "draft:Switch to draft"]);
  });

  it("reads a typed date in the site's zone", () => {
    const now = Date.parse("2026-11-24T08:30:00.000Z");
    expect(isFutureDate("2026-11-24T09:00", "UTC", now)).toBe(true);
    expect(isFutureDate("24 Nov 2026, 09:00", "UTC", now)).toBe(true);
    expect(isFutureDate("2026-11-24T08:00:00.000Z", "UTC", now)).toBe(false);
    expect(isFutureDate("2026-11-24T09:00:00.000Z", "Europe/Berlin", now)).toBe(true);
    expect(isFutureDate("2026-11-24T09:00", "Europe/Berlin", now)).toBe(false);
    expect(isFutureDate("", "UTC", now)).toBe(false);
  });
});

describe("fields", () => {
  it("ties an error to its input with aria-invalid and aria-describedby, and keeps the value", () => {
    const markup = html(<TextField label="Title" name="title" defaultValue="Typed" error={["Title is required", "second"]} hint="Shown on the page" />);
    expect(markup).toContain('<label for="field-title">Title</label>');
    expect(markup).toMatch(/<input id="field-title" name="title" type="text" aria-invalid="true" aria-describedby="field-title-hint field-title-error" value="Typed"\/>/);
    expect(markup).toContain('<p id="field-title-error" class="field-error">Title is required</p>');
    expect(markup).not.toContain("second");
  });

  it("has no aria-invalid without an error, and prefixes ids for repeated forms", () => {
    const markup = html(<TextField label="Name" name="name" idPrefix="category-7" defaultValue="" />);
    expect(markup).toContain('for="category-7-name"');
    expect(markup).toContain('id="category-7-name"');
    expect(markup).not.toContain("aria-invalid");
    expect(markup).not.toContain("aria-describedby");
  });

  it("counts characters against the limit", () => {
    const markup = html(<TextArea label="SEO description" name="seo_description" maxLength={160} showCount defaultValue="abcd" />);
    expect(markup).toContain('<p id="field-seo_description-count" class="field-count" aria-live="polite">4 / 160</p>');
    expect(markup).toContain('aria-describedby="field-seo_description-count"');
    expect(markup).toContain('maxLength="160"');
  });

  it("renders a checkbox with its label after it, and a date field written in the site's format", () => {
    expect(html(<Checkbox label="Published" name="is_published" defaultChecked />)).toMatch(
      /<input id="field-is_published" name="is_published" type="checkbox" checked=""\/><label for="field-is_published">Published<\/label>/,
    );
    const date = html(<DateTimeField label="Publish date" name="published_at" defaultValue="2026-11-21T09:30:00.000Z" />);
    // Never the browser's picker, whose format follows the browser's language: the site's own words.
    expect(date).not.toContain("datetime-local");
    expect(date).toMatch(/<input id="field-published_at" name="published_at" type="text" class="date-text" placeholder="24 Nov 2026, 09:30"[^>]* value="21 Nov 2026, 09:30"/);
    // The ISO form scripts send is shown in the site's format too; text that is not a date is kept as typed.
    expect(html(<DateTimeField label="Publish date" name="published_at" defaultValue="2026-12-01T08:00" />)).toContain('value="1 Dec 2026, 08:00"');
    // A day alone likewise: the ISO day a record stores is shown as the site writes it.
    expect(html(<DayField label="Valid until" name="valid_until" defaultValue="2028-03-14" />)).toMatch(/type="text" class="date-text" placeholder="24 Nov 2026"[^>]* value="14 Mar 2028"/);
    expect(html(<DayField label="Valid until" name="valid_until" defaultValue="soon" />)).toContain('value="soon"');
    const refused = html(<DateTimeField label="Publish date" name="published_at" defaultValue="next Tuesday" />);
    expect(refused).toContain('type="text"');
    expect(refused).toContain('value="next Tuesday"');
  });

  it("formats dates for the date fields in the site's time zone and reads the first error", () => {
    expect(toDateTimeLocal(new Date("2026-03-04T05:06:07Z"), "UTC")).toBe("2026-03-04T05:06");
    expect(toDateTimeLocal(new Date("2026-07-04T05:06:07Z"), "Europe/Berlin")).toBe("2026-07-04T07:06");
    expect(toDateTimeLocal(null, "UTC")).toBe("");
    expect(toDateTimeLocal("not a date", "Europe/Berlin")).toBe("not a date");
    expect(errorText(["a", "b"])).toBe("a");
    expect(errorText("c")).toBe("c");
    expect(errorText(undefined)).toBeUndefined();
  });
});

describe("Select", () => {
  const options = [
    { value: "1", label: "Cloud" },
    { value: "2", label: "Data" },
  ];

  it("is a native select before hydration, with the chosen value and the empty choice", () => {
    const markup = html(<Select label="Category" name="category_id" options={options} defaultValue={2} emptyLabel="Choose a category" error="Category is required" />);
    expect(markup).toContain('<label for="field-category_id">Category</label>');
    expect(markup).toMatch(/<select id="field-category_id" name="category_id" aria-invalid="true" aria-describedby="field-category_id-error">/);
    expect(markup).toContain('<option value="">Choose a category</option><option value="1">Cloud</option><option value="2" selected="">Data</option>');
    expect(markup).toContain("Category is required");
  });

  it("says the contract's words when nothing matches", () => {
    expect(NO_OPTIONS_MESSAGE).toBe("Sorry, no matching options.");
  });

  it("previews the chosen library image", () => {
    const images = [{ value: "7", label: "Team (team.jpg)", image: "/media/7/team.jpg?w=480" }];
    const markup = html(<MediaSelect label="Image" name="image_id" options={images} defaultValue={7} />);
    expect(markup).toContain('<option value="7" selected="">Team (team.jpg)</option>');
    expect(markup).toContain('<img src="/media/7/team.jpg?w=480" alt="Preview: Team (team.jpg)"/>');
    expect(html(<MediaSelect label="Image" name="image_id" options={images} />)).toContain("No image chosen");
  });

  it("asks for a focal point only on a picture the site cuts, and posts a hidden one unchanged", () => {
    const images = [{ value: "7", label: "Quay (quay.jpg)", image: "/media/7/quay.jpg?w=480", alt: "Quay", focal: { x: 0.3, y: 0.6 } }];
    const field = (props: { defaultValue?: number; logo?: boolean }) => html(<MediaSelect label="Cover image" name="cover_image_id" uploadName="cover_image_file" options={images} {...props} />);
    const visible = /<label for="field-cover_image_focal_x">Focal point X \(%\)<\/label>/;

    const chosen = field({ defaultValue: 7 });
    expect(chosen).toMatch(visible);
    expect(chosen).toContain("How the picture is cut");

    // No picture yet: nothing to click a point on, so no fields; the centre goes with a first upload.
    const empty = field({});
    expect(empty).not.toMatch(visible);
    expect(empty).not.toContain("How the picture is cut");
    expect(empty).toContain('<input type="hidden" name="cover_image_focal_x" value="50"/><input type="hidden" name="cover_image_focal_y" value="50"/>');

    // A logo is shown whole: the point set on that picture elsewhere is posted back as it is.
    const logo = field({ defaultValue: 7, logo: true });
    expect(logo).not.toMatch(visible);
    expect(logo).not.toContain("Focal point");
    expect(logo).toContain('<input type="hidden" name="cover_image_focal_x" value="30"/><input type="hidden" name="cover_image_focal_y" value="60"/>');
    expect(logo).toContain('<img src="/media/7/quay.jpg?w=480" alt="Preview: Quay (quay.jpg)"/>');
  });
});

describe("RichTextEditor", () => {
  it("is a textarea carrying the HTML before hydration (and without JavaScript)", () => {
    const markup = html(<RichTextEditor label="Body" name="body" defaultValue="<p>Hello <strong>world</strong></p>" error="Body must be at most 100,000 characters" />);
    expect(markup).toContain('<label id="field-body-label" for="field-body">Body</label>');
    expect(markup).toMatch(/<textarea id="field-body" name="body" rows="12" class="rich-text-fallback" aria-invalid="true" aria-describedby="field-body-error field-body-format">&lt;p&gt;Hello &lt;strong&gt;world&lt;\/strong&gt;&lt;\/p&gt;<\/textarea>/);
    // A visitor without the editor types HTML: the hint says so, tied to the field.
    expect(markup).toContain('<p id="field-body-format" class="field-hint rich-text-format-hint">HTML: &lt;p&gt;, &lt;h2&gt;, &lt;h3&gt;, &lt;ul&gt;, &lt;ol&gt;, &lt;li&gt;, &lt;a href&gt;, &lt;strong&gt;, &lt;em&gt;, &lt;blockquote&gt; …</p>');
    // The editor is loaded on demand: nothing of Lexical is in the server's HTML.
    expect(markup).not.toContain("contenteditable");
  });
});

describe("IconButton", () => {
  it("names an icon-only button with aria-label, and shows a label otherwise", () => {
    const iconOnly = html(<IconButton icon="trash" label="Delete Cloud" iconOnly />);
    expect(iconOnly).toMatch(/^<button type="button" class="icon-button icon-button-secondary icon-button-icon-only" aria-label="Delete Cloud" title="Delete Cloud"><svg[^>]*aria-hidden="true"/);
    expect(iconOnly).not.toContain("<span>");
    const labelled = html(<IconButton type="submit" icon="save" label="Save" variant="primary" />);
    expect(labelled).toMatch(/^<button type="submit" class="icon-button icon-button-primary"><svg[^>]*><path[^>]*><\/path><\/svg><span>Save<\/span><\/button>$/);
    expect(html(<IconButton label="Cancel" />)).toBe('<button type="button" class="icon-button icon-button-secondary"><span>Cancel</span></button>');
  });
});

describe("status, alerts and helpers", () => {
  it("tells draft, published, scheduled and ended apart", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    expect(publicationState({ status: "draft", published_at: null }, now)).toBe("draft");
    expect(publicationState({ status: "published", published_at: "2026-11-21T11:00:00Z" }, now)).toBe("published");
    expect(publicationState({ status: "published", published_at: null }, now)).toBe("published");
    expect(publicationState({ status: "published", published_at: "2099-01-01T00:00:00Z" }, now)).toBe("scheduled");
    expect(publicationState({ status: "published", published_at: null, unpublish_at: "2026-11-21T11:00:00Z" }, now)).toBe("ended");
    expect(publicationState({ status: "published", published_at: null, unpublish_at: "2099-01-01T00:00:00Z" }, now)).toBe("published");
    expect(publicationState({ status: "draft", published_at: null, unpublish_at: "2026-11-21T11:00:00Z" }, now)).toBe("draft");
    expect(html(<StatusBadge status="published" publishedAt={null} unpublishAt="2020-01-01T00:00:00Z" />)).toContain("Unpublished");
    expect(html(<StatusBadge status="published" publishedAt="2099-01-01T09:30:00Z" />)).toContain("Scheduled");
    expect(html(<StatusBadge status="published" publishedAt="2099-01-01T09:30:00Z" />)).toContain("1 Jan 2099, 09:30 UTC");
  });

  it("shows a failure inline as an alert", () => {
    expect(html(<FormAlert message="This record was changed by someone else. Reload it to see their changes." />)).toBe(
      '<p class="form-alert" role="alert">This record was changed by someone else. Reload it to see their changes.</p>',
    );
    expect(html(<FormAlert message={null} />)).toBe("");
  });

  it("opens a refused form on its first field to correct, under a summary linking to every refused field", () => {
    const result = { formError: null, fieldErrors: { title: ["The title field is required."], seo_title: ["The SEO title may not be greater than 70 characters."] } };
    const page = html(
      <FirstInvalidFieldScope>
        <FormAlert message={result.formError} result={result} />
        <TextField label="Title" name="title" defaultValue="" error={result.fieldErrors.title} />
        <TextArea label="Summary" name="summary" defaultValue="" />
        <TextField label="SEO title" name="seo_title" defaultValue="" error={result.fieldErrors.seo_title} />
        <Checkbox label="Featured" name="featured" error="Choose yes or no." />
      </FirstInvalidFieldScope>,
    );
    expect(page).toContain(
      '<div class="form-alert error-summary" role="alert"><p>Please correct these 2 fields:</p><ul>' +
        '<li><a href="#field-title">The title field is required.</a></li>' +
        '<li><a href="#field-seo_title">The SEO title may not be greater than 70 characters.</a></li></ul></div>',
    );
    // Only the first field with an error carries autofocus: the browser opens the page on it.
    expect(page.match(/autofocus/g)).toHaveLength(1);
    expect(page).toMatch(/<input id="field-title" name="title" type="text" aria-invalid="true" aria-describedby="field-title-error" autofocus=""/);
    // Outside an admin screen (no scope) nothing claims the focus; the summary follows the fields' prefix.
    expect(html(<TextField label="Title" name="title" error="Required." />)).not.toContain("autofocus");
    expect(html(<FormAlert result={{ fieldErrors: { name: ["Required."] } }} idPrefix="invite" />)).toContain('<a href="#invite-name">Required.</a>');
    expect(html(<FormAlert result={{ fieldErrors: { name: ["Required."] } }} summary={false} />)).toBe("");
    expect(html(<FormAlert result={{ formError: "Gone.", fieldErrors: {} }} message="Gone." />)).toBe('<p class="form-alert" role="alert">Gone.</p>');
  });

  it("builds page and confirmation links that keep the list's query", () => {
    expect(pageLink("?q=cloud&page=3&confirm-delete=4", 2)).toBe("?q=cloud&page=2");
    expect(pageLink("?q=cloud&page=3", 1)).toBe("?q=cloud");
    expect(pageLink("", 1)).toBe("?");
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(6, 12)).toEqual([1, "gap", 4, 5, 6, 7, 8, "gap", 12]);
    expect(visiblePages(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(confirmDeleteHref("?q=a&page=2", 9)).toBe("?q=a&page=2&confirm-delete=9");
    expect(confirmDeleteId("http://x/admin/services?confirm-delete=9")).toBe(9);
    expect(confirmDeleteId("http://x/admin/services?confirm-delete=9x")).toBeUndefined();
    expect(confirmDeleteId("http://x/admin/services")).toBeUndefined();
  });

  it("gives an inline form's answer to the row it came from", () => {
    const created = { fieldErrors: { name: ["Name is required"] }, values: { intent: "create", name: "" } };
    const updated = { fieldErrors: {}, values: { intent: "update", id: "12", name: "Typed", is_published: "on" } };
    expect(rowOf(created)).toBe("new");
    expect(rowOf(updated)).toBe(12);
    expect(resultFor(updated, 12)).toBe(updated);
    expect(resultFor(updated, 13)).toBeUndefined();
    expect(rowValue(updated, "Stored", "name")).toBe("Typed");
    expect(rowValue(undefined, 5, "sort_order")).toBe("5");
    expect(rowChecked(updated, false, "is_published")).toBe(true);
    expect(rowChecked({ values: { intent: "update", id: "12" } }, true, "is_published")).toBe(false);
    expect(rowChecked(undefined, true, "is_published")).toBe(true);
  });

  it("marks a sidebar entry for its page and for its create and edit screens, ignoring case", () => {
    const solutions = ADMIN_NAV.find((item) => item.label === "Solutions")!;
    expect(navMatch(solutions, "/admin/services")).toBe("page");
    expect(navMatch(solutions, "/admin/services/")).toBe("page");
    expect(navMatch(solutions, "/admin/edit-service/7")).toBe("section");
    expect(navMatch(solutions, "/admin/create-service")).toBe("section");
    expect(navMatch(solutions, "/admin/service-category")).toBeNull();
    const content = ADMIN_SECTIONS.find((section) => section.heading === "Content")!.items;
    const pdf = content.find((item) => item.label === "Company PDF")!;
    expect(navMatch(pdf, "/admin/companypdf")).toBe("page");
    const home = ADMIN_SECTIONS.find((section) => section.heading === "Home page")!.items;
    const hero = home.find((item) => item.label === "Hero Contents")!;
    expect(navMatch(hero, "/admin/edit-herocontent/3")).toBe("section");
    // The header names the section and the page's own title, as its heading shows it.
    expect(currentPlace("/admin/create-blog")).toEqual({ section: "News", page: "Add news article", sectionHref: "/admin/blog" });
    expect(currentPlace("/admin/edit-heroContent/3")).toEqual({ section: "Hero Contents", page: "Edit hero content", sectionHref: "/admin/hero-contents" });
    expect(currentPlace("/admin/users/new")).toEqual({ section: "Users", page: "Invite user", sectionHref: "/admin/users" });
    expect(currentPlace("/admin/setting/")).toEqual({ section: "Settings", page: "Settings", sectionHref: "/admin/setting" });
    expect(currentPlace("/admin/revisions/news/1")).toEqual({ section: "News", page: "History", sectionHref: "/admin/blog" });
  });
});
