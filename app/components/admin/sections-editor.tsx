import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type DragEvent, type MouseEvent, type ReactNode } from "react";
import { FEATURE_ICON_OPTIONS, FeatureIcon } from "~/components/sections/feature-icon";
import {
  applySectionIntent, draftsFromForm, moveSection, sectionIntentValue, type SectionDraft, type SectionIntent,
} from "~/schemas/section-drafts";
import {
  FAQ_MAX, FEATURE_ICONS, FEATURES_MAX, FIGURES_MAX, HERO_BUTTONS_MAX, SECTION_LABELS, SECTION_TYPES, type SectionType,
} from "~/schemas/sections";
import { IconButton } from "./icon-button";
import { Icon } from "./icons";
import { MediaPickerDialog } from "./media-picker-dialog";
import { RichTextEditor } from "./rich-text-editor";
import type { SelectOption } from "./select-option";
import { sectionSummary } from "./section-summary";
import { SectionTypePicture } from "./section-type-picture";
import { useHydrated } from "./use-hydrated";

/**
 * A custom page's sections in its edit form. Without JavaScript every action is a button of the
 * same form (`name="intent"`): the server applies it to what was typed and answers the form again,
 * saving nothing. With JavaScript, moving and removing happen in place, a section can be dragged by
 * its handle, and each move is announced; the buttons stay, so the keyboard can do all of it.
 */

type Errors = Record<string, readonly string[] | undefined>;
type Path = ReadonlyArray<string | number>;

const nameOf = (path: Path) => `sections${path.map((part) => `[${part}]`).join("")}`;
const keyOf = (path: Path) => ["sections", ...path].join(".");
// The error summary links to `field-{error key}`, so each control's id is that.
const idOf = (path: Path) => `field-${keyOf(path)}`;

function textOf(value: unknown): string {
  return value === null || value === undefined ? "" : String(value);
}

function rowsOf(value: unknown): Array<Record<string, unknown>> {
  return Array.isArray(value) ? value.filter((row): row is Record<string, unknown> => typeof row === "object" && row !== null) : [];
}

/** The rows typed, then empty ones up to `shown` (never past `max`): an empty row is not posted as an item. */
function withSpareRows(rows: Array<Record<string, unknown>>, max: number, spare = 1): Array<Record<string, unknown>> {
  const shown = Math.min(max, rows.length + spare);
  return [...rows, ...Array.from({ length: Math.max(0, shown - rows.length) }, () => ({}))];
}

function FieldMessage({ path, errors }: { path: Path; errors: Errors }) {
  const messages = errors[keyOf(path)];
  return messages?.length ? (
    <p id={`${idOf(path)}-error`} className="field-error">
      {messages[0]}
    </p>
  ) : null;
}

function aria(path: Path, errors: Errors, hint?: string) {
  const invalid = Boolean(errors[keyOf(path)]?.length);
  const described = [invalid ? `${idOf(path)}-error` : "", hint ? `${idOf(path)}-hint` : ""].filter(Boolean).join(" ");
  return { id: idOf(path), name: nameOf(path), "aria-invalid": invalid || undefined, "aria-describedby": described || undefined };
}

function Hint({ path, text }: { path: Path; text?: string }) {
  return text ? (
    <p id={`${idOf(path)}-hint`} className="field-hint">
      {text}
    </p>
  ) : null;
}

function Input({ label, path, value, errors, hint, type = "text", maxLength }: {
  label: string; path: Path; value: unknown; errors: Errors; hint?: string; type?: "text" | "url"; maxLength?: number;
}) {
  return (
    <div className="field">
      <label htmlFor={idOf(path)}>{label}</label>
      <Hint path={path} text={hint} />
      <input type={type === "url" ? "text" : type} inputMode={type === "url" ? "url" : undefined} defaultValue={textOf(value)} maxLength={maxLength} {...aria(path, errors, hint)} />
      <FieldMessage path={path} errors={errors} />
    </div>
  );
}

