import { z } from 'zod';
import { reads, type Endpoint, type ReadName } from '@/lib/content/contract';
import { fieldDescription } from '@/lib/content/fields';
import type { PlaceholderKind } from '@/lib/content/placeholders';
import { formText } from './form-state';

/**
 * Editing forms generated from the content contract. A record's schema is
 * described as a plain field tree (serialisable, so a client form can render
 * it); the strict schema, the form names and the field errors all come from that
 * tree. Form names are dotted paths of keys and row indexes: `circular_machines`,
 * `table.0.factory`, `bullets.2`.
 */

export type Scalar =
  | { kind: 'count' | 'text' | 'optionalText' | 'flag' | 'link' }
  | { kind: 'image'; placeholder: PlaceholderKind };
type Named = { name: string; label: string };
/** A repeatable scalar (a list of text fields). */
export type ListField = Named & { kind: 'list'; item: Scalar };
/** A repeatable group of fields, one row per item. */
export type TableField = Named & { kind: 'table'; columns: Field[] };
export type FieldsetField = Named & { kind: 'fieldset'; fields: Field[] };
export type Field = (Named & Scalar) | ListField | TableField | FieldsetField;
export type RecordTree = { fields: Field[] };

export type EditableRecord = {
  name: ReadName;
  path: string;
  label: string;
  /** How many `{ data: … }` envelopes the API puts around the stored body. */
  depth: number;
  tree: RecordTree;
};

export type FormValues = Record<string, string | boolean>;

export const MAX_ROWS = 500;
export const MAX_TEXT = 20_000;
const MAX_URL = 2_048;
const URL_MESSAGE = 'Enter a path starting with / or an http(s) address';

/** `no_of_machines` or `printingEmbroidery` → "No of machines", "Printing embroidery". */
export function labelFor(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_\-\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const joinName = (prefix: string, key: string | number) => (prefix ? `${prefix}.${key}` : `${key}`);

// ---- describing ------------------------------------------------------------------

/** The field tree of a record built with the field helpers; throws at the first undescribed schema. */
export function describeRecord(schema: z.ZodType, path = ''): RecordTree {
  const description = fieldDescription(schema);
  if (description?.kind !== 'record') {
    throw new Error(`Not a record built with the field helpers at ${path || '(root)'}`);
  }
  return {
    fields: Object.entries(description.shape).map(([key, field]) => {
      if (key.includes('.')) throw new Error(`Field name with a dot at ${joinName(path, key)}`);
      return describeField(key, field as z.ZodType, joinName(path, key));
    }),
  };
}

function describeScalar(schema: z.ZodType, path: string): Scalar {
  const description = fieldDescription(schema);
  if (!description) throw new Error(`Schema without a field description at ${path}`);
  if (description.kind === 'image') return { kind: 'image', placeholder: description.placeholder };
  if (description.kind === 'list' || description.kind === 'record') {
    throw new Error(`A ${description.kind} where a single field was expected at ${path}`);
  }
  return { kind: description.kind };
}

function describeField(key: string, schema: z.ZodType, path: string): Field {
  const named = { name: key, label: labelFor(key) };
  const description = fieldDescription(schema);
  if (description?.kind === 'record') {
    return { ...named, kind: 'fieldset', fields: describeRecord(schema, path).fields };
  }
  if (description?.kind === 'list') {
    const rowPath = `${path}.*`;
    if (fieldDescription(description.item)?.kind === 'record') {
      return { ...named, kind: 'table', columns: describeRecord(description.item, rowPath).fields };
    }
    return { ...named, kind: 'list', item: describeScalar(description.item, rowPath) };
  }
  return { ...named, ...describeScalar(schema, path) };
}

/** The inner record of `{ data: record }`, the envelope the store puts around a body. */
function unwrapData(schema: z.ZodType): z.ZodType | undefined {
  const description = fieldDescription(schema);
  if (description?.kind !== 'record') return undefined;
  const inner = description.shape.data as z.ZodType | undefined;
  const onlyData = Object.keys(description.shape).length === 1;
  return onlyData && inner && fieldDescription(inner)?.kind === 'record' ? inner : undefined;
}

/**
 * Every singleton record of the contract: a read (not paged, not an item) whose
 * schema is `{ data: record }` or `{ data: { data: record } }`. Reads of lists
 * (awards, blogs…) have no such envelope and are answered from tables instead.
 */
export function editableRecords(): EditableRecord[] {
  return (Object.entries(reads) as [ReadName, Endpoint][]).flatMap(([name, read]) => {
    if (read.paged || read.item) return [];
    let schema = read.schema;
    let depth = 0;
    for (let inner = unwrapData(schema); inner; inner = unwrapData(schema)) {
      schema = inner;
      depth += 1;
    }
    if (depth === 0) return [];
    let tree: RecordTree;
    try {
      tree = describeRecord(schema);
    } catch (error) {
      throw new Error(`${name} (${read.path}): ${(error as Error).message}`, { cause: error });
    }
    return [{ name, path: read.path, label: labelFor(name), depth, tree }];
  });
}

/** The API's wire body for a stored body: `{ data: body }`, `depth` times. */
export function wrapBody(depth: number, body: unknown): unknown {
  return depth === 0 ? body : wrapBody(depth - 1, { data: body });
}

// ---- strict validation -------------------------------------------------------------

const strictCount = z.preprocess(
  (v) => (typeof v !== 'string' ? v : v.trim() === '' ? undefined : Number(v.replace(/,/g, ''))),
  z.number({ error: 'Enter a number' }).min(0, 'Enter a number of 0 or more'),
);

const strictText = z
  .string({ error: 'Enter text' })
  .max(MAX_TEXT, `Enter at most ${MAX_TEXT.toLocaleString('en')} characters`);

// Refuses what a URL parser would turn into another host or scheme: `//host`,
// `/\host`, whitespace or control characters anywhere.
function isPathOrHttpUrl(value: string): boolean {
  if (/[\s\\]/.test(value) || [...value].some((c) => c < ' ' || c === '\x7f')) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\/[^/]/i.test(value)) return false;
  return URL.canParse(value);
}

