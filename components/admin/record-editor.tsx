'use client';

import { useState } from 'react';
import { tabToShow, type EditLanguage } from '@/lib/admin/bangla-fields';
import { saveRecord } from '@/lib/admin/record-actions';
import { banglaRecordNames, missingRecordBangla, recordLabel } from '@/lib/admin/record-bangla';
import { type Field, type FormValues, type Scalar } from '@/lib/admin/record-form';
import { EditForm } from './edit-form';
import { fieldClass } from './field';
import { AltQuestionFields } from './image-field';
import { LanguageTabs } from './language-tabs';
import { RecordBangla, recordFieldId, type RecordForm as Form } from './record-bangla-tab';
import { FileInput } from './file-input';
import { SaveButtons } from '@/components/ui/submit-button';

/** Blank rows offered under each list and table: filled in, they are added; left blank, ignored. */
const SPARE_ROWS = 2;

const idOf = recordFieldId;

function ErrorText({ name, form }: { name: string; form: Form }) {
  const error = form.errors[name];
  return error ? (
    <p id={`${idOf(name)}-error`} className="text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

function ScalarInput({
  name,
  label,
  item,
  form,
  hideLabel = false,
}: {
  name: string;
  label: string;
  item: Scalar;
  form: Form;
  hideLabel?: boolean;
}) {
  const value = form.values[name];
  const error = form.errors[name];
  const common = {
    id: idOf(name),
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${idOf(name)}-error` : undefined,
  };
  const text = typeof value === 'string' ? value : '';
  let input;
  if (item.kind === 'flag') {
    input = (
      <input type="checkbox" {...common} defaultChecked={value === true} className="size-5" />
    );
  } else if (item.kind === 'count') {
    input = (
      <input
        type="text"
        inputMode="decimal"
        {...common}
        defaultValue={text}
        className={fieldClass}
      />
    );
  } else if (item.kind === 'text' && text.length > 80) {
    input = (
      <textarea
        {...common}
        defaultValue={text}
        rows={Math.min(10, Math.ceil(text.length / 90) + 1)}
        className={fieldClass}
      />
    );
  } else {
    input = <input type="text" {...common} defaultValue={text} className={fieldClass} />;
  }
  return (
    <div
      className={item.kind === 'flag' ? 'flex items-center gap-2' : 'flex min-w-0 flex-col gap-1'}
    >
      <label htmlFor={common.id} className={hideLabel ? 'sr-only' : 'text-sm font-semibold'}>
        {label}
      </label>
      {input}
      {(item.kind === 'image' || item.kind === 'link') && !hideLabel && (
        <p className="text-xs text-brand-slate">
          A path on this site (/demo/…) or an https address.
        </p>
      )}
      <ErrorText name={name} form={form} />
      {item.kind === 'image' && !hideLabel && <PictureUpload name={name} form={form} />}
    </div>
  );
}

/** A new picture for an image field, uploaded with the form (lib/admin/record-actions.ts). */
function PictureUpload({ name, form }: { name: string; form: Form }) {
  const alt = form.values[`${name}Alt`];
  return (
    <>
      <label htmlFor={idOf(`${name}File`)} className="mt-2 text-sm font-semibold">
        Or upload a new picture (JPEG, PNG, WebP or SVG)
      </label>
      <FileInput
        id={idOf(`${name}File`)}
        name={`${name}File`}
        accept="image/jpeg,image/png,image/webp,image/svg+xml"
        error={form.errors[`${name}File`]}
        notKept={form.notKept?.[name]}
      />
      <label htmlFor={idOf(`${name}Alt`)} className="text-sm font-semibold">
        What the new picture shows (alt text)
      </label>
      <input
        id={idOf(`${name}Alt`)}
        name={`${name}Alt`}
        type="text"
        defaultValue={typeof alt === 'string' ? alt : ''}
        className={fieldClass}
      />
      {form.altQuestions?.[name] && (
        <AltQuestionFields name={name} question={form.altQuestions[name]} />
      )}
    </>
  );
}

/** How many rows a list or table shows: the stored ones, then spare blank rows. */
function rowCount(name: string, values: FormValues) {
  let highest = -1;
  for (const key of Object.keys(values)) {
    if (!key.startsWith(`${name}.`)) continue;
    const index = Number(key.slice(name.length + 1).split('.')[0]);
    if (Number.isInteger(index)) highest = Math.max(highest, index);
  }
  return highest + 1 + SPARE_ROWS;
}

function FieldView({ field, prefix, form }: { field: Field; prefix: string; form: Form }) {
  const name = prefix ? `${prefix}.${field.name}` : field.name;
  if (field.kind === 'fieldset') {
    return (
      <fieldset className="rounded-lg border border-black/10 p-4">
        <legend className="px-1 font-semibold">{field.label}</legend>
        <div className="grid gap-4 md:grid-cols-2">
          {field.fields.map((inner) => (
            <FieldView key={inner.name} field={inner} prefix={name} form={form} />
          ))}
        </div>
      </fieldset>
    );
  }
  if (field.kind === 'list') {
    const rows = rowCount(name, form.values);
    return (
      <fieldset className="rounded-lg border border-black/10 p-4 md:col-span-2">
        <legend className="px-1 font-semibold">{field.label}</legend>
        <ol className="flex flex-col gap-2">
          {Array.from({ length: rows }, (_, i) => (
            <li key={i}>
              <ScalarInput
                name={`${name}.${i}`}
                label={`${field.label}, entry ${i + 1}`}
                item={field.item}
                form={form}
                hideLabel
              />
            </li>
          ))}
        </ol>
        <p className="mt-2 text-xs text-brand-slate">
          Fill in a blank entry to add one; empty entries at the end are left out.
        </p>
      </fieldset>
    );
  }
  if (field.kind === 'table') {
    const rows = rowCount(name, form.values);
    return (
      <fieldset className="min-w-0 rounded-lg border border-black/10 p-4 md:col-span-2">
        <legend className="px-1 font-semibold">{field.label}</legend>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr>
                <th scope="col" className="w-10 px-1 text-left">
                  Row
                </th>
                {field.columns.map((column) => (
                  <th key={column.name} scope="col" className="px-1 text-left">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: rows }, (_, i) => (
                <tr key={i}>
                  <td className="px-1 text-brand-slate">{i + 1}</td>
                  {field.columns.map((column) => (
                    <td key={column.name} className="min-w-40 px-1 py-1 align-top">
                      {column.kind === 'table' ||
                      column.kind === 'list' ||
                      column.kind === 'fieldset' ? (
                        <FieldView field={column} prefix={`${name}.${i}`} form={form} />
                      ) : (
                        <ScalarInput
                          name={`${name}.${i}.${column.name}`}
                          label={`${column.label}, row ${i + 1}`}
                          item={column}
                          form={form}
                          hideLabel
                        />
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-2 text-xs text-brand-slate">
          Fill in a blank row to add one; empty rows are left out.
        </p>
      </fieldset>
    );
  }
  return <ScalarInput name={name} label={field.label} item={field} form={form} />;
}

/**
 * A record's form, generated from its field tree. Works as a plain form post
 * without JavaScript; after a refused save it shows what was typed.
 */
export function RecordEditor({
  record,
  fields,
  initialValues,
  version,
}: {
  record: string;
  fields: Field[];
  initialValues: FormValues;
  version: number;
}) {
  // Kept while the form is drawn again after each save.
  const [language, setLanguage] = useState<EditLanguage>('en');
  return (
    <EditForm
      save={saveRecord}
      initial={{ status: 'idle', message: '', version, errors: {} }}
      permalink={`/admin/records/${record}`}
      values={initialValues}
      hidden={{ $record: record }}
      labelOf={(name) => recordLabel(fields, name)}
      idOf={idOf}
      actions={
        <>
          <SaveButtons draft publishing="Publishing…" />
          <span className="text-sm text-brand-slate">
            Changes show on the site at the next visit of each page.
          </span>
        </>
      }
    >
      {({ values, errors, altQuestions, notKept }) => {
        const translated = banglaRecordNames(fields, values);
        return (
          <LanguageTabs
            shown={tabToShow(language, errors)}
            onShow={setLanguage}
            missing={missingRecordBangla(translated, values)}
            recount={(now) => missingRecordBangla(translated, now)}
            english={
              <div className="grid gap-5 md:grid-cols-2">
                {fields.map((field) => (
                  <FieldView
                    key={field.name}
                    field={field}
                    prefix=""
                    form={{ values, errors, altQuestions, notKept }}
                  />
                ))}
              </div>
            }
            bangla={
              <RecordBangla
                names={translated}
                fields={fields}
                form={{ values, errors, altQuestions, notKept }}
              />
            }
          />
        );
      }}
    </EditForm>
  );
}
