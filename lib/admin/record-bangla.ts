import { hasText } from '@/lib/i18n/translate';
import { banglaKey, banglaLabel, banglaName } from './bangla-fields';
import { MAX_TEXT } from './record-form';
import { describeFieldName, valueToFields } from './record-form-values';
import type { Field, FormValues, RecordTree } from './record-tree';

/**
 * A record's Bangla (issue 49): the store keeps it in the record's `bn` object at the
 * same paths as the English body's text (lib/i18n/translate.ts, `overlay`). Its text
 * fields, text or optional text (not counts, links, pictures or flags, which a Bangla
 * page shows as the English ones), each get an input `bn.` + the English field's form
 * name (`bn.intro`, `bn.table.0.factory`), in the form's বাংলা tab.
 */

/** Whether a form name (`table.0.factory`) is one of the tree's text fields. */
export function isTextField(fields: readonly Field[], name: string): boolean {
  let level: readonly Field[] = fields;
  const parts = name.split('.');
  for (let i = 0; i < parts.length; i++) {
    const field = level.find((f) => f.name === parts[i]);
    if (!field) return false;
    if (field.kind === 'fieldset') level = field.fields;
    else if (field.kind === 'table') {
      i += 1; // the row's index
      level = field.columns;
    } else if (field.kind === 'list')
      return (
        i + 2 === parts.length && (field.item.kind === 'text' || field.item.kind === 'optionalText')
      );
    else return i + 1 === parts.length && (field.kind === 'text' || field.kind === 'optionalText');
  }
  return false;
}

/**
 * The English text fields the বাংলা tab offers, in the form's order: those with
 * English text, and those that have Bangla (so none is hidden once written).
 */
export function banglaRecordNames(fields: readonly Field[], values: FormValues): string[] {
  return Object.keys(values).filter(
    (name) =>
      banglaKey(name) === null &&
      isTextField(fields, name) &&
      (hasText(values[name]) || hasText(values[banglaName(name)])),
  );
}

/** How many of a record's translated fields have English and no Bangla (the বাংলা tab's "N missing"). */
export const missingRecordBangla = (names: readonly string[], values: Record<string, unknown>) =>
  names.filter((name) => hasText(values[name]) && !hasText(values[banglaName(name)])).length;

/** A stored `bn` object as the form's `bn.` fields. */
export function banglaRecordValues(tree: RecordTree, bn: unknown): FormValues {
  return Object.fromEntries(
    Object.entries(valueToFields(tree, bn))
      .filter(([name, value]) => isTextField(tree.fields, name) && hasText(value))
      .map(([name, value]) => [banglaName(name), value]),
  );
}

const isIndex = (part: string) => /^(0|[1-9]\d{0,8})$/.test(part);

/**
 * The `bn` object to store: the stored one with each posted `bn.` field over it, at its
 * path (a row's index makes an array); an emptied value is removed (the English shows).
 * Only the tree's text fields are taken.
 */
export function banglaRecordToStore(
  fields: readonly Field[],
  stored: unknown,
  posted: Record<string, string>,
): Record<string, unknown> {
  const bn = (
    typeof stored === 'object' && stored !== null && !Array.isArray(stored)
      ? structuredClone(stored)
      : {}
  ) as Record<string, unknown>;
  for (const [formName, value] of Object.entries(posted)) {
    const name = banglaKey(formName);
    if (name === null || !isTextField(fields, name)) continue;
    const parts = name.split('.');
    let at: Record<string, unknown> | unknown[] = bn;
    for (const [i, part] of parts.slice(0, -1).entries()) {
      const key = isIndex(part) ? Number(part) : part;
      const next = (at as Record<string | number, unknown>)[key];
      if (typeof next !== 'object' || next === null) {
        if (!hasText(value)) break;
        (at as Record<string | number, unknown>)[key] = isIndex(parts[i + 1]!) ? [] : {};
      }
      at = (at as Record<string | number, unknown>)[key] as Record<string, unknown>;
    }
    const last = parts.at(-1)!;
    const key = isIndex(last) ? Number(last) : last;
    if (hasText(value)) (at as Record<string | number, unknown>)[key] = value;
    else if (Array.isArray(at)) at[Number(key)] = null;
    else delete (at as Record<string, unknown>)[String(key)];
  }
  return bn;
}

/** What a posted Bangla value is told when it is too long, by form name. */
export function banglaRecordErrors(posted: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(posted)
      .filter(([, value]) => value.length > MAX_TEXT)
      .map(([name]) => [name, `Enter at most ${MAX_TEXT.toLocaleString('en')} characters`]),
  );
}

/** The posted `bn.` fields of a record's form (only those it has: an older form keeps the stored). */
export function postedRecordBangla(
  formData: FormData,
  read: (formData: FormData, name: string) => string,
): Record<string, string> {
  return Object.fromEntries(
    [...new Set(formData.keys())]
      .filter((name) => banglaKey(name) !== null)
      .map((name) => [name, read(formData, name)]),
  );
}

/** How the form's notices name a record's field: "Table, row 3, Factory", its Bangla "… (বাংলা)". */
export function recordLabel(fields: Field[], name: string): string {
  const english = banglaKey(name);
  return english === null
    ? describeFieldName(fields, name)
    : banglaLabel(describeFieldName(fields, english));
}
