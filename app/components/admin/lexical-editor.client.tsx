import { $generateHtmlFromNodes, $generateNodesFromDOM } from "@lexical/html";
import { $createLinkNode, $isLinkNode, $toggleLink, LinkNode, TOGGLE_LINK_COMMAND, type LinkAttributes } from "@lexical/link";
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
  REMOVE_LIST_COMMAND,
} from "@lexical/list";
import { BOLD_STAR, HEADING, ITALIC_STAR, LINK, ORDERED_LIST, QUOTE, UNORDERED_LIST, type TextMatchTransformer, type Transformer } from "@lexical/markdown";
import { LexicalComposer, type InitialConfigType } from "@lexical/react/LexicalComposer";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { MenuOption } from "@lexical/react/LexicalMenuOption";
import { LinkPlugin } from "@lexical/react/LexicalLinkPlugin";
import { ListPlugin } from "@lexical/react/LexicalListPlugin";
import { MarkdownShortcutPlugin } from "@lexical/react/LexicalMarkdownShortcutPlugin";
import { OnChangePlugin } from "@lexical/react/LexicalOnChangePlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { LexicalTypeaheadMenuPlugin, useBasicTypeaheadTriggerMatch } from "@lexical/react/LexicalTypeaheadMenuPlugin";
import { $createHeadingNode, $createQuoteNode, $isHeadingNode, $isQuoteNode, HeadingNode, QuoteNode } from "@lexical/rich-text";
import { $setBlocksType } from "@lexical/selection";
import { $getNearestNodeOfType, mergeRegister } from "@lexical/utils";
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isDecoratorNode,
  $isElementNode,
  $isRangeSelection,
  $isTextNode,
  $setSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  SELECTION_CHANGE_COMMAND,
  UNDO_COMMAND,
  type BaseSelection,
  type LexicalEditor,
  type LexicalNode,
} from "lexical";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { isSafeLink } from "~/schemas/links";
import { bodyLengthNote } from "~/utils/reading-time";
import { IconButton } from "./icon-button";
import { $createImageNode, $isImageNode, ImageNode } from "./image-node";
import { LinkDialog, type LinkChoice } from "./link-dialog";
import { MediaPickerDialog, type ImageChoice } from "./media-picker-dialog";

/** Loaded only in the browser on pages with a rich-text field; the server sanitises whatever arrives. */

export type LexicalEditorProps = {
  id: string;
  name: string;
  initialHtml: string;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  maxLength: number;
};

const THEME = {
  paragraph: "rt-paragraph",
  quote: "rt-quote",
  heading: { h2: "rt-h2", h3: "rt-h3", h4: "rt-h4" },
  list: { ul: "rt-ul", ol: "rt-ol", listitem: "rt-li", nested: { listitem: "rt-nested" } },
  link: "rt-link",
  text: { bold: "rt-bold", italic: "rt-italic", underline: "rt-underline" },
};

/**
 * Markdown typed at the start of a line or around words becomes the formatting the site keeps:
 * "## " and "### " headings (the page's title is its only h1), "> " a quote, "- ", "* " and "1. "
 * lists, **bold**, *italic* and [links](https://…) to addresses the link field would accept. No code blocks.
 */
const SAFE_LINK_SHORTCUT: TextMatchTransformer = {
  ...LINK,
  // The address as typed (pointy or raw); one the link dialog would refuse stays plain text.
  replace: (node, match) => (isSafeLink(match[2] ?? match[3] ?? "") ? LINK.replace?.(node, match) : undefined),
};

