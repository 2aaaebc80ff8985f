'use client';

import { useRef, useState, type ChangeEvent } from 'react';
import { deletePostForm, savePostForm } from '@/lib/admin/blog-post-actions';
import {
  PICTURE_ALT,
  POST_BANGLA,
  POST_LABELS,
  pictureAltHint,
  pictureAltNote,
  postLabel,
} from '@/lib/admin/blog-post-labels';
import { missingBangla, tabToShow, type EditLanguage } from '@/lib/admin/bangla-fields';
import { isLaterThanNow } from '@/lib/dates';
import { lists } from '@/lib/content/lists';
import { addressWords, slugFromTitle } from '@/lib/admin/slug';
import { EditForm } from './edit-form';
import { BanglaFields, LanguageTabs } from './language-tabs';
import { CheckboxField, Field, SelectField, TextAreaField } from './field';
import { ImageField } from './image-field';
import { RichTextField } from './rich-text-field';
import { SaveButtons, SubmitButton } from '@/components/ui/submit-button';

type Choice = { value: string; label: string };

/** The article's fields that have a Bangla value, as the missing count names them. */
const TRANSLATED = POST_BANGLA.map((key) =>
  key === PICTURE_ALT.key
    ? PICTURE_ALT
    : {
        key,
        label: POST_LABELS[key],
        kind: lists.blogPosts.fields[key].kind,
        translate: true as const,
      },
);
export type PostFormValues = Record<string, string | boolean>;