function TextBox({ label, path, value, errors, hint, rows = 3 }: { label: string; path: Path; value: unknown; errors: Errors; hint?: string; rows?: number }) {
  return (
    <div className="field">
      <label htmlFor={idOf(path)}>{label}</label>
      <Hint path={path} text={hint} />
      <textarea rows={rows} defaultValue={textOf(value)} {...aria(path, errors, hint)} />
      <FieldMessage path={path} errors={errors} />
    </div>
  );
}

function Choice({ label, path, value, errors, options, empty }: {
  label: string; path: Path; value: unknown; errors: Errors; options: ReadonlyArray<{ value: string; label: string }>; empty?: string;
}) {
  return (
    <div className="field field-select">
      <label htmlFor={idOf(path)}>{label}</label>
      <select defaultValue={textOf(value)} {...aria(path, errors)}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage path={path} errors={errors} />
    </div>
  );
}

/**
 * A section's picture. Without JavaScript, a list of the library's images by name. With it, the picture
 * itself with its name, and the library's own dialog (thumbnails, search) to choose or change it: the
 * list stays in the form, hidden, and holds the choice, so a save posts it as the list would.
 */
function ImageChoice({ label, path, value, errors, images, required = false }: {
  label: string; path: Path; value: unknown; errors: Errors; images: readonly SelectOption[]; required?: boolean;
}) {
  const hydrated = useHydrated();
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState(textOf(value));
  const box = useRef<HTMLDivElement>(null);
  const picked = images.find((image) => image.value === chosen);
  const pick = (id: string) => {
    const select = box.current?.querySelector("select");
    if (!select) return;
    select.value = id;
    // As if chosen in the list: the form's unsaved-changes check hears it.
    select.dispatchEvent(new Event("change", { bubbles: true }));
  };
  const labelId = `${idOf(path)}-picture`;
  const messages = errors[keyOf(path)];
  return (
    <div className="section-image-choice" ref={box} onChange={(event) => setChosen((event.target as HTMLSelectElement).value)}>
      <div hidden={hydrated} className="section-image-list">
        <Choice label={label} path={path} value={value} errors={errors} options={images} empty={required ? "Choose an image" : "No image"} />
        {!hydrated && picked?.image ? <img src={picked.image} alt="" width={96} height={64} className="section-image-thumb" /> : null}
      </div>
      {hydrated ? (
        <div className="section-image-card" role="group" aria-labelledby={labelId}>
          <span id={labelId} className="section-image-label">
            {label}
          </span>
          <div className="section-image-row">
            {picked?.image ? (
              <img src={picked.image} alt="" width={160} height={100} className="section-image-thumb" />
            ) : (
              <span className="section-image-empty" aria-hidden="true">
                <Icon name="image" />
              </span>
            )}
            <div className="section-image-about">
              <span className="section-image-name">{picked ? picked.label : required ? "No image chosen yet" : "No image"}</span>
              <span className="section-image-actions">
                <IconButton icon="image" label="Choose from library" onClick={() => setPicking(true)} />
                {picked && !required ? <IconButton icon="close" label="Remove" variant="plain" onClick={() => pick("")} /> : null}
              </span>
            </div>
          </div>
          {messages?.length ? <p className="field-error">{messages[0]}</p> : null}
        </div>
      ) : null}
      {/* Mounted only while open: a body editor on the same form has its own. */}
      {picking ? (
        <MediaPickerDialog
          open
          choosing
          onClose={() => setPicking(false)}
          onPick={(choice) => {
            setPicking(false);
            pick(String(choice.image.id));
          }}
        />
      ) : null}
    </div>
  );
}

function ListError({ path, errors }: { path: Path; errors: Errors }) {
  const messages = errors[keyOf(path)];
  return messages?.length ? (
    <p id={`${idOf(path)}`} className="field-error" tabIndex={-1}>
      {messages[0]}
    </p>
  ) : null;
}

