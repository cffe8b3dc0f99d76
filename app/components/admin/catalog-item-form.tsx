import { SORT_ORDER_HINT } from "./list-order";
import type { CatalogScreens } from "./catalog-screens";
import { EditorialForm, formValues, typedBeforeRefusal, type EditorialFormProps } from "./editorial-form";
import { TextField } from "~/components/field";
import { MediaSelect } from "./media-select";
import { ExpiryField, PublicationFields, SEO_FIELDS, SeoPanel, SlugField, StandfirstField, TitleField } from "./publishing-fields";
import { RichTextEditor } from "./rich-text-editor";
import { SettingsPanel } from "./settings-panel";
import { Select } from "./select";
import type { SelectOption } from "./select-option";

/** Every field of docs/product.md#content-model; a failure not about a field (a conflict) shows above. */

export type CatalogItemFormItem = {
  id: number;
  category_id: number;
  title: string;
  slug: string;
  summary: string;
  body: string;
  image_id: number | null;
  sort_order: number;
  status: string;
  published_at: string | null;
  unpublish_at: string | null;
  seo_title: string;
  seo_description: string;
  version: number;
};

export function CatalogItemForm({
  screens,
  item,
  categories,
  images,
  result,
  confirmingDelete,
}: EditorialFormProps<CatalogItemFormItem> & {
  screens: CatalogScreens;
  categories: SelectOption[];
  images: SelectOption[];
}) {
  const value = formValues(result, item);
  const errors = result?.fieldErrors ?? {};
  return (
    <EditorialForm screens={screens} item={item} result={result} confirmingDelete={confirmingDelete}
      encType="multipart/form-data"
      publishing={{ stored: { status: item?.status ?? "draft", publishedAt: item?.published_at ?? null, unpublishAt: item?.unpublish_at ?? null }, publishedAt: value("published_at") }}
      sidebar={
        <>
          <SettingsPanel title="Image" open errors={errors} names={["image_"]}>
            <MediaSelect label="Image" name="image_id" options={images} defaultValue={value("image_id")} error={errors.image_id} uploadName="image_file" posted={result?.values} />
          </SettingsPanel>
          <SettingsPanel title="Publishing" open>
            <PublicationFields publishedAt={value("published_at")} errors={errors} />
            <ExpiryField unpublishAt={value("unpublish_at")} errors={errors} />
            <Select
              label="Category"
              name="category_id"
              options={categories}
              defaultValue={value("category_id")}
              emptyLabel="Choose a category"
              required
              error={errors.category_id}
            />
            <SlugField slug={value("slug")} title={value("title")} publicPath={screens.publicPath} slugsOf={{ resource: screens.resource, id: item?.id }} guarded={screens.guarded} errors={errors} />
            {/* An emptied field after a refused post shows the default again. */}
            <TextField label="Sort order" name="sort_order" hint={SORT_ORDER_HINT} type="number" step={1} defaultValue={value("sort_order") || "0"} error={errors.sort_order} />
          </SettingsPanel>
          <SeoPanel
            open={typedBeforeRefusal(result, item, SEO_FIELDS)}
            title={value("seo_title")}
            description={value("seo_description")}
            itemTitle={value("title")}
            slug={value("slug")}
            summary={value("summary")}
            summaryName="summary"
            publicPath={screens.publicPath} slugsOf={{ resource: screens.resource, id: item?.id }}
            errors={errors}
          />
        </>
      }
    >
      <TitleField title={value("title")} errors={errors} isNew={!item} />
      <StandfirstField label="Summary" name="summary" value={value("summary")} error={errors.summary} />
      <RichTextEditor label="Body" name="body" defaultValue={value("body")} error={errors.body} />
    </EditorialForm>
  );
}