/** An article's form: works as a plain form post without JavaScript, the body editor with it. */
export function BlogPostForm({
  id,
  version,
  published = false,
  initial,
  categories,
  authors,
  notice,
  pictureAlt = '',
  scheduled: scheduledAtFirst = false,
}: {
  /** The English alt text of the article's picture as stored (the file's own), '' for none. */
  pictureAlt?: string;
  /** Its date is later than now: "Publish" schedules it, and says so. */
  scheduled?: boolean;
  id: number | null;
  version: number;
  /** On the site now: then a draft keeps the published version, and hiding is offered. */
  published?: boolean;
  initial: PostFormValues;
  categories: Choice[];
  authors: Choice[];
  notice?: string;
}) {
  const text = (values: PostFormValues, name: string) => String(values[name] ?? '');
  // The picture's English alt text: the one typed with a new upload, else the stored one.
  const withAlt = (values: Record<string, unknown>) => ({
    ...values,
    [PICTURE_ALT.key]: String(values[PICTURE_ALT.key] ?? '').trim() || pictureAlt,
  });
  const [scheduled, setScheduled] = useState(scheduledAtFirst);
  // Kept while the form is drawn again after each save.
  const [language, setLanguage] = useState<EditLanguage>('en');
  // A new article's address follows its title as it is typed, until the address is edited itself.
  const slugEdited = useRef(
    id !== null || text(initial, 'slug') !== slugFromTitle(text(initial, 'title')),
  );
  // The address as typed or made here since the form was drawn ('' until then).
  const [address, setAddress] = useState('');
  // The new picture's English alt text as typed over the values drawn (`of`): the বাংলা tab's hint follows it.
  const [altTyped, setAltTyped] = useState<{ of: object; text: string } | null>(null);
  const titleTyped = (event: ChangeEvent<HTMLInputElement>) => {
    const slug = event.currentTarget.form?.elements.namedItem('slug');
    if (!slugEdited.current && slug instanceof HTMLInputElement) {
      slug.value = slugFromTitle(event.currentTarget.value);
      setAddress(slug.value);
    }
  };
  return (
    <>
      <EditForm
        save={savePostForm}
        initial={{ status: notice ? 'saved' : 'idle', message: notice ?? '', version, errors: {} }}
        permalink={id === null ? '/admin/blog-posts/new' : `/admin/blog-posts/${id}`}
        values={initial}
        hidden={{ $id: id ?? '' }}
        labelOf={postLabel}
        actions={
          <SaveButtons draft publish={scheduled ? 'Schedule' : 'Publish'} hide={published} />
        }
      >
        {({ values, errors, altQuestions, notKept }) => (
          <div
            className="contents"
            onInput={({ target }) => {
              if (target instanceof HTMLInputElement && target.name === PICTURE_ALT.key)
                setAltTyped({ of: values, text: target.value });
            }}
          >
            <LanguageTabs
              shown={tabToShow(language, errors)}
              onShow={setLanguage}
              missing={missingBangla(TRANSLATED, withAlt(values)).length}
              recount={(now) => missingBangla(TRANSLATED, withAlt(now)).length}
              bangla={
                <BanglaFields
                  fields={TRANSLATED}
                  values={values}
                  errors={errors}
                  hintOf={(field) =>
                    field.key === PICTURE_ALT.key
                      ? pictureAltHint(
                          String(
                            withAlt(
                              altTyped?.of === values
                                ? { ...values, [PICTURE_ALT.key]: altTyped.text }
                                : values,
                            )[PICTURE_ALT.key],
                          ),
                        )
                      : undefined
                  }
                />
              }
              english={
                <div className="flex flex-col gap-5">
                  <div className="grid gap-5 md:grid-cols-2">
                    <Field
                      label={POST_LABELS.title}
                      name="title"
                      defaultValue={text(values, 'title')}
                      error={errors.title}
                      onChange={titleTyped}
                    />
                    <div className="flex flex-col gap-1">
                      <Field
                        label={POST_LABELS.slug}
                        name="slug"
                        defaultValue={text(values, 'slug')}
                        error={errors.slug}
                        onInput={(event) => {
                          slugEdited.current = true;
                          setAddress(event.currentTarget.value.trim());
                        }}
                        hint="The article's page is /blogs/details/ followed by this: lowercase words joined by hyphens. A title in Bangla gives it in Latin letters."
                      />
                      <p
                        id="slug-address"
                        aria-live="polite"
                        className="text-sm font-semibold break-words text-brand-navy"
                      >
                        {addressWords(address || text(values, 'slug'), id === null)}
                      </p>
                    </div>
                    <SelectField
                      name="categorySlug"
                      label={POST_LABELS.categorySlug}
                      choices={categories}
                      value={text(values, 'categorySlug')}
                      error={errors.categorySlug}
                    />
                    <SelectField
                      name="authorId"
                      label={POST_LABELS.authorId}
                      choices={authors}
                      value={text(values, 'authorId')}
                      error={errors.authorId}
                    />
                    <Field
                      label={POST_LABELS.tags}
                      name="tags"
                      defaultValue={text(values, 'tags')}
                      error={errors.tags}
                      hint="Separated by commas."
                    />
                    <Field
                      label={POST_LABELS.publishedAt}
                      name="publishedAt"
                      type="datetime-local"
                      defaultValue={text(values, 'publishedAt')}
                      error={errors.publishedAt}
                      onChange={(event) => setScheduled(isLaterThanNow(event.currentTarget.value))}
                      hint="A later date keeps the article scheduled until then."
                    />
                    <CheckboxField
                      name="featured"
                      label={POST_LABELS.featured}
                      checked={values.featured === true}
                    />
                    <CheckboxField
                      name="headline"
                      label={POST_LABELS.headline}
                      checked={values.headline === true}
                    />
                  </div>
                  <TextAreaField
                    name="shortDescription"
                    label={POST_LABELS.shortDescription}
                    defaultValue={text(values, 'shortDescription')}
                    error={errors.shortDescription}
                  />
                  <RichTextField
                    name="description"
                    label={POST_LABELS.description}
                    defaultValue={text(values, 'description')}
                    error={errors.description}
                  />
                  <ImageField
                    name="featuredImage"
                    label={POST_LABELS.featuredImage}
                    value={text(values, 'featuredImage')}
                    alt={text(values, 'featuredImageAlt')}
                    error={errors.featuredImage}
                    uploadError={errors.featuredImageFile}
                    notKept={notKept?.featuredImage}
                    altQuestion={altQuestions?.featuredImage}
                    hint="One picture: the cards and the share card are cut from it. Without one, the article shows none."
                    altNote={pictureAltNote(pictureAlt)}
                  />
                </div>
              }
            />
          </div>
        )}
      </EditForm>
      {id !== null && (
        <details className="mt-8 rounded-lg border border-red-200 bg-white p-4">
          <summary className="cursor-pointer font-semibold text-red-800">
            Delete this article
          </summary>
          <form action={deletePostForm} className="mt-3 flex flex-col items-start gap-3">
            <input type="hidden" name="$id" value={id} />
            <label className="flex items-center gap-2">
              <input type="checkbox" name="confirm" value="yes" required className="size-5" />
              Yes, move it to the bin: its page answers “not found” at once; the bin keeps it for 30
              days.
            </label>
            <SubmitButton tone="danger">Delete</SubmitButton>
          </form>
        </details>
      )}
    </>
  );
}