function SectionFields({ draft, index, errors, images }: { draft: SectionDraft; index: number; errors: Errors; images: readonly SelectOption[] }) {
  const at = (...path: Path) => [index, ...path];
  const heading = <Input label="Heading" path={at("heading")} value={draft.heading} errors={errors} maxLength={120} />;
  switch (draft.type as SectionType) {
    case "hero": {
      const buttons = withSpareRows(rowsOf(draft.buttons), HERO_BUTTONS_MAX, HERO_BUTTONS_MAX);
      return (
        <>
          {heading}
          <TextBox label="Text" path={at("text")} value={draft.text} errors={errors} />
          <ImageChoice label="Image" path={at("image_id")} value={draft.image_id} errors={errors} images={images} />
          <ListError path={at("buttons")} errors={errors} />
          {buttons.map((button, row) => (
            <fieldset key={row} className="section-row">
              <legend>Button {row + 1} (optional)</legend>
              <Input label="Label" path={at("buttons", row, "label")} value={button.label} errors={errors} maxLength={40} />
              <Input label="Link" type="url" path={at("buttons", row, "url")} value={button.url} errors={errors} hint="https://… or a path of this site, such as /contact-us" />
            </fieldset>
          ))}
        </>
      );
    }
    case "rich_text":
      return <RichTextEditor label="Text" name={nameOf(at("body"))} idPrefix={`section-${index}`} defaultValue={textOf(draft.body)} error={errors[keyOf(at("body"))]} rows={8} />;
    case "features":
      return (
        <>
          {heading}
          <ListError path={at("items")} errors={errors} />
          {withSpareRows(rowsOf(draft.items), FEATURES_MAX).map((item, row) => (
            <fieldset key={row} className="section-row">
              <legend>Feature {row + 1}</legend>
              <div className="section-icon-choice">
                <Choice label="Icon" path={at("items", row, "icon")} value={item.icon} errors={errors} options={FEATURE_ICON_OPTIONS} empty="Choose an icon" />
                {typeof item.icon === "string" && (FEATURE_ICONS as readonly string[]).includes(item.icon) ? (
                  <FeatureIcon name={item.icon as (typeof FEATURE_ICONS)[number]} size={28} />
                ) : null}
              </div>
              <Input label="Title" path={at("items", row, "title")} value={item.title} errors={errors} maxLength={80} />
              <TextBox label="Text" path={at("items", row, "text")} value={item.text} errors={errors} rows={2} />
            </fieldset>
          ))}
        </>
      );
    case "logos": {
      const chosen = new Set(Array.isArray(draft.media_ids) ? draft.media_ids.map(String) : []);
      return (
        <>
          {heading}
          <Choice
            label="Logos from"
            path={at("source")}
            value={draft.source}
            errors={errors}
            options={[{ value: "certificates", label: "The certificates (their logos and links)" }, { value: "media", label: "Pictures chosen from the media library" }]}
          />
          <fieldset className="section-logo-choices" aria-describedby={errors[keyOf(at("media_ids"))] ? `${idOf(at("media_ids"))}-error` : undefined}>
            <legend id={idOf(at("media_ids"))} tabIndex={-1}>Pictures (when the logos come from the media library)</legend>
            {images.map((image) => (
              <label key={image.value} className="section-logo-choice">
                <input type="checkbox" name={nameOf(at("media_ids"))} value={image.value} defaultChecked={chosen.has(image.value)} />
                {image.image ? <img src={image.image} alt="" width={48} height={32} /> : null}
                <span>{image.label}</span>
              </label>
            ))}
            <FieldMessage path={at("media_ids")} errors={errors} />
          </fieldset>
        </>
      );
    }
    case "figures":
      return (
        <>
          {heading}
          <ListError path={at("items")} errors={errors} />
          {withSpareRows(rowsOf(draft.items), FIGURES_MAX).map((item, row) => (
            <fieldset key={row} className="section-row section-row-inline">
              <legend>Figure {row + 1}</legend>
              <Input label="Value" path={at("items", row, "value")} value={item.value} errors={errors} maxLength={20} hint="Such as 25, 40+ or 99.9 %" />
              <Input label="Label" path={at("items", row, "label")} value={item.label} errors={errors} maxLength={60} />
            </fieldset>
          ))}
        </>
      );
    case "quote":
      return (
        <>
          <TextBox label="Quote" path={at("text")} value={draft.text} errors={errors} />
          <Input label="Person" path={at("person")} value={draft.person} errors={errors} maxLength={80} />
          <Input label="Role" path={at("role")} value={draft.role} errors={errors} maxLength={80} />
          <ImageChoice label="Photo" path={at("image_id")} value={draft.image_id} errors={errors} images={images} />
        </>
      );
    case "cta": {
      const button = typeof draft.button === "object" && draft.button !== null ? (draft.button as Record<string, unknown>) : {};
      return (
        <>
          {heading}
          <TextBox label="Text" path={at("text")} value={draft.text} errors={errors} rows={2} />
          <ListError path={at("button")} errors={errors} />
          <Input label="Button label" path={at("button", "label")} value={button.label} errors={errors} maxLength={40} />
          <Input label="Button link" type="url" path={at("button", "url")} value={button.url} errors={errors} hint="https://… or a path of this site, such as /contact-us" />
        </>
      );
    }
    case "faq":
      return (
        <>
          {heading}
          <ListError path={at("items")} errors={errors} />
          {withSpareRows(rowsOf(draft.items), FAQ_MAX).map((item, row) => (
            <fieldset key={row} className="section-row">
              <legend>Question {row + 1}</legend>
              <Input label="Question" path={at("items", row, "question")} value={item.question} errors={errors} maxLength={200} />
              <TextBox label="Answer" path={at("items", row, "answer")} value={item.answer} errors={errors} />
            </fieldset>
          ))}
        </>
      );
    case "image_text":
      return (
        <>
          <ImageChoice label="Image" path={at("image_id")} value={draft.image_id} errors={errors} images={images} required />
          <Choice label="Image side" path={at("image_side")} value={draft.image_side} errors={errors} options={[{ value: "left", label: "Left" }, { value: "right", label: "Right" }]} />
          {heading}
          <TextBox label="Text" path={at("body")} value={draft.body} errors={errors} rows={5} hint="An empty line starts a new paragraph." />
        </>
      );
    case "video":
      return (
        <>
          <Input label="Video link" type="url" path={at("url")} value={draft.url} errors={errors} hint="A YouTube or Vimeo link. Nothing loads from there until a visitor presses play." />
          <Input label="Title" path={at("title")} value={draft.title} errors={errors} maxLength={120} />
          <ImageChoice label="Poster" path={at("poster_id")} value={draft.poster_id} errors={errors} images={images} />
        </>
      );
    case "contact_form":
      return <Input label="Heading" path={at("heading")} value={draft.heading} errors={errors} maxLength={120} hint="Leave empty for “Send us a message”." />;
    case "latest":
      return (
        <>
          {heading}
          <Choice label="Show" path={at("source")} value={draft.source} errors={errors} options={[{ value: "news", label: "News" }, { value: "customer-stories", label: "Customer stories" }]} />
          <Choice label="How many" path={at("count")} value={draft.count} errors={errors} options={[{ value: "3", label: "3" }, { value: "6", label: "6" }]} />
        </>
      );
    default:
      return <FieldMessage path={at("type")} errors={errors} />;
  }
}