const MARKDOWN_SHORTCUTS: Transformer[] = [
  { ...HEADING, regExp: /^(#{2,3})\s/ },
  QUOTE,
  UNORDERED_LIST,
  ORDERED_LIST,
  BOLD_STAR,
  ITALIC_STAR,
  SAFE_LINK_SHORTCUT,
];

type BlockType = "paragraph" | "h2" | "h3" | "h4" | "quote" | "bullet" | "number";

/** Turns the blocks under the caret into `block` ("list-off" turns a list back into paragraphs), and gives the editor the focus back. */
function applyBlock(editor: LexicalEditor, block: BlockType | "list-off") {
  // Pressed before the text was ever clicked, there is no selection: start at the end of the text,
  // and give the focus back afterwards so what is typed next lands in the new block.
  editor.update(
    () => {
      if ($isRangeSelection($getSelection())) return;
      const last = $getRoot().getLastChild();
      if ($isElementNode(last)) {
        last.selectEnd();
        return;
      }
      const paragraph = $createParagraphNode();
      $getRoot().append(paragraph);
      paragraph.select();
    },
    { discrete: true },
  );
  if (block === "list-off") editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
  else if (block === "bullet") editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined);
  else if (block === "number") editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined);
  else {
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      $setBlocksType(selection, () =>
        block === "paragraph" ? $createParagraphNode() : block === "quote" ? $createQuoteNode() : $createHeadingNode(block),
      );
    });
  }
  editor.focus();
}

class SlashOption extends MenuOption {
  constructor(
    readonly label: string,
    readonly hint: string,
    readonly words: string,
    readonly choose: () => void,
  ) {
    super(label);
  }
}

/**
 * "/" at the start of a word opens a menu of blocks, as in Notion, Ghost and WordPress: the words
 * typed after it narrow the list, the arrows and Enter pick, Escape closes. The toolbar does the same.
 */
