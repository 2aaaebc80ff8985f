import type { ReactNode } from 'react';
import {
  BANGLA_BODY_HINT,
  BANGLA_HINT,
  banglaLabel,
  banglaName,
  type EditLanguage,
} from '@/lib/admin/bangla-fields';
import type { FieldKind } from '@/lib/content/list-description';
import { Field, TextAreaField } from './field';
import { RichTextField } from './rich-text-field';

const TABS = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'bn', label: 'বাংলা', lang: 'bn' },
] as const;

/**
 * An editing form's two languages as two tabs: its English fields, and the Bangla
 * of its translatable ones (lib/admin/bangla-fields.ts). The tabs are a pair of
 * radio buttons and the other tab's fields are hidden by CSS, so they work before
 * and without scripts; both tabs' fields are always in the form and always posted.
 * (The radios' name starts with `$`: not a field of the item.)
 */
export function LanguageTabs({
  shown,
  onShow,
  missing,
  english,
  bangla,
}: {
  shown: EditLanguage;
  onShow: (language: EditLanguage) => void;
  /** How many fields have English and no Bangla. */
  missing: number;
  english: ReactNode;
  bangla: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex gap-1 border-b border-black/15">
        <legend className="sr-only">Language of the fields below</legend>
        {TABS.map((tab) => (
          <label
            key={tab.value}
            className="-mb-px flex min-h-11 cursor-pointer items-center gap-2 rounded-t-md border border-transparent px-4 py-2 font-semibold text-brand-slate has-checked:border-black/15 has-checked:border-b-slate-50 has-checked:bg-slate-50 has-checked:text-brand-navy has-focus-visible:outline-2 has-focus-visible:outline-brand-teal"
          >
            <input
              type="radio"
              name="$language"
              id={`edit-in-${tab.value}`}
              value={tab.value}
              defaultChecked={shown === tab.value}
              onChange={() => onShow(tab.value)}
              className="sr-only"
            />
            <span lang={tab.lang}>{tab.label}</span>
            {tab.value === 'bn' && missing > 0 && (
              <span className="rounded-full bg-amber-100 px-2 text-sm font-normal text-amber-900">
                {missing} missing
              </span>
            )}
          </label>
        ))}
      </fieldset>
      <div className="[form:has(#edit-in-bn:checked)_&]:hidden">{english}</div>
      <div data-bangla-fields="" className="[form:has(#edit-in-en:checked)_&]:hidden">
        {bangla}
      </div>
    </div>
  );
}

type Translatable = { key: string; label: string; kind: FieldKind };

/**
 * The বাংলা tab's inputs: one for each translatable field, named `bn.` + its key,
 * of the field's kind (a line, a paragraph, a body), none required.
 */
export function BanglaFields<F extends Translatable>({
  fields,
  values,
  errors,
  classOf = () => '',
}: {
  fields: readonly F[];
  values: Record<string, string | boolean>;
  errors: Record<string, string>;
  /** A field's box in the grid (a body spans it; one shown only for a kind of item). */
  classOf?: (field: F) => string | undefined;
}) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {fields.map((field) => {
        const name = banglaName(field.key);
        const shared = {
          name,
          label: banglaLabel(field.label),
          lang: 'bn',
          defaultValue: String(values[name] ?? ''),
          error: errors[name],
        };
        return (
          <div
            key={name}
            className={`${field.kind === 'text' ? '' : 'md:col-span-2'} ${classOf(field) ?? ''} flex flex-col`}
          >
            {field.kind === 'richText' ? (
              <RichTextField {...shared} note={BANGLA_BODY_HINT} />
            ) : field.kind === 'longText' ? (
              <TextAreaField {...shared} hint={BANGLA_HINT} />
            ) : (
              <Field {...shared} hint={BANGLA_HINT} />
            )}
          </div>
        );
      })}
    </div>
  );
}