function isKnownType(type: string): type is SectionType {
  return (SECTION_TYPES as readonly string[]).includes(type);
}

function labelOf(type: string): string {
  return isKnownType(type) ? SECTION_LABELS[type] : type;
}

/** Messages about a section as a whole (an unknown type, a field no type has). */
function SectionMessages({ index, errors }: { index: number; errors: Errors }) {
  const messages = [...(errors[`sections.${index}`] ?? []), ...(errors[`sections.${index}.type`] ?? [])];
  return messages.length ? <p className="field-error">{messages[0]}</p> : null;
}

function hasErrors(index: number, errors: Errors): boolean {
  return Object.entries(errors).some(([key, messages]) => (key === `sections.${index}` || key.startsWith(`sections.${index}.`)) && Boolean(messages?.length));
}

/**
 * Which sections the form opens on: each one with an error, and the one a section button was about
 * (just added, just moved); failing those, the first, so the page opens on content while the rest
 * read as an outline of summary lines.
 */
function sectionsOpenAtFirst(count: number, errors: Errors, openSection?: number | null): boolean[] {
  const open = Array.from({ length: count }, (_, index) => index === openSection || hasErrors(index, errors));
  if (count > 0 && !open.includes(true)) open[0] = true;
  return open;
}

/** The sections' open states after a move or removal in place: each state goes with its section. */
function openAfter(open: readonly boolean[], intent: SectionIntent & { index: number }): boolean[] {
  if (intent.action === "remove") return open.filter((_, at) => at !== intent.index);
  const to = intent.action === "up" ? intent.index - 1 : intent.index + 1;
  return movedOpen(open, intent.index, to);
}