// '' and null both mean "none", which the contract reads as null or the placeholder.
const strictUrl = z
  .string({ error: URL_MESSAGE })
  .trim()
  .max(MAX_URL, URL_MESSAGE)
  .refine((v) => v === '' || isPathOrHttpUrl(v), URL_MESSAGE)
  .nullable()
  .transform((v) => v || null);

const strictScalars = {
  count: strictCount,
  text: strictText,
  optionalText: strictText.nullable().transform((v) => v || null),
  flag: z.boolean({ error: 'Choose yes or no' }),
  image: strictUrl,
  link: strictUrl,
} satisfies Record<Scalar['kind'], z.ZodType>;

const rows = (item: z.ZodType) =>
  z.array(item, { error: 'Expected a list' }).max(MAX_ROWS, `Enter at most ${MAX_ROWS} entries`);

function strictField(field: Field): z.ZodType {
  switch (field.kind) {
    case 'list':
      return rows(strictScalars[field.item.kind]);
    case 'table':
      return rows(strictSchema({ fields: field.columns }));
    case 'fieldset':
      return strictSchema({ fields: field.fields });
    default:
      return strictScalars[field.kind];
  }
}

/** Validates an edited record; its output reads through the contract schema without notes. */
export function strictSchema(tree: RecordTree): z.ZodType<Record<string, unknown>> {
  return z.strictObject(
    Object.fromEntries(tree.fields.map((field) => [field.name, strictField(field)])),
  );
}

/** `{ [form name]: first message }`, '' for the record as a whole. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

// ---- forms -------------------------------------------------------------------------

/** Row indexes present under `prefix`, in numeric order (`rows.10` after `rows.2`). */
function rowIndexes(prefix: string, names: string[]): number[] {
  const indexes = new Set<number>();
  for (const name of names) {
    if (!name.startsWith(`${prefix}.`)) continue;
    const index = name.slice(prefix.length + 1).split('.')[0]!;
    if (/^(0|[1-9]\d{0,8})$/.test(index)) indexes.add(Number(index));
  }
  return [...indexes].sort((a, b) => a - b);
}

const isBlank = (value: unknown): boolean =>
  value === '' ||
  value === false ||
  value === null ||
  (typeof value === 'object' && Object.values(value).every(isBlank));

type Form = { data: FormData; names: string[] };

function scalarFromForm(item: Scalar, name: string, form: Form): unknown {
  if (item.kind === 'flag') return form.data.has(name);
  return formText(form.data, name);
}

function recordFromForm(fields: Field[], prefix: string, form: Form): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => [field.name, fieldFromForm(field, joinName(prefix, field.name), form)]),
  );
}

function fieldFromForm(field: Field, name: string, form: Form): unknown {
  switch (field.kind) {
    case 'list': {
      // Only the blank entries at the end go: the sustainability tables keep each
      // column as a list of its own, and a cell emptied mid-column keeps its row.
      const entries = rowIndexes(name, form.names).map((i) =>
        scalarFromForm(field.item, `${name}.${i}`, form),
      );
      while (entries.length > 0 && isBlank(entries.at(-1))) entries.pop();
      return entries;
    }
    case 'table':
      return rowIndexes(name, form.names)
        .map((i) => recordFromForm(field.columns, `${name}.${i}`, form))
        .filter((row) => !isBlank(row));
    case 'fieldset':
      return recordFromForm(field.fields, name, form);
    default:
      return scalarFromForm(field, name, form);
  }
}