function SlashMenu({ onInsertImage }: { onInsertImage: () => void }) {
  const [editor] = useLexicalComposerContext();
  const [query, setQuery] = useState<string | null>(null);
  const triggerFn = useBasicTypeaheadTriggerMatch("/", { minLength: 0 });
  const all = useMemo(
    () => [
      new SlashOption("Heading", "A section title (H2)", "h2 heading title section", () => applyBlock(editor, "h2")),
      new SlashOption("Subheading", "A title inside a section (H3)", "h3 subheading", () => applyBlock(editor, "h3")),
      new SlashOption("Small heading", "A minor title (H4)", "h4 small heading", () => applyBlock(editor, "h4")),
      new SlashOption("Bulleted list", "Points in any order", "ul bullet list points", () => applyBlock(editor, "bullet")),
      new SlashOption("Numbered list", "Steps in order", "ol numbered list steps", () => applyBlock(editor, "number")),
      new SlashOption("Quote", "Words someone said", "quote blockquote citation", () => applyBlock(editor, "quote")),
      new SlashOption("Picture", "From the media library", "image picture photo media", onInsertImage),
      new SlashOption("Text", "A plain paragraph", "paragraph text plain", () => applyBlock(editor, "paragraph")),
    ],
    [editor, onInsertImage],
  );
  const wanted = (query ?? "").toLowerCase();
  const options = all.filter((option) => `${option.label} ${option.words}`.toLowerCase().split(" ").some((word) => word.startsWith(wanted)));

  return (
    <LexicalTypeaheadMenuPlugin<SlashOption>
      options={options}
      triggerFn={triggerFn}
      onQueryChange={setQuery}
      onSelectOption={(option, typed, closeMenu) => {
        editor.update(() => {
          typed?.remove();
          // Typed fast on a busy machine, the menu may have read fewer letters than were typed, and the
          // words it took away miss the rest: whatever is left of "/words" before the caret goes too.
          const selection = $getSelection();
          if (!$isRangeSelection(selection) || !selection.isCollapsed()) return;
          const node = selection.anchor.getNode();
          if (!$isTextNode(node)) return;
          const left = /\/[^\s/]*$/.exec(node.getTextContent().slice(0, selection.anchor.offset));
          if (left) node.spliceText(left.index, left[0].length, "", true);
        });
        closeMenu();
        option.choose();
      }}
      anchorClassName="slash-menu"
      // Lexical moves the highlight back to the first option when its own copy of the words changes, and
      // it learns them in a transition, a moment after this list has narrowed: an arrow pressed in between
      // was undone. The highlight is reset here instead, in the same render as the list it belongs to.
      preselectFirstItem={false}
      // The anchor is the listbox, the caret's size (Lexical names it and points the text's
      // aria-activedescendant at "typeahead-item-N"): a plain box in it gives the options their room.
      menuRenderFn={(anchor, { selectedIndex, selectOptionAndCleanUp, setHighlightedIndex }) =>
        anchor.current && options.length > 0
          ? createPortal(
              <div className="slash-menu-box">
              <FirstOptionFor words={wanted} highlight={setHighlightedIndex} />
              {options.map((option, index) => (
                <div
                  key={option.key}
                  id={`typeahead-item-${index}`}
                  ref={(element) => option.setRefElement(element)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={selectedIndex === index}
                  className={selectedIndex === index ? "slash-menu-option is-selected" : "slash-menu-option"}
                  onMouseEnter={() => setHighlightedIndex(index)}
                  onClick={() => selectOptionAndCleanUp(option)}
                >
                  <span className="slash-menu-label">{option.label}</span>
                  <span className="slash-menu-hint">{option.hint}</span>
                </div>
              ))}
              </div>,
              anchor.current,
            )
          : null
      }
    />
  );
}

/** Highlights the first option as the menu opens and each time the typed words change, before the browser paints. */
function FirstOptionFor({ words, highlight }: { words: string; highlight: (index: number) => void }) {
  const [editor] = useLexicalComposerContext();
  useLayoutEffect(() => {
    highlight(0);
    editor.getRootElement()?.setAttribute("aria-activedescendant", "typeahead-item-0");
  }, [editor, words, highlight]);
  return null;
}

function $importHtml(editor: LexicalEditor, html: string) {
  const root = $getRoot();
  root.clear();
  if (!html.trim()) return;
  const dom = new DOMParser().parseFromString(html, "text/html");
  let paragraph: ReturnType<typeof $createParagraphNode> | null = null;
  for (const node of $generateNodesFromDOM(editor, dom)) {
    const isBlock = ($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline();
    if (isBlock) {
      root.append(node);
      paragraph = null;
    } else {
      if (!paragraph) {
        paragraph = $createParagraphNode();
        root.append(paragraph);
      }
      paragraph.append(node);
    }
  }
}

function $exportHtml(editor: LexicalEditor): string {
  const root = $getRoot();
  const hasImage = (nodes: LexicalNode[]): boolean =>
    nodes.some((node) => $isImageNode(node) || ($isElementNode(node) && hasImage(node.getChildren())));
  if (root.getTextContent().trim() === "" && !hasImage(root.getChildren())) return "";
  return $generateHtmlFromNodes(editor, null);
}

function ToolbarSeparator() {
  return <span className="rich-text-toolbar-separator" role="separator" aria-orientation="vertical" />;
}

/**
 * The toolbar's arrow keys, Home and End, as a toolbar's: the focus moves along its buttons (Tab still
 * goes through them too), and focusing one scrolls it into view where the row scrolls sideways.
 */
function moveAlongToolbar(event: KeyboardEvent<HTMLDivElement>) {
  const steps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
  if (!(event.key in steps) && event.key !== "Home" && event.key !== "End") return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not(:disabled)")];
  const at = buttons.indexOf(event.target as HTMLButtonElement);
  if (at < 0) return;
  event.preventDefault();
  const to = event.key === "Home" ? 0 : event.key === "End" ? buttons.length - 1 : (at + steps[event.key] + buttons.length) % buttons.length;
  buttons[to].focus();
  buttons[to].scrollIntoView({ block: "nearest", inline: "nearest" });
}

function Toolbar({ onInsertImage }: { onInsertImage: () => void }) {
  const [editor] = useLexicalComposerContext();
  const [format, setFormat] = useState({ bold: false, italic: false, underline: false, link: false, block: "paragraph" as BlockType });
  const [history, setHistory] = useState({ canUndo: false, canRedo: false });

  const readSelection = useCallback(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    const anchor = selection.anchor.getNode();
    const top = anchor.getKey() === "root" ? anchor : anchor.getTopLevelElementOrThrow();
    let block: BlockType = "paragraph";
    if ($isHeadingNode(top)) block = top.getTag() as BlockType;
    else if ($isQuoteNode(top)) block = "quote";
    else if ($isListNode(top)) {
      const list = $getNearestNodeOfType(anchor, ListNode);
      block = (list ?? top).getListType() === "number" ? "number" : "bullet";
    }
    const parent = anchor.getParent();
    setFormat({
      bold: selection.hasFormat("bold"),
      italic: selection.hasFormat("italic"),
      underline: selection.hasFormat("underline"),
      link: $isLinkNode(parent) || $isLinkNode(anchor),
      block,
    });
  }, []);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => editorState.read(readSelection)),
        editor.registerCommand(
          SELECTION_CHANGE_COMMAND,
          () => {
            readSelection();
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (canUndo) => {
            setHistory((previous) => ({ ...previous, canUndo }));
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (canRedo) => {
            setHistory((previous) => ({ ...previous, canRedo }));
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor, readSelection],
  );

  const setBlock = (block: BlockType) => applyBlock(editor, format.block === block ? (block === "bullet" || block === "number" ? "list-off" : "paragraph") : block);

  // The dialog takes the focus, and with it the editor's selection: keep a copy to put back.
  const [linkDialog, setLinkDialog] = useState<{ text: string; selection: BaseSelection | null } | null>(null);

  const toggleLink = () => {
    if (format.link) {
      editor.dispatchCommand(TOGGLE_LINK_COMMAND, null);
      return;
    }
    editor.getEditorState().read(() => {
      const selection = $getSelection();
      setLinkDialog({ text: selection?.getTextContent() ?? "", selection: selection?.clone() ?? null });
    });
  };

  const insertLink = ({ text, url, newTab }: LinkChoice) => {
    const saved = linkDialog?.selection ?? null;
    setLinkDialog(null);
    const attributes: LinkAttributes = newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
    editor.update(() => {
      if (saved) $setSelection(saved.clone());
      if (!$isRangeSelection($getSelection())) $getRoot().selectEnd();
      const selection = $getSelection();
      // Selected words that keep their text become the link with their formatting; otherwise the dialog's text is inserted.
      if ($isRangeSelection(selection) && !selection.isCollapsed() && selection.getTextContent() === text) {
        $toggleLink(url, attributes);
        return;
      }
      const link = $createLinkNode(url, attributes);
      link.append($createTextNode(text));
      $insertNodes([link]);
    });
    editor.focus();
  };

  const pressed = (on: boolean) => ({ "aria-pressed": on, className: on ? "is-active" : undefined });

  return (
    <>
    <div className="rich-text-toolbar" role="toolbar" aria-label="Formatting" aria-orientation="horizontal" onKeyDown={moveAlongToolbar}>
      <IconButton label="P" aria-label="Paragraph" {...pressed(format.block === "paragraph")} onClick={() => setBlock("paragraph")} />
      <IconButton label="H2" aria-label="Heading H2" {...pressed(format.block === "h2")} onClick={() => setBlock("h2")} />
      <IconButton label="H3" aria-label="Heading H3" {...pressed(format.block === "h3")} onClick={() => setBlock("h3")} />
      <IconButton label="H4" aria-label="Heading H4" {...pressed(format.block === "h4")} onClick={() => setBlock("h4")} />
      <ToolbarSeparator />
      <IconButton label={<strong>B</strong>} aria-label="Bold" {...pressed(format.bold)} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "bold")} />
      <IconButton label={<em>I</em>} aria-label="Italic" {...pressed(format.italic)} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "italic")} />
      <IconButton label={<u>U</u>} aria-label="Underline" {...pressed(format.underline)} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "underline")} />
      <IconButton icon="link" label={format.link ? "Remove link" : "Link"} iconOnly {...pressed(format.link)} onClick={toggleLink} />
      <ToolbarSeparator />
      <IconButton icon="listBullet" label="Bulleted list" iconOnly {...pressed(format.block === "bullet")} onClick={() => setBlock("bullet")} />
      <IconButton icon="listNumber" label="Numbered list" iconOnly {...pressed(format.block === "number")} onClick={() => setBlock("number")} />
      <IconButton icon="quote" label="Quote" iconOnly {...pressed(format.block === "quote")} onClick={() => setBlock("quote")} />
      <ToolbarSeparator />
      <IconButton icon="image" label="Image from the library" iconOnly onClick={onInsertImage} />
      {/* Undo and redo sit apart at the row's end: used less, and also on Ctrl+Z and Ctrl+Shift+Z. */}
      <span className="rich-text-toolbar-end">
        <IconButton icon="undo" label="Undo" iconOnly disabled={!history.canUndo} onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)} />
        <IconButton icon="redo" label="Redo" iconOnly disabled={!history.canRedo} onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)} />
      </span>
    </div>
    <LinkDialog open={linkDialog !== null} initialText={linkDialog?.text ?? ""} onInsert={insertLink} onClose={() => setLinkDialog(null)} />
    </>
  );
}

