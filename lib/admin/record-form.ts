import { z } from 'zod';
import type { Field, RecordTree, Scalar } from './record-tree';

/**
 * Editing forms generated from the content contract: the field tree
 * (./record-tree), the strict schema of an edited record (here) and the form's
 * values (./record-form-values).
 */
export * from './record-tree';
export * from './record-form-values';

export const MAX_ROWS = 500;
export const MAX_TEXT = 20_000;
const MAX_URL = 2_048;
const URL_MESSAGE = 'Enter a path starting with / or an http(s) address';

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
