import type { SerializeFrom } from "@remix-run/node";
import { Form, useActionData, useLocation, Link } from "@remix-run/react";
import type { categoryPageLoader } from "~/routes/__admin-categories.server";
import { SORT_ORDER_HINT } from "./list-order";
import type { FormResult } from "./form-result";
import type { CatalogScreens } from "./catalog-screens";
import { ExpiryField } from "./publishing-fields";
import { Checkbox, TextArea, TextField } from "~/components/field";
import { rowChecked, rowValue, type RowKey } from "./inline-rows";
import { editHref, InlineRowsPage } from "./inline-rows-page";
import { Thumbnail } from "./thumbnail";
import { MediaSelect } from "./media-select";
import type { SelectOption } from "./select-option";
import { IconLink } from "./icon-button";
import { ShownBadge } from "./status-badge";
import { SourceBeside } from "./translation-parts";

type Data = SerializeFrom<typeof categoryPageLoader>;
type CategoryFieldValues = NonNullable<Data["editing"]>;

function CategoryFields({ row, stored, result, images }: { row: RowKey; stored?: CategoryFieldValues; result: FormResult; images: SelectOption[] }) {
  const prefix = `category-${row}`;
  const errors = result?.fieldErrors ?? {};
  const value = (name: keyof CategoryFieldValues) => rowValue(result, stored?.[name], name);
  return (
    <div className="edit-panel-fields">
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
      <TextField label="Sort order" name="sort_order" hint={SORT_ORDER_HINT} type="number" step={1} idPrefix={prefix} defaultValue={value("sort_order") || "0"} error={errors.sort_order} />
      <TextArea label="Description" name="description" idPrefix={prefix} defaultValue={value("description")} maxLength={1000} rows={2} error={errors.description} />
      <MediaSelect label="Image" name="image_id" idPrefix={prefix} options={images} defaultValue={value("image_id")} error={errors.image_id} uploadName="image_file" posted={result?.values} />
      <Checkbox label="Published" name="is_published" idPrefix={prefix} defaultChecked={rowChecked(result, stored?.is_published ?? true, "is_published")} error={errors.is_published} />
      <ExpiryField unpublishAt={value("unpublish_at")} idPrefix={prefix} errors={errors} />
    </div>
  );
}

type CategoryName = NonNullable<Data["extra"]>[number];

/**
 * The open category's name in each of the site's other languages, beside its own: a form per
 * language, posted without JavaScript. A category's name has no status: it shows while the
 * category does, and the menu of that language uses it.
 */
function CategoryNames({ stored, names }: { stored: CategoryFieldValues; names: CategoryName[] }) {
  const result = useActionData<FormResult>();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.set("intent", "translate");
  return (
    <>
      {names.map((name) => {
        // A refused save of this language's form comes back with what was typed.
        const mine = result?.values?.locale === name.locale ? result : undefined;
        const errors = mine?.fieldErrors ?? {};
        const value = (field: "name" | "slug" | "description") => rowValue(mine, name[field], field);
        const version = rowValue(mine, name.version, "version");
        const prefix = `category-${name.locale}`;
        return (
          <section key={name.locale} className="admin-panel edit-panel translation-form" aria-labelledby={`${prefix}-title`}>
            <div className="edit-panel-header">
              <h2 id={`${prefix}-title`}>{`${name.language} translation`}</h2>
              <IconLink to={name.history.path} icon="undo" label={`History (${name.history.count})`} variant="plain" />
              {name.outdated ? <p className="translation-state">The English category was saved after this name: check it still fits.</p> : null}
            </div>
            <Form method="post" action={`?${params}`} noValidate key={`${name.locale}-${name.version ?? "new"}`}>
              <input type="hidden" name="category_id" value={stored.id} />
              <input type="hidden" name="locale" value={name.locale} />
              {version ? <input type="hidden" name="version" value={version} /> : null}
              <SourceBeside label="English name" text={stored.name}>
                <TextField label={`Name (${name.language})`} name="name" idPrefix={prefix} defaultValue={value("name")} maxLength={120} required error={errors.name} lang={name.locale} />
              </SourceBeside>
              <SourceBeside label="English slug" text={stored.slug}>
                <TextField label={`Slug (${name.language})`} name="slug" idPrefix={prefix} defaultValue={value("slug")} maxLength={120} hint="Empty: made from the name." error={errors.slug} />
              </SourceBeside>
              <SourceBeside label="English description" text={stored.description}>
                <TextArea label={`Description (${name.language})`} name="description" idPrefix={prefix} defaultValue={value("description")} maxLength={1000} rows={4} error={errors.description} lang={name.locale} />
              </SourceBeside>
              <button type="submit" className="button">{`Save the ${name.language} translation`}</button>
            </Form>
          </section>
        );
      })}
    </>
  );
}

export function CategoryManager({ screens, data }: { screens: CatalogScreens; data: Data }) {
  const { category } = screens;
  const { search } = useLocation();
  return (
    <InlineRowsPage
      noun={category.noun}
      plural={category.plural}
      path={category.path}
      resource={screens.kind === "solution" ? "solution-categories" : "product-categories"}
      data={data}
      columns={[
        { header: "Image", visuallyHidden: true, cell: (item) => <Thumbnail images={data.images} id={item.image_id} /> },
        { header: "Name", card: "heading", sort: "name", cell: (item) => (
          <Link to={editHref(search, item.id)} className="title-link">
            {item.name}
          </Link>
        ) },
        { header: "Address", cell: (item) => <code>{item.slug}</code> },
        { header: category.itemNoun.many.replace(/^./, (first) => first.toUpperCase()), sort: "items", cell: (item) => item.item_count },
        { header: "Status", card: "bare", sort: "shown", cell: (item) => <ShownBadge shown={item.is_published} /> },
      ]}
      fields={(row, stored, result) => <CategoryFields row={row} stored={stored} result={result} images={data.images} />}
      ordered
      besidePanel={(stored) => (data.extra && data.extra.length > 0 ? <CategoryNames stored={stored} names={data.extra} /> : null)}
    />
  );
}