function Editor({ id, name, labelId, describedBy, invalid, maxLength, initialHtml }: LexicalEditorProps) {
  const [editor] = useLexicalComposerContext();
  const [html, setHtml] = useState(initialHtml);
  const [picking, setPicking] = useState(false);
  // Lexical writes the page itself, so no input event reaches the form: the hidden field says the body
  // changed, as a typed field would, and the form knows it has something to lose.
  const posted = useRef<HTMLInputElement>(null);
  const typed = useRef(false);
  useEffect(() => {
    if (typed.current) posted.current?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [html]);
  // On a slow line the plain field is on screen until the editor loads, and an editor may already be
  // typing in it. It still holds the focus while the editor renders (the two share the id): the editor
  // then takes the focus with the caret after that text, before the next key arrives, so nothing typed is lost.
  const [typingInPlainField] = useState(() => document.activeElement?.id === id);
  useLayoutEffect(() => {
    if (typingInPlainField) editor.focus(undefined, { defaultSelection: "rootEnd" });
  }, [editor, typingInPlainField]);

  const insertImage = ({ image, alt, caption }: ImageChoice) => {
    setPicking(false);
    editor.update(() => {
      const node = $createImageNode({ src: image.url, alt, width: image.width, height: image.height, caption });
      if (!$isRangeSelection($getSelection())) $getRoot().selectEnd();
      $insertNodes([node]);
    });
  };

  const openPicker = useCallback(() => setPicking(true), []);
  const countId = `${id}-count`;
  return (
    <div className={invalid ? "rich-text-editor is-invalid" : "rich-text-editor"}>
      <Toolbar onInsertImage={openPicker} />
      <div className="rich-text-surface">
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              id={id}
              className="rich-text-content"
              aria-labelledby={labelId}
              aria-describedby={[describedBy, countId].filter(Boolean).join(" ")}
              aria-invalid={invalid || undefined}
            />
          }
          placeholder={<p className="rich-text-placeholder">Write here, or type / for a heading, a list, a quote or a picture.</p>}
          ErrorBoundary={LexicalErrorBoundary}
        />
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={isSafeLink} />
      <MarkdownShortcutPlugin transformers={MARKDOWN_SHORTCUTS} />
      <SlashMenu onInsertImage={openPicker} />
      <OnChangePlugin
        ignoreSelectionChange
        onChange={(state, current) =>
          state.read(() => {
            typed.current = true;
            setHtml($exportHtml(current));
          })
        }
      />
      <input ref={posted} type="hidden" name={name} value={html} />
      <p id={countId} className={html.length > maxLength ? "field-count field-count-over" : "field-count"}>
        {bodyLengthNote(html, maxLength)}
      </p>
      <MediaPickerDialog open={picking} onPick={insertImage} onClose={() => setPicking(false)} />
    </div>
  );
}

export default function LexicalRichTextEditor(props: LexicalEditorProps) {
  const initialConfig: InitialConfigType = {
    namespace: `rich-text-${props.name}`,
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, ImageNode],
    theme: THEME,
    onError: (error) => {
      throw error;
    },
    editorState: (editor) => $importHtml(editor, props.initialHtml),
  };
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <Editor {...props} />
    </LexicalComposer>
  );
}
