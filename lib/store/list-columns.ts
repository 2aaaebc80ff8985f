import { boolean, date, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import {
  columnName,
  storageOf,
  type ListDescription,
  type ListFields,
  type Storage,
  type StorageOf,
} from '../content/list-description';

/** The column of each way the store keeps a field (Storage, lib/content/list-description.ts). */
const columns = {
  required: (name: string) => text(name).notNull(),
  blank: (name: string) => text(name).notNull().default(''),
  nullable: (name: string) => text(name).unique(),
  unique: (name: string) => text(name).notNull().unique(),
  date: (name: string) => date(name).notNull(),
  timestamp: (name: string) => timestamp(name, { withTimezone: true }).notNull(),
  flag: (name: string) => boolean(name).notNull().default(true),
  unset: (name: string) => boolean(name).notNull().default(false),
  words: (name: string) => text(name).array().notNull().default([]),
} satisfies Record<Storage, (name: string) => unknown>;

type Columns = typeof columns;
/** The Bangla values of a row's `translate` fields, by the field's key (issue 49). */
export type Translations = Partial<Record<string, string>>;
const translations = () => jsonb('bn').$type<Translations>().notNull().default({});

export type ListColumns<F extends ListFields> = {
  [K in keyof F]: ReturnType<Columns[StorageOf<F[K]>]>;
} & { bn: ReturnType<typeof translations> };

/** A list's described columns, typed as if written out by hand, and its Bangla values. */
export function listColumns<F extends ListFields>(list: ListDescription<F>): ListColumns<F> {
  return {
    ...Object.fromEntries(
      Object.entries(list.fields).map(([key, field]) => [
        key,
        columns[storageOf(field)](columnName(key, field)),
      ]),
    ),
    bn: translations(),
  } as ListColumns<F>;
}
