import { hasText } from '@/lib/i18n/translate';
import { banglaBodyIncomplete } from './bangla-body';

/**
 * The Bangla side of an editing form (issue 49). A field described `translate: true`
 * (lib/content/lists.ts) has a second input, named `bn.` + its key, in the form's
 * বাংলা tab; the store keeps those values in the row's `bn` object by the field's key.
 * As flat form fields they go through everything a form already does: the conflict
 * check and notice, the typing kept during a save, a refused form given back.
 */

export const BANGLA_PREFIX = 'bn.';

/** The form name of a field's Bangla value: `title` → `bn.title`. */
export const banglaName = (key: string) => `${BANGLA_PREFIX}${key}`;

/** The field a Bangla form name stands for (`bn.title` → `title`), else null. */
export const banglaKey = (name: string) =>
  name.startsWith(BANGLA_PREFIX) ? name.slice(BANGLA_PREFIX.length) : null;

/** How the form and a conflict notice name a field's Bangla value. */
export const banglaLabel = (label: string) => `${label} (বাংলা)`;

/** The form names of a row's stored Bangla values, '' where there is none. */
export function banglaFormValues(keys: readonly string[], stored: unknown): Record<string, string> {
  const bn = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<
    string,
    unknown
  >;
  return Object.fromEntries(
    keys.map((key) => [banglaName(key), typeof bn[key] === 'string' ? bn[key] : '']),
  );
}

/**
 * The Bangla values a form posted, by form name: only the fields it has, so a form
 * opened before a field had a Bangla input leaves that value as stored.
 */
export function postedBangla(
  formData: FormData,
  keys: readonly string[],
  read: (formData: FormData, name: string) => string,
): Record<string, string> {
  return Object.fromEntries(
    keys
      .map(banglaName)
      .filter((name) => formData.has(name))
      .map((name) => [name, read(formData, name)]),
  );
}

/**
 * The `bn` object to store: the stored one with the posted values over it (by form
 * name, as checked); a value emptied is removed, so the page shows the English.
 */
export function banglaToStore(
  stored: unknown,
  posted: Record<string, unknown>,
): Record<string, string> {
  const bn: Record<string, string> = {};
  if (typeof stored === 'object' && stored !== null)
    for (const [key, value] of Object.entries(stored)) if (hasText(value)) bn[key] = value;
  for (const [name, value] of Object.entries(posted)) {
    const key = banglaKey(name);
    if (key === null) continue;
    if (hasText(value)) bn[key] = value.trim() === value ? value : value.trim();
    else delete bn[key];
  }
  return bn;
}

/** The posted values split into the English ones and the Bangla ones (by form name). */
export function splitBangla<T>(values: Record<string, T>) {
  const english: Record<string, T> = {};
  const bangla: Record<string, T> = {};
  for (const [name, value] of Object.entries(values))
    (banglaKey(name) === null ? english : bangla)[name] = value;
  return { english, bangla };
}

/** A body with nothing in it: '' or the empty paragraph an editor leaves. */
export const isEmptyBody = (html: unknown) => !hasText(html);

/** A Bangla body's check: the English body's, but an empty one is no Bangla, not a problem. */
export const banglaBodyProblem =
  (problem: (html: string) => string | null) =>
  (html: string): string | null =>
    isEmptyBody(html) ? null : problem(html);

type Translatable = { key: string; label: string; translate?: true; kind?: string };

/**
 * The fields of a form's values whose English has text and whose Bangla has none:
 * the Bangla page shows these in English. A field without English needs no Bangla.
 */
export function missingBangla<F extends Translatable>(
  fields: readonly F[],
  values: Record<string, unknown>,
): F[] {
  return fields.filter(
    (field) =>
      field.translate &&
      hasText(values[field.key]) &&
      !hasText(values[banglaName(field.key)]) &&
      // A body read back as an empty paragraph is no text either.
      !isEmptyBody(values[field.key]),
  );
}

/**
 * The bodies of a form's values whose Bangla is only part of the English
 * (lib/admin/bangla-body.ts says the rule): the Bangla page shows those cut short.
 */
export function incompleteBangla<F extends Translatable>(
  fields: readonly F[],
  values: Record<string, unknown>,
): F[] {
  return fields.filter((field) => {
    const english = values[field.key];
    const bangla = values[banglaName(field.key)];
    return (
      field.translate &&
      field.kind === 'richText' &&
      hasText(english) &&
      hasText(bangla) &&
      !isEmptyBody(bangla) &&
      banglaBodyIncomplete(english, bangla)
    );
  });
}

/**
 * What a list says of an item's Bangla: "বাংলা ✓", "No Bangla", or the fields it
 * lacks and the bodies translated only in part.
 */
export function banglaState<F extends Translatable>(
  fields: readonly F[],
  values: Record<string, unknown>,
): { complete: boolean; incomplete: boolean; text: string } {
  const missing = missingBangla(fields, values);
  const cut = incompleteBangla(fields, values);
  if (missing.length === 0 && cut.length === 0)
    return { complete: true, incomplete: false, text: 'বাংলা ✓' };
  const all = fields.filter((field) => field.translate && hasText(values[field.key]));
  const labels = (some: F[]) => some.map((field) => field.label).join(', ');
  return {
    complete: false,
    incomplete: cut.length > 0,
    text:
      missing.length === all.length
        ? 'No Bangla'
        : [
            missing.length > 0 && `Bangla missing: ${labels(missing)}`,
            cut.length > 0 && `Bangla incomplete: ${labels(cut)}`,
          ]
            .filter(Boolean)
            .join('; '),
  };
}

/** What each of the list's Bangla marks means, in plain words (the legend above the list). */
export const BANGLA_MARK_LEGEND = [
  { mark: 'complete', term: 'বাংলা ✓', means: 'every text has its Bangla.' },
  {
    mark: 'missing',
    term: 'No Bangla',
    means: 'nothing translated yet: its Bangla page is all English.',
  },
  {
    mark: 'missing',
    term: 'Bangla missing: …',
    means: 'the fields named show in English on its Bangla page.',
  },
  {
    mark: 'incomplete',
    term: 'Bangla incomplete: …',
    means: 'the Bangla body is much shorter than the English: its Bangla page shows only part.',
  },
] as const;

/** The phone's one line that opens to the list's legend of the marks (BANGLA_MARK_LEGEND). */
export const BANGLA_LEGEND_SUMMARY = 'What the Bangla marks mean';

/** The list filter's value in the address (`?bangla=missing`) and its words. */
export const MISSING_BANGLA = { value: 'missing', label: 'Missing Bangla' } as const;

/** The tabs of an editing form: its English fields, and the Bangla of its translatable ones. */
export type EditLanguage = 'en' | 'bn';

/** What a Bangla input says under it. */
export const BANGLA_HINT = 'Left empty, the Bangla page shows the English.';
/** A body is one field: its Bangla stands for all of the English, not beside it. */
export const BANGLA_BODY_HINT =
  'Left empty, the Bangla page shows the English body. Filled in, it replaces the whole English body there: translate all of it.';

/**
 * The tab a form is drawn with: the one with the fields to correct when they are all
 * in one language, else the one the editor chose last.
 */
export function tabToShow(chosen: EditLanguage, errors: Record<string, string>): EditLanguage {
  const names = Object.keys(errors).filter((name) => name !== '');
  if (names.length === 0) return chosen;
  const inBangla = names.filter((name) => banglaKey(name) !== null).length;
  if (inBangla === names.length) return 'bn';
  if (inBangla === 0) return 'en';
  return chosen;
}
