import type { Language } from '@/lib/i18n/languages';
import { translatedField } from '@/lib/i18n/translate';
import { flag, image, link, optionalText, record, text, textList } from './fields';
import {
  storageOf,
  wireName,
  type ListDescription,
  type ListField,
  type ListFields,
  type Snake,
} from './list-description';

/**
 * A described list (lib/content/lists.ts) on the wire: the contract's lenient
 * schema of its items and the store's answer for a row, field by field, under the
 * wire's snake_case names.
 */

type WireSchema<F extends ListField> = F['kind'] extends 'image'
  ? ReturnType<typeof image>
  : F['kind'] extends 'slug' | 'date' | 'datetime'
    ? ReturnType<typeof optionalText>
    : F['kind'] extends 'link' | 'video' | 'pdf'
      ? ReturnType<typeof link>
      : F['kind'] extends 'boolean'
        ? ReturnType<typeof flag>
        : F['kind'] extends 'tags'
          ? ReturnType<typeof textList>
          : ReturnType<typeof text>;

export type WireKey<K, F extends ListField> = F extends { wire: infer W extends string }
  ? W
  : F extends { column: infer C extends string }
    ? C
    : Snake<K & string>;

export type WireShape<F extends ListFields, K extends keyof F> = {
  [P in K as WireKey<P, F[P]>]: WireSchema<F[P]>;
};

function wireSchema(field: ListField) {
  switch (field.kind) {
    case 'image':
      return image(field.placeholder ?? 'photo');
    case 'slug':
    case 'date':
    case 'datetime':
      return optionalText();
    case 'link':
    case 'video':
    case 'pdf':
      return link();
    case 'boolean':
      return flag();
    case 'tags':
      return textList();
    default:
      return text();
  }
}

const keysOf = <F extends ListFields>(list: ListDescription<F>) =>
  Object.keys(list.fields) as (keyof F & string)[];

/** The contract's schemas of these fields (all by default), under their wire names, in this order. */
export function wireShape<
  F extends ListFields,
  const K extends keyof F & string = keyof F & string,
>(list: ListDescription<F>, keys: readonly K[] = keysOf(list) as K[]) {
  return Object.fromEntries(
    keys.map((key) => [wireName(key, list.fields[key]!), wireSchema(list.fields[key]!)]),
  ) as WireShape<F, K>;
}

/** The contract's schema of one item: these fields (all by default), in this order. */
export function wireRecord<
  F extends ListFields,
  const K extends keyof F & string = keyof F & string,
>(list: ListDescription<F>, keys: readonly K[] = keysOf(list) as K[]) {
  return record(wireShape(list, keys));
}

/**
 * The store's wire item of a row: these fields (all by default), dates as ISO 8601;
 * in Bangla, its `translate` fields' Bangla values where it has them (lib/i18n/translate.ts).
 */
export const toWire =
  <F extends ListFields>(
    list: ListDescription<F>,
    keys: readonly (keyof F & string)[] = keysOf(list),
    lang: Language = 'en',
  ) =>
  (row: { [K in keyof F]?: unknown } & { bn?: unknown }): Record<string, unknown> =>
    Object.fromEntries(
      keys.map((key) => {
        const field = list.fields[key]!;
        const value = field.translate ? translatedField(row[key], row.bn, key, lang) : row[key];
        const wire =
          storageOf(field) === 'timestamp' && value instanceof Date ? value.toISOString() : value;
        return [wireName(key, field), wire];
      }),
    );

/**
 * The search document's summary of a wire item: its summary fields after their
 * prefixes, joined as its search says (" · " unless told), as the store's SQL
 * function joins them (lib/store/search-functions.ts).
 */
export const wireSummary = (list: ListDescription, item: Record<string, unknown>) =>
  Object.entries(list.fields)
    .filter(([, field]) => field.summary !== undefined)
    .flatMap(([key, field]) => {
      const value = item[wireName(key, field)] ?? '';
      const text = Array.isArray(value) ? value.join(' ') : String(value);
      // An optional field with a prefix is left out when empty, as the SQL's nullif does.
      if (field.summary && !field.required && text === '') return [];
      return [`${field.summary}${text}`];
    })
    .join(list.search?.summaryJoin ?? ' · ');
