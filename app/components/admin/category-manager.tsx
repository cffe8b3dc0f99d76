import type { SerializeFrom } from "@remix-run/node";
import type { categoryPageLoader } from "~/routes/__admin-categories.server";
import type { FormResult } from "./form-result";
import type { CatalogScreens } from "./catalog-screens";
import { Checkbox, TextArea, TextField } from "./field";
import { rowChecked, rowValue, type RowKey } from "./inline-rows";
import { InlineRowsPage } from "./inline-rows-page";
import { MediaSelect } from "./media-select";
import type { SelectOption } from "./select-option";

type Data = SerializeFrom<typeof categoryPageLoader>;
type Category = Data["items"][number];

function CategoryFields({ row, stored, result, images }: { row: RowKey; stored?: Category; result: FormResult; images: SelectOption[] }) {
  const prefix = `category-${row}`;
  const errors = result?.fieldErrors ?? {};
  const value = (name: keyof Category) => rowValue(result, stored?.[name], name);
  return (
    <div className="inline-row-fields">
      <TextField label="Name" name="name" idPrefix={prefix} defaultValue={value("name")} maxLength={120} required error={errors.name} />
      <TextField
        label="Slug"
        name="slug"
        idPrefix={prefix}
        defaultValue={value("slug")}
        maxLength={120}
        hint="Empty: made from the name."
        error={errors.slug}
      />
      <TextField label="Sort order" name="sort_order" type="number" step={1} idPrefix={prefix} defaultValue={value("sort_order") || "0"} error={errors.sort_order} />
      <TextArea label="Description" name="description" idPrefix={prefix} defaultValue={value("description")} maxLength={1000} rows={2} error={errors.description} />
      <MediaSelect label="Image" name="image_id" idPrefix={prefix} options={images} defaultValue={value("image_id")} error={errors.image_id} />
      <Checkbox label="Published" name="is_published" idPrefix={prefix} defaultChecked={rowChecked(result, stored?.is_published ?? true, "is_published")} error={errors.is_published} />
    </div>
  );
}

export function CategoryManager({ screens, data }: { screens: CatalogScreens; data: Data }) {
  const { category } = screens;
  return (
    <InlineRowsPage
      noun={category.noun}
      plural={category.plural}
      path={category.path}
      headingId="new-category"
      data={data}
      fields={(row, stored, result) => <CategoryFields row={row} stored={stored} result={result} images={data.images} />}
      rowMeta={(item) => (item.item_count === 1 ? `1 ${category.itemNoun.one}` : `${item.item_count} ${category.itemNoun.many}`)}
    />
  );
}
