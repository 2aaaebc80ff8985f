'use client';

import { useState } from 'react';
import { missingBangla, tabToShow, type EditLanguage } from '@/lib/admin/bangla-fields';
import { saveItemForm } from '@/lib/admin/collection-actions';
import { itemLabel } from '@/lib/admin/collection-spec';
import type { FieldSpec } from '@/lib/admin/collections';
import { EditForm } from './edit-form';
import { BanglaFields, LanguageTabs } from './language-tabs';
import { CheckboxField, Field, SelectField } from './field';
import { FileField } from './file-field';
import type { AltQuestion } from '@/lib/admin/alt-words';
import { ImageField } from './image-field';
import { RichTextField } from './rich-text-field';
import { SaveButtons } from '@/components/ui/submit-button';

export type ItemFormValues = Record<string, string | boolean>;

/**
 * A field shown only for one value of a choice (a news item's body) is hidden by
 * CSS while another value is chosen, so it works before and without scripts.
 * (Spelled out: Tailwind makes only the classes it finds written in the source.)
 */
const ONLY_WHEN: Record<string, string> = {
  'mediaType=news': '[form:has([name=mediaType]_option:checked:not([value=news]))_&]:hidden',
  'mediaType=video': '[form:has([name=mediaType]_option:checked:not([value=video]))_&]:hidden',
};
const onlyWhen = ({ when }: FieldSpec) => (when ? ONLY_WHEN[`${when.key}=${when.value}`] : '');
const wide = ({ kind }: FieldSpec) =>
  kind === 'richText' || kind === 'image' || kind === 'pdf' ? 'md:col-span-2' : '';

function FormField({
  field,
  value,
  alt,
  error,
  uploadError,
  notKept,
  altQuestion,
  suggested,
  lang,
}: {
  field: FieldSpec;
  value: string | boolean;
  alt: string;
  error?: string;
  uploadError?: string;
  notKept?: string;
  altQuestion?: AltQuestion;
  suggested?: string[];
  /** A Bangla value's input: `bn`. */
  lang?: 'bn';
}) {
  const text = typeof value === 'string' ? value : '';
  const id = `field-${field.key}`;
  switch (field.kind) {
    case 'image':
      return (
        <ImageField
          name={field.key}
          label={field.label}
          value={text}
          alt={alt}
          error={error}
          uploadError={uploadError}
          notKept={notKept}
          altQuestion={altQuestion}
        />
      );
    case 'pdf':
      return (
        <FileField
          name={field.key}
          label={field.label}
          value={text}
          error={error}
          uploadError={uploadError}
          notKept={notKept}
        />
      );
    case 'richText':
      return (
        <RichTextField
          name={field.key}
          label={field.label}
          defaultValue={text}
          error={error}
          lang={lang}
        />
      );
    case 'boolean':
      return (
        <CheckboxField
          name={field.key}
          label={field.label}
          checked={value === true}
          className="self-end pb-2"
        />
      );
    case 'choice':
      return (
        <SelectField
          name={field.key}
          label={field.label}
          choices={field.choices ?? []}
          value={text}
          error={error}
        />
      );
    default: {
      const type = { date: 'date', datetime: 'datetime-local', link: 'url', video: 'url' }[
        field.kind as string
      ];
      return (
        <>
          <Field
            label={field.label}
            name={field.key}
            type={type ?? 'text'}
            defaultValue={text}
            error={error}
            hint={
              field.hint ??
              (field.kind === 'slug'
                ? 'Lowercase words joined by hyphens: the end of the page’s address.'
                : undefined)
            }
            list={suggested?.length ? `${id}-choices` : undefined}
            lang={lang}
          />
          {suggested?.length ? (
            <datalist id={`${id}-choices`}>
              {suggested.map((choice) => (
                <option key={choice} value={choice} />
              ))}
            </datalist>
          ) : null}
        </>
      );
    }
  }
}

/** A list item's form, generated from its collection's description; a plain form post without scripts. */
export function CollectionForm({
  collection,
  fields,
  hideable,
  id,
  version,
  initial,
  suggestions,
  notice,
}: {
  collection: string;
  fields: readonly FieldSpec[];
  hideable: boolean;
  id: number | null;
  version: number;
  initial: ItemFormValues;
  suggestions: Record<string, string[]>;
  notice?: string;
}) {
  // Kept while the form is drawn again after each save.
  const [language, setLanguage] = useState<EditLanguage>('en');
  return (
    <EditForm
      save={saveItemForm}
      initial={{ status: notice ? 'saved' : 'idle', message: notice ?? '', version, errors: {} }}
      permalink={
        id === null ? `/admin/lists/${collection}/new` : `/admin/lists/${collection}/${id}`
      }
      values={initial}
      hidden={{ $collection: collection, $id: id ?? '' }}
      labelOf={(name) => itemLabel(fields, name)}
      actions={<SaveButtons publish={hideable ? 'Publish' : 'Save'} hide={hideable} />}
    >
      {({ values, errors, altQuestions, notKept }) => (
        <LanguageTabs
          shown={tabToShow(language, errors)}
          onShow={setLanguage}
          missing={missingBangla(fields, values).length}
          recount={(now) => missingBangla(fields, now).length}
          english={
            <div className="grid gap-5 md:grid-cols-2">
              {fields.map((field) => (
                <div key={field.key} className={`${wide(field)} ${onlyWhen(field)} flex flex-col`}>
                  <FormField
                    field={field}
                    value={values[field.key] ?? ''}
                    alt={String(values[`${field.key}Alt`] ?? '')}
                    error={errors[field.key]}
                    uploadError={errors[`${field.key}File`]}
                    notKept={notKept?.[field.key]}
                    altQuestion={altQuestions?.[field.key]}
                    suggested={suggestions[field.key]}
                  />
                </div>
              ))}
            </div>
          }
          bangla={
            <BanglaFields
              fields={fields.filter((field) => field.translate)}
              values={values}
              errors={errors}
              classOf={onlyWhen}
            />
          }
        />
      )}
    </EditForm>
  );
}
