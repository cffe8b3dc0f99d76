import { EditorialForm, formValues, typedBeforeRefusal, type EditorialFormProps } from "./editorial-form";
import { NEWS_SCREENS } from "./editorial-screens";
import { MediaSelect } from "./media-select";
import { ExpiryField, PublicationFields, SEO_FIELDS, SeoPanel, SlugField, StandfirstField, TitleField } from "./publishing-fields";
import { RichTextEditor } from "./rich-text-editor";
import { SettingsPanel } from "./settings-panel";
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
  unpublish_at: string | null;
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
      publishing={{ stored: { status: item?.status ?? "draft", publishedAt: item?.published_at ?? null, unpublishAt: item?.unpublish_at ?? null }, publishedAt: value("published_at") }}
      sidebar={
        <>
          <SettingsPanel title="Cover image" open errors={errors} names={["cover_image"]}>
            <MediaSelect
              label="Cover image"
              name="cover_image_id"
              options={images}
              defaultValue={value("cover_image_id")}
              error={errors.cover_image_id}
              uploadName="cover_image_file"
              posted={result?.values}
            />
          </SettingsPanel>
          <SettingsPanel title="Publishing" open>
            <PublicationFields publishedAt={value("published_at")} errors={errors} />
            <ExpiryField unpublishAt={value("unpublish_at")} errors={errors} />
            <SlugField slug={value("slug")} title={value("title")} publicPath={NEWS_SCREENS.publicPath} slugsOf={{ resource: NEWS_SCREENS.resource, id: item?.id }} guarded={NEWS_SCREENS.guarded} errors={errors} />
          </SettingsPanel>
          <SeoPanel
            open={typedBeforeRefusal(result, item, SEO_FIELDS)}
            title={value("seo_title")}
            description={value("seo_description")}
            itemTitle={value("title")}
            slug={value("slug")}
            summary={value("excerpt")}
            publicPath={NEWS_SCREENS.publicPath} slugsOf={{ resource: NEWS_SCREENS.resource, id: item?.id }}
            errors={errors}
          />
        </>
      }
    >
      <TitleField title={value("title")} errors={errors} isNew={!item} />
      <StandfirstField label="Excerpt" name="excerpt" value={value("excerpt")} error={errors.excerpt} />
      <RichTextEditor label="Body" name="body" defaultValue={value("body")} error={errors.body} />
    </EditorialForm>
  );
}
