import { z } from 'zod';
import { fromGroupWallTime } from '@/lib/dates';
import { youTubeId } from '@/lib/video';
import { banglaBodyProblem, banglaName } from './bangla-fields';
import { shownFields, type CollectionSpec, type FieldSpec } from './collections';
import { slugFromTitle } from './slug';

/** What a form field of each kind holds, and the address forms a picture or file may take. */
const SITE_OR_WEB = /^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+)$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** Tags as typed (separated by commas): trimmed, each once, at most 20. */
export const tagsInput = z
  .string()
  .max(500)
  .transform((v) =>
    [
      ...new Set(
        v
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      ),
    ].slice(0, 20),
  );

/**
 * What an empty required field is told: its own sentence, else "Enter the …" (a
 * picture or file "Choose …", a choice "Choose the …") with its label in lower
 * case, an abbreviation ("PDF file") as written.
 */
export function missingMessage(field: FieldSpec): string {
  if (field.missing) return field.missing;
  const label = field.label.replace(/ \(.*\)$/, '');
  const name = /^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
  if (field.kind === 'image' || field.kind === 'pdf')
    return `Choose the ${name}: upload it, or give its address.`;
  if (field.kind === 'choice') return `Choose the ${name}.`;
  return `Enter the ${name}.`;
}

function fieldSchema(field: FieldSpec, richText: (html: string) => string | null): z.ZodType {
  const required = (schema: z.ZodString) =>
    field.required ? schema.min(1, missingMessage(field)) : schema;
  switch (field.kind) {
    case 'text':
      return required(z.string().trim().max(300, 'Keep it under 300 characters.'));
    case 'longText':
      return required(z.string().trim().max(2000, 'Keep it under 2,000 characters.'));
    case 'slug':
      return z
        .string()
        .trim()
        .min(1, 'Give it an address.')
        .max(120)
        .regex(SLUG, 'Use lowercase letters, digits and single hyphens.');
    case 'link':
      return required(z.string().trim().max(2048)).refine(
        (v) => v === '' || isWebAddress(v),
        'An address starting with https://',
      );
    case 'video':
      return required(z.string().trim().max(2048)).refine(
        (v) => v === '' || youTubeId(v) !== null,
        'The address of a YouTube video (youtube.com or youtu.be).',
      );
    case 'image':
    case 'pdf':
      return required(z.string().trim().max(2048)).refine(
        (v) => v === '' || SITE_OR_WEB.test(v),
        'A path on this site or an https:// address',
      );
    case 'date':
      return z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date.')
        .refine((v) => fromGroupWallTime(v) !== null, 'Enter a date.');
    case 'datetime':
      return (
        z
          .string()
          .min(1, 'Enter a date and time.')
          // Typed in Bangladesh time, where the group works.
          .transform((v) => fromGroupWallTime(v))
          .refine((d) => d !== null, 'Enter a date and time.')
      );
    case 'boolean':
      return z.boolean();
    case 'choice':
      return z.enum(
        (field.choices ?? []).map((c) => c.value) as [string, ...string[]],
        missingMessage(field),
      );
    case 'richText':
      return z
        .string()
        .max(200_000, 'The body is too long.')
        .superRefine((html, ctx) => {
          const problem = richText(html);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        });
    case 'tags':
      return tagsInput;
  }
}

/** The value a column keeps when its field does not apply to the row (a video has no body). */
const unused = (field: FieldSpec) => (field.kind === 'slug' ? null : '');

/**
 * The server's check of a collection form: the fields the row's kind shows,
 * each by its kind; the others are cleared. `richText` says why a body cannot
 * be saved (the same check as an article's).
 */
export function parseCollectionInput(
  spec: CollectionSpec,
  values: Record<string, string | boolean>,
  richText: (html: string) => string | null,
): { ok: true; data: Record<string, unknown> } | { ok: false; errors: Record<string, string> } {
  const shown = shownFields(spec, values);
  // An address left empty is made from the item's name or title, as an article's is
  // from its title; with neither, the name's own message says what is missing.
  const named = String(values.name ?? values.title ?? '').trim();
  const emptyAddress = (field: (typeof shown)[number]) =>
    field.kind === 'slug' && !String(values[field.key] ?? '').trim();
  const filled: Record<string, string | boolean> = {
    ...values,
    ...(named &&
      Object.fromEntries(
        shown.filter(emptyAddress).map((field) => [field.key, slugFromTitle(named)]),
      )),
  };
  // A Bangla value is never required: an item is published with its English alone.
  // Checked only when posted: a form without it leaves the stored one (saveRow).
  const bangla = shown.filter((field) => field.translate && banglaName(field.key) in values);
  const schema = z.object(
    Object.fromEntries([
      ...shown.map((field) => [
        field.key,
        // A field the post lacks (a form opened before a deploy added it) is an empty
        // one: its own message when it is required, nothing when it is not.
        z.preprocess(
          (value) => value ?? (field.kind === 'boolean' ? false : ''),
          fieldSchema(field, richText),
        ),
      ]),
      ...bangla.map((field) => [
        banglaName(field.key),
        fieldSchema({ ...field, required: false }, banglaBodyProblem(richText)),
      ]),
    ]),
  );
  const parsed = schema.safeParse(filled);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    // No name to make the address from: the name's own message says what is missing.
    if (!named) for (const field of shown.filter(emptyAddress)) delete errors[field.key];
    return { ok: false, errors };
  }
  const data: Record<string, unknown> = { ...parsed.data };
  for (const field of spec.fields)
    if (!shown.includes(field)) {
      data[field.key] = unused(field);
      if (field.translate) data[banglaName(field.key)] = '';
    }
  return { ok: true, data };
}