function movedOpen(open: readonly boolean[], from: number, to: number): boolean[] {
  const list = [...open];
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return list;
  const [moved] = list.splice(from, 1);
  list.splice(to, 0, moved);
  return list;
}

/** `openSection`: the section the form's last answer was about (a section button's), which it opens. */
/** A part the site adds to the page after its sections by itself: shown locked, where it renders. */
export type FixedPart = { name: string; from: string; edit: string };

export function SectionsEditor({
  drafts,
  errors,
  images,
  openSection,
  after = [],
}: {
  drafts: SectionDraft[];
  errors: Errors;
  images: readonly SelectOption[];
  openSection?: number | null;
  after?: readonly FixedPart[];
}) {
  const hydrated = useHydrated();
  // With JavaScript a move or removal is applied here; a new answer from the server starts again from its drafts.
  const [moved, setMoved] = useState<SectionDraft[] | null>(null);
  // Which sections are open after a move in place (read from the page before it), so a section's fold moves with it.
  const [movedOpenStates, setMovedOpenStates] = useState<boolean[] | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [dragging, setDragging] = useState<number | null>(null);
  // Read by the drop; the state only draws the dragged section.
  const dragged = useRef<number | null>(null);
  const focusAfter = useRef<{ index: number; action: string } | null>(null);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    setMoved(null);
    setMovedOpenStates(null);
  }, [drafts]);
  const shown = moved ?? drafts;
  const openStates = movedOpenStates ?? sectionsOpenAtFirst(shown.length, errors, openSection);
  const openNow = () => [...(list.current?.querySelectorAll<HTMLDetailsElement>("details.section-fields") ?? [])].map((details) => details.open);

  useEffect(() => {
    const target = focusAfter.current;
    if (!target || !list.current) return;
    focusAfter.current = null;
    const section = list.current.querySelector<HTMLElement>(`[data-section-index="${target.index}"]`);
    const button = section?.querySelector<HTMLButtonElement>(`button[data-action="${target.action}"]:not(:disabled)`);
    (button ?? section?.querySelector<HTMLElement>("legend") ?? list.current).focus();
  }, [shown]);

  /** Reads what is typed now (the form's fields), so nothing typed is lost by the move. */
  const current = (element: HTMLElement): SectionDraft[] => {
    const form = element.closest("form");
    return form ? draftsFromForm(new FormData(form)) : shown;
  };
  const applyHere = (event: MouseEvent<HTMLButtonElement>, intent: SectionIntent & { index: number }) => {
    if (!hydrated) return;
    event.preventDefault();
    const before = current(event.currentTarget);
    const label = labelOf(before[intent.index]?.type ?? "");
    const next = applySectionIntent(before, intent);
    setMovedOpenStates(openAfter(openNow(), intent));
    setMoved(next);
    if (intent.action === "remove") {
      setAnnouncement(`${label} section removed. ${next.length} sections left.`);
      focusAfter.current = { index: Math.min(intent.index, next.length - 1), action: "remove" };
    } else {
      const to = intent.action === "up" ? Math.max(0, intent.index - 1) : Math.min(next.length - 1, intent.index + 1);
      setAnnouncement(`${label} section moved to position ${to + 1} of ${next.length}.`);
      focusAfter.current = { index: to, action: intent.action };
    }
  };
  const drop = (event: DragEvent<HTMLElement>, to: number) => {
    event.preventDefault();
    const from = dragged.current;
    dragged.current = null;
    setDragging(null);
    if (from === null || from === to) return;
    const before = current(event.currentTarget);
    const label = labelOf(before[from]?.type ?? "");
    setMovedOpenStates(movedOpen(openNow(), from, to));
    setMoved(moveSection(before, from, to));
    setAnnouncement(`${label} section moved to position ${to + 1} of ${before.length}.`);
  };

  const foldAll = (open: boolean) => list.current?.querySelectorAll("details.section-fields").forEach((details) => ((details as HTMLDetailsElement).open = open));

  // Saved, the form is drawn afresh from the stored page: the sections the editor had open open again.
  const location = useLocation();
  const openKey = `sections-open:${location.pathname}${location.search}`;
  const rememberOpen = () => {
    const open = [...(list.current?.querySelectorAll<HTMLDetailsElement>("details.section-fields") ?? [])].flatMap((details, index) => (details.open ? [index] : []));
    try {
      sessionStorage.setItem(openKey, JSON.stringify(open));
    } catch {
      // Storage refused (a private window): the sections start as the page says.
    }
  };
  useEffect(() => {
    let open: unknown = null;
    try {
      open = JSON.parse(sessionStorage.getItem(openKey) ?? "null");
    } catch {
      return;
    }
    if (!Array.isArray(open)) return;
    const all = list.current?.querySelectorAll<HTMLDetailsElement>("details.section-fields") ?? [];
    for (const index of open) if (typeof index === "number" && all[index]) all[index].open = true;
    // Read once, when the form is drawn: moves and toggles after that are the editor's own.
  }, [openKey]);

  return (
    <section className="sections-editor" aria-labelledby="sections-editor-title">
      {/* The form's default button: Enter in a field saves, rather than pressing the first section's Move up. */}
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      <input type="hidden" name="sections" value="" />
      <h2 id="sections-editor-title">Sections</h2>
      <p className="field-hint">
        In this order under the page’s text; a first Hero takes the title’s place. {hydrated ? "Drag by the handle or use the arrows to reorder." : null}{" "}
        <a href="#section-add">Add a section</a>
      </p>
      {hydrated && shown.length > 1 ? (
        <p className="sections-fold-all">
          <button type="button" className="icon-button icon-button-secondary" onClick={() => foldAll(true)}>
            Open all
          </button>
          <button type="button" className="icon-button icon-button-secondary" onClick={() => foldAll(false)}>
            Fold all
          </button>
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {/* What the page keeps around its sections, so an editor sees where they sit on it. */}
      <p className="sections-frame-part">
        {shown[0]?.type === "hero"
          ? "Above: the site’s header and menu. Section 1, a Hero, opens the page in its title’s place; the page’s text follows it, before Section 2"
          : "Above: the site’s header and menu, the page’s title and its text"}
      </p>
      <div ref={list} className="sections-list" tabIndex={-1}>
        {shown.length === 0 ? <p className="empty-state">No sections yet: add one below.</p> : null}
        {shown.map((draft, index) => (
          <fieldset
            // A changed draft (moved, removed, from the server) is drawn afresh: its fields start from the draft.
            key={`${index}:${JSON.stringify(draft)}`}
            className={dragging === index ? "section-editor is-dragging" : "section-editor"}
            data-section-index={index}
            onDragOver={hydrated ? (event) => event.preventDefault() : undefined}
            onDrop={hydrated ? (event) => drop(event, index) : undefined}
          >
            <legend tabIndex={-1}>
              {isKnownType(draft.type) ? <SectionTypePicture type={draft.type} /> : null}
              {`Section ${index + 1}: ${labelOf(draft.type)}`}
            </legend>
            <input type="hidden" name={nameOf([index, "type"])} value={draft.type} />
            <div className="section-editor-tools">
              {hydrated ? (
                <span
                  className="section-drag-handle"
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = "move";
                    event.dataTransfer.setData("text/plain", String(index));
                    dragged.current = index;
                    setDragging(index);
                  }}
                  onDragEnd={() => {
                    dragged.current = null;
                    setDragging(null);
                  }}
                  title="Drag to move"
                  aria-hidden="true"
                >
                  ⠿
                </span>
              ) : null}
              <SectionButton intent={{ action: "up", index }} disabled={index === 0} onClick={applyHere}>
                Move up
              </SectionButton>
              <SectionButton intent={{ action: "down", index }} disabled={index === shown.length - 1} onClick={applyHere}>
                Move down
              </SectionButton>
              <SectionButton intent={{ action: "remove", index }} onClick={applyHere}>
                Remove
              </SectionButton>
            </div>
            <SectionMessages index={index} errors={errors} />
            <details className="section-fields" open={openStates[index] ?? false} onToggle={rememberOpen}>
              <summary>{sectionSummary(draft)}</summary>
              <div className="section-fields-body">
                <SectionFields draft={draft} index={index} errors={errors} images={images} />
              </div>
            </details>
          </fieldset>
        ))}
      </div>
      {after.length > 0 ? (
        <ul className="sections-fixed" aria-label="Added by the site under the sections">
          {after.map((part) => (
            <li key={part.name} className="sections-fixed-part">
              <Icon name="lock" />
              <span>
                <strong>{part.name}</strong> <span className="sections-fixed-from">from {part.from}, added by the site</span>
              </span>
              <Link to={part.edit}>
                Edit<span className="visually-hidden"> {part.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="sections-frame-part">Below: the site’s footer, with the company’s contact details and links</p>
      <fieldset className="section-add" id="section-add">
        <legend>Add section</legend>
        <div className="section-add-choices">
          {SECTION_TYPES.map((type) => (
            <button key={type} type="submit" name="intent" value={sectionIntentValue({ action: "add", type })} className="section-add-choice" formNoValidate>
              <SectionTypePicture type={type} />
              <span>{SECTION_LABELS[type]}</span>
            </button>
          ))}
        </div>
      </fieldset>
    </section>
  );
}

const SECTION_BUTTON_ICONS: Record<string, string> = { up: "↑", down: "↓", remove: "✕" };

function SectionButton({ intent, disabled, onClick, children }: {
  intent: SectionIntent & { index: number };
  disabled?: boolean;
  onClick: (event: MouseEvent<HTMLButtonElement>, intent: SectionIntent & { index: number }) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={sectionIntentValue(intent)}
      className={intent.action === "remove" ? "icon-button icon-button-plain section-remove" : "icon-button icon-button-secondary"}
      data-action={intent.action}
      disabled={disabled}
      formNoValidate
      aria-label={`${children} section ${intent.index + 1}`}
      title={`${children}`}
      onClick={(event) => onClick(event, intent)}
    >
      {/* The arrow alone, so a section's tools fit on its frame; the label names the button for everyone. */}
      <span className="section-button-icon" aria-hidden="true">
        {SECTION_BUTTON_ICONS[intent.action]}
      </span>
      <span className="section-button-text">{children}</span>
    </button>
  );
}
