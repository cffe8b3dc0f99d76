import { useMemo } from "react";
import { SORT_ORDER_HINT } from "./list-order";
import { checkedValue, EditorialForm, formValues, previewPathOf, typedBeforeRefusal, type EditorialFormProps } from "./editorial-form";
import { LivePreview } from "./live-preview";
import { PAGE_SCREENS } from "./editorial-screens";
import { Checkbox, TextField } from "~/components/field";
import { ExpiryField, PublicationFields, SEO_FIELDS, SeoPanel, SlugField, TitleField } from "./publishing-fields";
import { RichTextEditor } from "./rich-text-editor";
import { SettingsPanel } from "./settings-panel";
import { MENU_LABEL_MAX } from "~/schemas/page";
import { draftsFromValues, type SectionDraft } from "~/schemas/section-drafts";
import type { Section } from "~/schemas/sections";
import { SectionsEditor } from "./sections-editor";
import { COMPANY_PAGE_PARTS, COMPANY_PAGE_SLUG } from "~/utils/company-page";
import type { SelectOption } from "./select-option";

/** The create and edit form of a custom page: every field of docs/product.md#content-model. */

export type PageFormItem = {
  id: number;
  title: string;
  slug: string;
  body: string;
  status: string;
  published_at: string | null;
  unpublish_at: string | null;
  show_in_menu: boolean;
  menu_label: string;
  sort_order: number;
  seo_title: string;
  seo_description: string;
  sections: Section[];
  version: number;
};

export function PagesForm({ item, images, result, confirmingDelete }: EditorialFormProps<PageFormItem> & { images: readonly SelectOption[] }) {
  const value = formValues(result, item);
  // What the server sent back, else what a paused or refused post held, else what is stored.
  const drafts = useMemo<SectionDraft[]>(
    () => result?.sections ?? (result?.values ? draftsFromValues(result.values) : (item?.sections ?? [])),
    [result, item],
  );
  const errors = result?.fieldErrors ?? {};
  const inMenu = checkedValue(result, item?.show_in_menu, "show_in_menu", false);
  return (
    <EditorialForm screens={PAGE_SCREENS} item={item} result={result} confirmingDelete={confirmingDelete}
      preview={<LivePreview path={previewPathOf(PAGE_SCREENS.resource, item?.id)} savedPath={item?.slug && PAGE_SCREENS.publicPath ? `${PAGE_SCREENS.publicPath(item.slug)}?preview=1` : undefined} />}
      publishing={{ stored: { status: item?.status ?? "draft", publishedAt: item?.published_at ?? null, unpublishAt: item?.unpublish_at ?? null }, publishedAt: value("published_at") }}
      sidebar={
        <>
          <SettingsPanel title="Publishing" open>
            <PublicationFields publishedAt={value("published_at")} errors={errors} />
            <ExpiryField unpublishAt={value("unpublish_at")} errors={errors} />
            <SlugField
              slug={value("slug")}
              title={value("title")}
              publicPath={PAGE_SCREENS.publicPath} slugsOf={{ resource: PAGE_SCREENS.resource, id: item?.id }}
              slugHint="Empty: from the title; some reserved."
              errors={errors}
            />
          </SettingsPanel>
          <SettingsPanel title="Menu" note={inMenu ? "In the menu" : "Not in the menu"} open={typedBeforeRefusal(result, item, ["menu_label"])} errors={errors} names={["sort_order", "show_in_menu", "menu_label"]}>
            <Checkbox label="Show in the site's menu" name="show_in_menu" defaultChecked={inMenu} error={errors.show_in_menu} />
            <TextField
              label="Menu label"
              name="menu_label"
              defaultValue={value("menu_label")}
              hint={`Up to ${MENU_LABEL_MAX} characters; empty: the title.`}
              error={errors.menu_label}
            />
            <TextField label="Sort order" name="sort_order" hint={SORT_ORDER_HINT} type="number" step={1} defaultValue={value("sort_order", "0")} error={errors.sort_order} />
          </SettingsPanel>
          <SeoPanel
            open={typedBeforeRefusal(result, item, SEO_FIELDS)}
            title={value("seo_title")}
            description={value("seo_description")}
            itemTitle={value("title")}
            slug={value("slug")}
            publicPath={PAGE_SCREENS.publicPath} slugsOf={{ resource: PAGE_SCREENS.resource, id: item?.id }}
            errors={errors}
          />
        </>
      }
    >
      <TitleField title={value("title")} errors={errors} isNew={!item} />
      {drafts.length > 0 && value("body").trim() === "" && !errors.body ? (
        // A page built from sections mostly has no text of its own: the empty editor waits folded above them.
        <details className="page-body-folded">
          <summary>Text above the sections (empty)</summary>
          <RichTextEditor label="Body" name="body" defaultValue={value("body")} error={errors.body} />
        </details>
      ) : (
        <RichTextEditor label="Body" name="body" defaultValue={value("body")} error={errors.body} />
      )}
      <SectionsEditor
        drafts={drafts}
        errors={errors}
        images={images}
        openSection={result?.openSection}
        after={item?.slug === COMPANY_PAGE_SLUG ? COMPANY_PAGE_PARTS : []}
      />
    </EditorialForm>
  );
}
