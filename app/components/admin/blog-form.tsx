import { EditorialForm, formValues, type EditorialFormProps } from "./editorial-form";
import { NEWS_SCREENS } from "./editorial-screens";
import { TextArea } from "~/components/field";
import { MediaSelect } from "./media-select";
import { PublicationFields, SeoFieldset, SlugField, TitleField } from "./publishing-fields";
import { RichTextEditor } from "./rich-text-editor";
import type { SelectOption } from "./select-option";

/** The create and edit form of a news article: every field of docs/product.md#content-model. */

export type NewsFormItem = {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  cover_image_id: number | null;
  status: string;
  published_at: string | null;
  seo_title: string;
  seo_description: string;
  version: number;
};

export function BlogForm({ item, images, result, confirmingDelete }: EditorialFormProps<NewsFormItem> & { images: SelectOption[] }) {
  const value = formValues(result, item);
  const errors = result?.fieldErrors ?? {};
  return (
    <EditorialForm screens={NEWS_SCREENS} item={item} result={result} confirmingDelete={confirmingDelete}
      encType="multipart/form-data"
      publishing={{ stored: { status: item?.status ?? "draft", publishedAt: item?.published_at ?? null }, publishedAt: value("published_at") }}
      sidebar={
        <>
          <PublicationFields publishedAt={value("published_at")} errors={errors} />
          <SlugField slug={value("slug")} title={value("title")} publicPath={NEWS_SCREENS.publicPath} errors={errors} />
          <MediaSelect
            label="Cover image"
            name="cover_image_id"
            options={images}
            defaultValue={value("cover_image_id")}
            error={errors.cover_image_id}
            uploadName="cover_image_file"
            posted={result?.values}
          />
          <TextArea label="Excerpt" name="excerpt" defaultValue={value("excerpt")} maxLength={500} showCount rows={3} error={errors.excerpt} />
          <SeoFieldset
            title={value("seo_title")}
            description={value("seo_description")}
            itemTitle={value("title")}
            slug={value("slug")}
            summary={value("excerpt")}
            publicPath={NEWS_SCREENS.publicPath}
            errors={errors}
          />
        </>
      }
    >
      <TitleField title={value("title")} errors={errors} isNew={!item} />
      <RichTextEditor label="Body" name="body" defaultValue={value("body")} error={errors.body} />
    </EditorialForm>
  );
}