/**
 * The edited record as submitted, before validation: text as typed, counts as
 * strings, an absent checkbox false, blank rows dropped and the rest renumbered.
 */
export function formDataToValue(tree: RecordTree, formData: FormData): Record<string, unknown> {
  return recordFromForm(tree.fields, '', { data: formData, names: [...new Set(formData.keys())] });
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const asRows = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function scalarToField(item: Scalar, value: unknown): string | boolean {
  if (item.kind === 'flag') return value === true;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value : '';
}

function fillFields(out: FormValues, fields: Field[], prefix: string, value: unknown) {
  const record = asRecord(value);
  for (const field of fields) {
    const name = joinName(prefix, field.name);
    const fieldValue = record[field.name];
    if (field.kind === 'list') {
      asRows(fieldValue).forEach((v, i) => (out[`${name}.${i}`] = scalarToField(field.item, v)));
    } else if (field.kind === 'table') {
      asRows(fieldValue).forEach((v, i) => fillFields(out, field.columns, `${name}.${i}`, v));
    } else if (field.kind === 'fieldset') {
      fillFields(out, field.fields, name, fieldValue);
    } else {
      out[name] = scalarToField(field, fieldValue);
    }
  }
}

/** A form's values for a stored body or a rejected submission: form name → text or checked. */
export function valueToFields(tree: RecordTree, value: unknown): FormValues {
  const out: FormValues = {};
  fillFields(out, tree.fields, '', value);
  return out;
}

/** `table.2.factory` → "Table, row 3, Factory": how the error summary names a field. */
export function describeFieldName(fields: Field[], name: string): string {
  const parts = name.split('.');
  const words: string[] = [];
  let level: Field[] = fields;
  for (let i = 0; i < parts.length; i++) {
    const field = level.find((f) => f.name === parts[i]);
    if (!field) {
      // A picture's upload and alt text (`certificateFile`, `certificateAlt`).
      const [, base, extra] = /^(.+)(File|Alt)$/.exec(parts[i]!) ?? [];
      const picture = i === parts.length - 1 && level.find((f) => f.name === base);
      if (!picture) return name;
      words.push(`${picture.label}, ${extra === 'File' ? 'upload' : 'alt text'}`);
      break;
    }
    words.push(field.label);
    if (field.kind === 'fieldset') level = field.fields;
    else if (field.kind === 'table' || field.kind === 'list') {
      const row = Number(parts[i + 1]);
      if (Number.isInteger(row)) {
        words.push(`${field.kind === 'table' ? 'row' : 'entry'} ${row + 1}`);
        i += 1;
      }
      level = field.kind === 'table' ? field.columns : [];
    } else level = [];
  }
  return words.join(', ');
}

/**
 * The pictures of a record that get an upload control: each image field outside
 * lists and tables (a table's cell stays an address).
 */
export function pictureFieldNames(fields: Field[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const name = joinName(prefix, field.name);
    if (field.kind === 'fieldset') return pictureFieldNames(field.fields, name);
    return field.kind === 'image' ? [name] : [];
  });
}

/** Every picture address of a record's value, by form name (`logo`, `gallery.2`, `rows.0.photo`). */
export function imageFieldValues(tree: RecordTree, value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (fields: Field[], prefix: string, at: unknown) => {
    const record = asRecord(at);
    for (const field of fields) {
      const name = joinName(prefix, field.name);
      const fieldValue = record[field.name];
      if (field.kind === 'list') {
        if (field.item.kind === 'image')
          asRows(fieldValue).forEach((v, i) => {
            if (typeof v === 'string' && v) out[`${name}.${i}`] = v;
          });
      } else if (field.kind === 'table')
        asRows(fieldValue).forEach((v, i) => walk(field.columns, `${name}.${i}`, v));
      else if (field.kind === 'fieldset') walk(field.fields, name, fieldValue);
      else if (field.kind === 'image' && typeof fieldValue === 'string' && fieldValue)
        out[name] = fieldValue;
    }
  };
  walk(tree.fields, '', value);
  return out;
}

/** Sets the value at a form name (`rows.0.photo`) inside a record's value. */
export function setFieldValue(value: Record<string, unknown>, name: string, to: unknown) {
  const parts = name.split('.');
  let at: unknown = value;
  for (const part of parts.slice(0, -1)) at = (at as Record<string, unknown> | undefined)?.[part];
  if (at && typeof at === 'object') (at as Record<string, unknown>)[parts.at(-1)!] = to;
}
