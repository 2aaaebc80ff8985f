import type { PlaceholderKind } from './placeholders';

/**
 * What a list's description (lib/content/lists.ts) says: its fields' kinds,
 * labels and rules, how the store keeps each, and how its rows enter the search.
 * A field's key is the table's property; its column is the key in snake_case
 * unless named, and its wire name the column's unless named.
 */

export type FieldKind =
  | 'text'
  | 'longText'
  | 'slug'
  | 'link'
  | 'video'
  | 'image'
  | 'pdf'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'choice'
  | 'richText'
  | 'tags';

/**
 * How the store keeps a field: 'required' text is NOT NULL without a default,
 * 'blank' text NOT NULL DEFAULT '', 'nullable' text may be NULL (and is unique),
 * 'unique' text is NOT NULL and unique; 'date' and 'timestamp' are NOT NULL; a
 * 'flag' is a boolean, true by default, an 'unset' one false; 'words' a text
 * array, empty by default.
 */
export type Storage =
  'required' | 'blank' | 'nullable' | 'unique' | 'date' | 'timestamp' | 'flag' | 'unset' | 'words';

export type ListField = {
  kind: FieldKind;
  label: string;
  required?: boolean;
  /** What an empty required field is told, where "Enter the <label>." would not read well. */
  missing?: string;
  hint?: string;
  /** 'choice': the values offered; a 'text' field with `suggest` offers the column's existing values. */
  choices?: readonly { value: string; label: string }[];
  suggest?: boolean;
  /** Shown only when another field has this value (a news item's body, a video's link). */
  when?: { key: string; value: string };
  /** 'image': the placeholder the contract shows when there is no picture. */
  placeholder?: PlaceholderKind;
  /** The column's name, when not the key in snake_case. */
  column?: string;
  /** The name on the wire, when not the column's. */
  wire?: string;
  /** Where the store keeps it differently from what its kind and `required` say. */
  storage?: Storage;
  /** In the search document's summary, after this prefix ('' for none). */
  summary?: string;
  /** That prefix in the Bangla summary, where it has one ('Vacancy: ', 'শূন্য পদ: '). */
  summaryBn?: string;
  /**
   * Has a Bangla value beside the English (issue 49): kept in the row's `bn` object
   * under the field's key, read on Bangla pages, the English where it is missing.
   */
  translate?: true;
};

/**
 * How a list's rows enter the site search. The store's SQL function that makes a
 * row's search document is written from this and the fields' `summary`
 * (lib/store/search-functions.ts; `npm run db:search` writes the migration).
 */
export type ListSearch = {
  /** The search's kind of result (its tabs). */
  kind: 'article' | 'media' | 'publication' | 'job' | 'author';
  /** Before the row's id in the document's reference ('' for the id alone). */
  ref: string;
  /**
   * The page a result opens: a path; or `path` followed by a field's value, when
   * the field has one (and its `when` holds), else `otherwise`.
   */
  href: string | { path: string; field: string; otherwise?: string };
  /** The fields of the result's title and of its body text (HTML is read as text). */
  title: string;
  body?: string;
  /** Between the summary's fields (' · ' unless told). */
  summaryJoin?: string;
  /** The date results are ordered by, and the day after which a result leaves the search. */
  date?: string;
  openUntil?: string;
  /** Rows without a `published` column: always in the search. */
  alwaysPublished?: true;
};

export type ListFields = Record<string, ListField>;
export type ListDescription<F extends ListFields = ListFields> = {
  table: string;
  /** In the order of the table's columns. */
  fields: F;
  /** The order the form shows them in, when not the columns'. */
  formOrder?: readonly string[];
  search?: ListSearch;
};

/** A list's description, typed as written (lib/content/lists.ts). */
export const describeList = <const F extends ListFields>(
  table: string,
  fields: F,
  more: {
    formOrder?: readonly (keyof F & string)[];
    search?: ListSearch & { title: keyof F & string };
  } = {},
): ListDescription<F> => ({ table, fields, ...more });

/** `jobLocation` → `job_location`, at the type level too. */
export type Snake<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Snake<T>}`
  : S;
export const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export type StorageOf<F extends ListField> = F extends { storage: infer S extends Storage }
  ? S
  : F['kind'] extends 'date'
    ? 'date'
    : F['kind'] extends 'datetime'
      ? 'timestamp'
      : F['kind'] extends 'boolean'
        ? 'flag'
        : F['kind'] extends 'slug'
          ? 'nullable'
          : F['kind'] extends 'tags'
            ? 'words'
            : F extends { required: true }
              ? 'required'
              : 'blank';

export function storageOf(field: ListField): Storage {
  if (field.storage) return field.storage;
  const byKind: Partial<Record<FieldKind, Storage>> = {
    date: 'date',
    datetime: 'timestamp',
    boolean: 'flag',
    slug: 'nullable',
    tags: 'words',
  };
  return byKind[field.kind] ?? (field.required ? 'required' : 'blank');
}

/** The keys of a list's fields that have a Bangla value (`translate`). */
export const translatedKeys = (list: ListDescription) =>
  Object.entries(list.fields)
    .filter(([, field]) => field.translate)
    .map(([key]) => key);

export const columnName = (key: string, field: ListField) => field.column ?? snake(key);
export const wireName = (key: string, field: ListField) => field.wire ?? columnName(key, field);
