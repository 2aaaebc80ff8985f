import type { z } from 'zod';
import { reads, type Endpoint, type ReadName } from '@/lib/content/contract';
import { fieldDescription } from '@/lib/content/fields';
import type { PlaceholderKind } from '@/lib/content/placeholders';
/**
 * The field tree of an editable record, from the content contract. A record's
 * schema is described as a plain field tree (serialisable, so a client form can render
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

/** `no_of_machines` or `printingEmbroidery` → "No of machines", "Printing embroidery". */
export function labelFor(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_\-\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const joinName = (prefix: string, key: string | number) =>
  prefix ? `${prefix}.${key}` : `${key}`;

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
