import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { zonedDateText } from "~/utils/date-text";
import { slugify } from "~/utils/slug";
import { ConfirmDelete, DeleteConfirmation } from "./confirm-delete";
import type { EditorialScreens } from "./editorial-screens";
import { FormAlert } from "./form-alert";
import type { FormResult } from "./form-result";
import { IconLink } from "./icon-button";
import { altFieldToWrite, CONFIRM_FIELD, PublishDialog, PublishStepView, publishNotes, type PublishQuestion } from "./publish-confirmation";
import { isPublishButton, NewBadge, PublishingBar, publishQuestion, SaveBar, type PublishingState } from "./publishing-bar";
import { ShownBadge } from "./status-badge";
import { useSiteUrl } from "./publishing-fields";
import { ScreenLanguages } from "./translation-parts";
import { HomeLanguages, isHomePlace } from "./shown-on-home";
import { useUnsavedChangesWarning } from "./use-unsaved-changes";
import { historyPath } from "~/utils/revision-paths";
import { publicationState } from "./catalog-screens";
import { readerAddress } from "~/utils/reader-address";

/** `is_published`: a slide's or a hero content's own shown-or-hidden, which its bar names as the publishing bar names a status. */
export type EditorialItem = { id: number; title: string; slug?: string; version: number; history_count?: number; is_published?: boolean };

export type EditorialFormProps<Item> = { item?: Item; result: FormResult; confirmingDelete?: boolean };

export function formValues<Item extends object>(result: FormResult, item: Item | undefined) {
  return (name: keyof Item & string, fallback = ""): string => {
    const posted = result?.values?.[name];
    if (typeof posted === "string") return posted;
    if (result?.values && !item) return fallback;
    const stored = item?.[name];
    return stored === null || stored === undefined ? fallback : String(stored);
  };
}

/**
 * Whether a refused post brought back, under one of `names`, something other than what is stored:
 * what the editor just typed, which a folded settings panel then shows rather than hides.
 */
export function typedBeforeRefusal(result: FormResult, stored: object | undefined, names: readonly string[]): boolean {
  const posted = result?.values;
  if (!posted) return false;
  return names.some((name) => {
    const value = posted[name];
    if (typeof value !== "string") return false;
    const before = (stored as Record<string, unknown> | undefined)?.[name];
    return value.trim() !== (before === null || before === undefined ? "" : String(before)).trim();
  });
}

export function checkedValue(result: FormResult, stored: boolean | undefined, name: string, fallback: boolean): boolean {
  if (result?.values) return result.values[name] !== undefined;
  return stored ?? fallback;
}

export function previewPathOf(resource: string, id: number | undefined): string {
  return id === undefined ? `/admin/preview/${resource}` : `/admin/preview/${resource}/${id}`;
}

/**
 * Remix would post in this tab whatever the button's formtarget; the preview belongs in a tab of its own
 * (Preview) or in the frame beside the sections (the live preview).
 */
function opensPreview(event: FormEvent<HTMLFormElement>): boolean {
  const button = (event.nativeEvent as SubmitEvent).submitter;
  const action = button?.getAttribute("formaction");
  const target = button?.getAttribute("formtarget");
  if (!action || !target) return false;
  event.preventDefault();
  const form = event.currentTarget;
  const before = { action: form.getAttribute("action"), target: form.getAttribute("target") };
  form.setAttribute("action", action);
  form.setAttribute("target", target);
  // submit() posts every field but fires no submit event; the Preview button itself carries no value.
  HTMLFormElement.prototype.submit.call(form);
  for (const [name, value] of Object.entries(before)) {
    if (value === null) form.removeAttribute(name);
    else form.setAttribute(name, value);
  }
  return true;
}

/** The field's text as the form holds it now. */
function fieldText(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : "";
}

/**
 * With JavaScript it asks before the editor leaves changes unsaved, and before a draft or a new item
 * is published (PublishDialog); without, the server asks with the same words (PublishStepView).
 */
