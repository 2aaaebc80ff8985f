import { useEffect, useRef, useState, type ReactNode } from 'react';
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
 *
 * The বাংলা tab's "N missing" is counted as the form was drawn; with JavaScript,
 * counted again as staff type (`recount`, from the form's fields as they are).
 */
export function LanguageTabs({
  shown,
  onShow,
  missing,
  recount,
  english,
  bangla,
}: {
  shown: EditLanguage;
  onShow: (language: EditLanguage) => void;
  /** How many fields have English and no Bangla. */
  missing: number;
  /** The same count, of the form's fields by name as they are now. */
  recount: (values: Record<string, unknown>) => number;
  english: ReactNode;
  bangla: ReactNode;
}) {
  const [root, live] = useLiveCount(recount);
  const count = live ?? missing;
  return (
    <div ref={root} className="flex flex-col gap-5">
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
            {tab.value === 'bn' && count > 0 && (
              <span
                data-missing-count=""
                className="rounded-full bg-amber-100 px-2 text-sm font-normal text-amber-900"
              >
                {count} missing
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

/**
 * A count of the form around `root`, made again from its fields at each input
 * (a body's textarea is written by its editor as it types: counted the frame after).
 * Null until something is typed: the count the form was drawn with stands.
 */
function useLiveCount(recount: (values: Record<string, unknown>) => number) {
  const root = useRef<HTMLDivElement>(null);
  const counter = useRef(recount);
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    counter.current = recount;
  });
  useEffect(() => {
    const form = root.current?.closest('form');
    if (!form) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setCount(counter.current(Object.fromEntries(new FormData(form)))),
      );
    };
    form.addEventListener('input', update);
    return () => {
      cancelAnimationFrame(frame);
      form.removeEventListener('input', update);
    };
  }, []);
  return [root, count] as const;
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
  hintOf = () => undefined,
}: {
  /** What a field says under it, where not the usual hint. */
  hintOf?: (field: F) => string | undefined;
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
              <TextAreaField {...shared} hint={hintOf(field) ?? BANGLA_HINT} />
            ) : (
              <Field {...shared} hint={hintOf(field) ?? BANGLA_HINT} />
            )}
          </div>
        );
      })}
    </div>
  );
}
