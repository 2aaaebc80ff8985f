import type { ReadName } from '@/lib/content/contract';
import type { ListDescription, ListField } from '@/lib/content/list-description';
import type { Editor } from '@/lib/auth/session';
import type { Store } from '@/lib/store/db';
import type * as t from '@/lib/store/schema';
import { banglaKey, banglaLabel } from './bangla-fields';

export type { FieldKind } from '@/lib/content/list-description';

/** How the editing form shows a field of a list: as its description says (lib/content/lists.ts). */
export type FieldSpec = Pick<ListField, (typeof FORM_RULES)[number] | 'label' | 'kind'> & {
  /** The table's column (its Drizzle property name). */
  key: string;
};

/** What the form takes from a field's description besides its label and kind. */
const FORM_RULES = [
  'required',
  'missing',
  'hint',
  'choices',
  'suggest',
  'when',
  'translate',
] as const;

export type CollectionSpec = {
  /** The address under /admin/lists/. */
  name: string;
  label: string;
  /** "a certificate", as sentences name one. */
  one: string;
  table:
    | typeof t.authors
    | typeof t.publications
    | typeof t.magazines
    | typeof t.videos
    | typeof t.mediaItems
    | typeof t.jobPosts
    | typeof t.certificates
    | typeof t.clientLogos
    | typeof t.awards
    | typeof t.blogCategories
    | typeof t.blogTags;
  fields: readonly FieldSpec[];
  /** The field that names a row in lists and the history. */
  titleKey: string;
  /** Searched with the title: these text columns. */
  searchKeys: readonly string[];
  /**
   * Rows in the order the pages show them: by position (then reordered here), newest
   * first by this date, or in the alphabetical order of this text (the tags).
   */
  order: { position: true } | { newest: string } | { byName: string };
  /** The contract reads whose pages show rows of this collection (refreshed by every save). */
  reads: readonly ReadName[];
  /** The read of one row's own page, by its slug (news items). */
  itemRead?: ReadName;
  /** The public page to check after publishing. */
  page: string;
  /** Rows can be hidden from the site (every collection but authors and the blog's names). */
  hideable: boolean;
  /** A row the articles still name is not deleted: how many do, and what the editor is told. */
  inUse?: { count: (db: Store, id: number) => Promise<number>; refusal: string };
  /** In the save's transaction, after a row is changed (a renamed tag renamed on the articles). */
  afterUpdate?: (tx: Tx, editor: Editor, before: Row, after: Row) => Promise<void>;
};

type Row = Record<string, unknown>;
type Tx = Parameters<Parameters<Store['transaction']>[0]>[0];

/**
 * A field as the form labels it; an uploaded file's alt text and upload under its
 * field's label; a Bangla value as "Title (বাংলা)".
 */
export function itemLabel(fields: readonly FieldSpec[], name: string): string {
  const bangla = banglaKey(name);
  if (bangla !== null) return banglaLabel(itemLabel(fields, bangla));
  const field = fields.find((f) => [f.key, `${f.key}Alt`, `${f.key}File`].includes(name));
  if (!field) return name;
  if (name === `${field.key}Alt`) return `${field.label}, alt text`;
  if (name === `${field.key}File`) return `${field.label}, upload`;
  return field.label;
}

/** The form's fields of a described list (lib/content/lists.ts), in the form's order. */
export function formFields(list: ListDescription): FieldSpec[] {
  return (list.formOrder ?? Object.keys(list.fields)).map((key) => {
    const field = list.fields[key]!;
    // Only what the description says: a form field without a rule has no such key.
    const rules = FORM_RULES.filter((rule) => field[rule] !== undefined);
    return {
      key,
      label: field.label,
      kind: field.kind,
      ...Object.fromEntries(rules.map((rule) => [rule, field[rule]])),
    };
  });
}