function hasEmptyRequiredField(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some(
    (element) => (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.required && !element.disabled && element.value.trim() === "",
  );
}

export function EditorialForm({
  screens,
  item,
  result,
  confirmingDelete = false,
  publishing,
  encType,
  sidebar,
  preview,
  children,
}: {
  screens: EditorialScreens;
  item?: EditorialItem;
  result: FormResult;
  confirmingDelete?: boolean;
  publishing?: { stored: PublishingState; publishedAt: string };
  encType?: "multipart/form-data";
  /** The settings beside the main column: publishing, slug, media, excerpt, SEO. */
  sidebar?: ReactNode;
  /** The live preview: above the settings while folded, beside the writing in their place while open. */
  preview?: ReactNode;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const editPath = item ? screens.editPath(item.id) : screens.createPath;
  const conflict = Boolean(result?.formError && item);
  const question = item ? `Delete ${screens.noun} “${item.title}”?` : "";
  const [publishedAt, setPublishedAt] = useState(publishing?.publishedAt ?? "");
  // A refused save comes back with what was typed: still unsaved.
  const [changed, setChanged] = useState(Boolean(result?.values));
  useEffect(() => {
    if (result?.values) setChanged(true);
  }, [result]);
  useUnsavedChangesWarning(changed && !submitting);

  const timeZone = useSiteTimeZone();
  const siteUrl = useSiteUrl();
  const publishDialog = useRef<HTMLDialogElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const confirmed = useRef(false);
  const publishButton = useRef<HTMLElement | null>(null);
  const [publishAsk, setPublishAsk] = useState<PublishQuestion | null>(null);
  const asksBeforePublishing = publishing !== undefined && publishing.stored.status !== "published";

  const askToPublish = (target: HTMLFormElement): PublishQuestion => {
    // An empty slug field's placeholder is the slug the save will give, as the server said (SlugField).
    const slugField = target.elements.namedItem("slug");
    const slug = fieldText(target, "slug").trim() || (slugField instanceof HTMLInputElement ? slugField.placeholder : "") || slugify(fieldText(target, "title"));
    const url = screens.publicPath && slug ? readerAddress(siteUrl, screens.publicPath(slug)) : null;
    const posted = new FormData(target);
    return { ...publishQuestion(zonedDateText(fieldText(target, "published_at"), timeZone), timeZone), url, notes: publishNotes(posted), altField: altFieldToWrite(posted) };
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (opensPreview(event)) return;
    // Sent only with the dialog's yes; Remix reads the fields after this handler. A form with an empty
    // required field (the title) goes to the server unasked, which refuses it naming the field: the
    // dialog's "Publish now" promised what the save could not do.
    const yes = confirmed.current || hasEmptyRequiredField(event.currentTarget);
    confirmed.current = false;
    if (confirmInput.current) confirmInput.current.disabled = !yes;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (asksBeforePublishing && !yes && isPublishButton(submitter) && publishDialog.current?.showModal) {
      event.preventDefault();
      publishButton.current = submitter;
      // Drawn before it opens; a picture's missing words, when it asks for them, take the focus: typed, they cost no click.
      // Otherwise the answer does, so Enter publishes, as the button that opened the question would have.
      flushSync(() => setPublishAsk(askToPublish(event.currentTarget)));
      const dialog = publishDialog.current;
      dialog.showModal();
      (dialog.querySelector<HTMLInputElement>("#publish-dialog-alt") ?? dialog.querySelector<HTMLButtonElement>(".form-actions .icon-button-primary"))?.focus();
      return;
    }
    setChanged(false);
  };
  const confirmPublishing = (alt: string) => {
    const field = publishAsk?.altField ? form.current?.elements.namedItem(publishAsk.altField) : null;
    if (alt && field instanceof HTMLInputElement) {
      // Through the native setter and an input event, so the image field's own state takes the words too.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(field, alt);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
    confirmed.current = true;
    publishDialog.current?.close();
    form.current?.requestSubmit(publishButton.current);
  };
  // Back from the dialog to one of the fields it named, its folded panel opened.
  const editField = (name: string) => {
    publishDialog.current?.close();
    const field = form.current?.elements.namedItem(name);
    if (!(field instanceof HTMLElement)) return;
    const panel = field.closest("details");
    if (panel) panel.open = true;
    field.focus();
  };
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    // The preview's width switch changes no field of the item.
    if (target.closest?.(".live-preview")) return;
    setChanged(true);
    if (target.name === "published_at") setPublishedAt(target.value);
  };
  // A live item's saved version is what readers see: the link says so. A draft's or a scheduled one's is the editor's alone.
  const live = publishing ? publicationState({ status: publishing.stored.status, published_at: publishing.stored.publishedAt, unpublish_at: publishing.stored.unpublishAt }) === "published" : false;
  const history = item ? <IconLink to={historyPath(screens.resource, item.id)} icon="undo" label={`History (${item.history_count ?? 0})`} /> : null;
  return (
    <>
      <div className="admin-page-header">
        <div className="admin-page-title">
          <h1>{item ? `Edit ${screens.noun}` : `Add ${screens.noun}`}</h1>
          {/* A slide's or a hero content's other languages are on the home page's translation; the rest bring their own switch. */}
          {isHomePlace(screens.listPath) ? <HomeLanguages place={screens.listPath} /> : <ScreenLanguages />}
        </div>
        {item ? (
          <div className="form-actions">
            {screens.publicPath && item.slug ? (
              // In a tab of its own: the editor stays where it was, its unsaved words with it.
              <IconLink to={live ? screens.publicPath(item.slug) : `${screens.publicPath(item.slug)}?preview=1`} reloadDocument icon="eye" label={live ? "View on site" : "View saved"} target="_blank" rel="noopener" title="Opens in a new tab" />
            ) : null}
            {history}
            <ConfirmDelete question={question} id={item.id} confirmHref={`?confirm-delete=${item.id}`} />
          </div>
        ) : null}
      </div>
      {item && confirmingDelete ? <DeleteConfirmation question={question} id={item.id} cancelHref={editPath} /> : null}
      {result?.publishStep ? <PublishStepView step={result.publishStep} /> : null}
      <FormAlert message={result?.formError} result={result} />
      {conflict ? (
        <p>
          <a href={editPath}>Reload the {screens.noun}</a> to see the saved version; your changes are still in the form below.
        </p>
      ) : null}
      {/* A new version from the server (after a reload) starts the form afresh. */}
      <Form
        ref={form}
        method="post"
        encType={encType}
        className={sidebar ? "admin-form edit-form" : "admin-form admin-panel"}
        hidden={Boolean(result?.publishStep)}
        noValidate
        key={item ? item.version : "new"}
        // Saved, the editor answers again where it was; a new item, just created, opens at the top of its edit screen.
        preventScrollReset={Boolean(item)}
        onInput={onInput}
        onChange={onInput}
        onSubmit={onSubmit}
      >
        {asksBeforePublishing ? <input ref={confirmInput} type="hidden" name={CONFIRM_FIELD} value="1" disabled /> : null}
        {item ? (
          <>
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="version" value={typeof result?.values?.version === "string" ? result.values.version : item.version} />
          </>
        ) : null}
        {sidebar ? (
          <div className="edit-screen">
            <div className="edit-main">{children}</div>
            {preview}
            <div className="edit-sidebar" role="group" aria-label="Settings">
              {sidebar}
            </div>
          </div>
        ) : (
          children
        )}
        {publishing ? (
          <PublishingBar
            stored={publishing.stored}
            dateValue={publishedAt}
            isNew={!item}
            noun={screens.noun}
            listPath={screens.listPath}
            submitting={submitting}
            previewPath={screens.publicPath ? previewPathOf(screens.resource, item?.id) : undefined}
            error={result?.fieldErrors?.status}
            unsaved={changed}
          />
        ) : (
          // A slide or a hero content has no draft: it is shown or hidden by its own box. Its bar says what the publishing bar says of the rest.
          <SaveBar
            label={item ? "Save" : `Create ${screens.noun}`}
            submitting={submitting}
            unsaved={item ? changed : undefined}
            state={item ? item.is_published === undefined ? undefined : <ShownBadge shown={item.is_published} /> : <NewBadge noun={screens.noun} />}
            leave={{ to: screens.listPath, label: !item || changed ? "Cancel" : "Close" }}
          />
        )}
      </Form>
      {asksBeforePublishing ? <PublishDialog ref={publishDialog} question={publishAsk} onConfirm={confirmPublishing} onEdit={editField} /> : null}
    </>
  );
}
