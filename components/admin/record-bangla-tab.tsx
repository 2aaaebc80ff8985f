'use client';

import { BANGLA_HINT, banglaName } from '@/lib/admin/bangla-fields';
import type { AltQuestion } from '@/lib/admin/alt-words';
import { recordLabel } from '@/lib/admin/record-bangla';
import type { Field, FormValues } from '@/lib/admin/record-form';
import { Field as TextField, TextAreaField } from './field';

/** A record form's values, the errors of its last save and its pictures' alt-text questions. */
export type RecordForm = {
  values: FormValues;
  errors: Record<string, string>;
  altQuestions?: Record<string, AltQuestion>;
  /** The pictures chosen with a refused save that were not kept, by field. */
  notKept?: Record<string, string>;
};

/** The id of a record field's input, by its form name. */
export const recordFieldId = (name: string) => `f-${name}`;

/** The English a Bangla field stands beside, shortened to a line or two. */
const englishHint = (text: string) =>
  `English: ${text.length > 160 ? `${text.slice(0, 159).trimEnd()}…` : text}`;

/**
 * The বাংলা tab of a record: a Bangla input for each of its text fields that has
 * English (lib/admin/record-bangla.ts), named as the form's notices name it, the
 * English under it; none required, an empty one shows the English.
 */
export function RecordBangla({
  names,
  fields,
  form,
}: {
  names: string[];
  fields: Field[];
  form: RecordForm;
}) {
  if (names.length === 0)
    return <p className="text-brand-slate">Nothing here has text to translate.</p>;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-brand-slate">{BANGLA_HINT}</p>
      {names.map((name) => {
        const english = String(form.values[name] ?? '');
        const shared = {
          id: recordFieldId(banglaName(name)),
          name: banglaName(name),
          label: recordLabel(fields, banglaName(name)),
          lang: 'bn',
          defaultValue: String(form.values[banglaName(name)] ?? ''),
          error: form.errors[banglaName(name)],
          hint: englishHint(english),
        };
        return english.length > 80 ? (
          <TextAreaField
            key={name}
            {...shared}
            rows={Math.min(10, Math.ceil(english.length / 90) + 1)}
          />
        ) : (
          <TextField key={name} {...shared} />
        );
      })}
    </div>
  );
}
