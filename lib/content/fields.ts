import { z } from 'zod';
import { placeholders, type PlaceholderKind } from './placeholders';

/**
 * Lenient field schemas for the wire contract. Each field parses to a usable
 * value whatever arrives: missing or null gives the field's default quietly; a
 * value of the wrong type gives the default and is noted, so one bad field never
 * costs the rest of the record. Parsing is synchronous, so a module-level scope
 * is enough to collect the notes and carry the base URL for relative images.
 */
type Scope = { base: string; notes: string[] };
let scope: Scope | null = null;

export function parseWithScope<T>(schema: z.ZodType<T>, body: unknown, base: string) {
  const previous = scope;
  scope = { base, notes: [] };
  try {
    const result = schema.safeParse(body);
    const notes = scope.notes;
    return result.success
      ? { data: result.data, notes }
      : {
          data: undefined,
          notes: [...notes, ...result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)],
        };
  } finally {
    scope = previous;
  }
}

function note(message: string) {
  scope?.notes.push(message);
}

const isAbsent = (v: unknown) => v === undefined || v === null;

/** What a field helper made: enough for an editor to be generated from the contract. */
export type FieldDescription =
  | { kind: 'count' }
  | { kind: 'text' }
  | { kind: 'optionalText' }
  | { kind: 'flag' }
  | { kind: 'image'; placeholder: PlaceholderKind }
  | { kind: 'link' }
  | { kind: 'list'; item: z.ZodType }
  | { kind: 'record'; shape: z.ZodRawShape };

/**
 * Every helper below registers its schema here. Write and read it through
 * `described` and `fieldDescription`: zod types a registry's metadata through
 * `$replace`, which recurses without end into the schemas held by `item` and `shape`.
 */
export const fieldDescriptions = z.registry<FieldDescription>();

function described<S extends z.ZodType>(schema: S, description: FieldDescription): S {
  fieldDescriptions.add(schema, description as never);
  return schema;
}

/**
 * Any value, or none: zod 4 refuses a key that is absent from its object unless
 * its schema is optional, and a CMS that leaves a field out must get the field's
 * default like one that sends null, not lose the whole item.
 */
const anyValue = () => z.unknown().optional();

/** What a field helper's schema is, or undefined for any other schema. */
export function fieldDescription(schema: z.ZodType): FieldDescription | undefined {
  const found: unknown = fieldDescriptions.get(schema);
  return found as FieldDescription | undefined;
}

/** A count or capacity: a number or numeric string; default 0. */
export const count = () =>
  described(
    anyValue().transform((v): number => {
      if (isAbsent(v) || v === '') return 0;
      const n =
        typeof v === 'number'
          ? v
          : typeof v === 'string'
            ? Number(v.replace(/,/g, '').trim())
            : NaN;
      if (Number.isFinite(n)) return n;
      note(`${JSON.stringify(v)} is not a number`);
      return 0;
    }),
    { kind: 'count' },
  );

/** Text; numbers are accepted as their decimal form. */
export const text = (fallback = '') =>
  described(
    anyValue().transform((v): string => {
      if (isAbsent(v)) return fallback;
      if (typeof v === 'string') return v.trim() === '' ? fallback : v;
      if (typeof v === 'number' && Number.isFinite(v)) return String(v);
      note(`${JSON.stringify(v)} is not text`);
      return fallback;
    }),
    { kind: 'text' },
  );

/** Optional text that stays null when absent (dates, links, slugs). */
export const optionalText = () =>
  described(
    anyValue().transform((v): string | null => {
      if (isAbsent(v) || v === '') return null;
      if (typeof v === 'string') return v;
      if (typeof v === 'number' && Number.isFinite(v)) return String(v);
      note(`${JSON.stringify(v)} is not text`);
      return null;
    }),
    { kind: 'optionalText' },
  );

export const flag = () =>
  described(
    anyValue().transform((v): boolean => {
      if (isAbsent(v)) return false;
      if (typeof v === 'boolean') return v;
      if (v === 1 || v === '1' || v === 'true') return true;
      if (v === 0 || v === '0' || v === 'false') return false;
      note(`${JSON.stringify(v)} is not a flag`);
      return false;
    }),
    { kind: 'flag' },
  );

// Stands for this site when there is no content API base, so that relative paths are
// parsed like any other URL and come back as paths.
const SAME_ORIGIN = 'http://same-origin.invalid';

/**
 * Resolves a wire URL or path against the content API base; '' or absent gives
 * null. Always parsed, then judged by the parsed scheme: `java\tscript:` is
 * `javascript:` to a URL parser, and `http://[x` is no URL at all.
 */
export function resolveUrl(v: unknown): string | null {
  if (isAbsent(v) || v === '') return null;
  if (typeof v !== 'string') {
    note(`${JSON.stringify(v)} is not a URL`);
    return null;
  }
  const value = v.trim();
  const base = scope?.base || SAME_ORIGIN;
  let url: URL;
  try {
    url = new URL(value, base.endsWith('/') ? base : `${base}/`);
  } catch {
    note(`${JSON.stringify(v)} is not a URL`);
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    note(`${JSON.stringify(v)} has an unsupported scheme`);
    return null;
  }
  if (url.origin === SAME_ORIGIN) return `${url.pathname}${url.search}${url.hash}`;
  // An absolute URL stays as the source wrote it, unless the parser had to drop something.
  return /^https?:\/\//i.test(value) && !/[\t\n\r]/.test(value) ? value : url.href;
}

/** An image: resolved URL, or the placeholder for that kind of image. */
export const image = (kind: PlaceholderKind) =>
  described(
    anyValue().transform((v): string => resolveUrl(v) ?? placeholders[kind]),
    { kind: 'image', placeholder: kind },
  );

/** A link or file: resolved URL or null. */
export const link = () =>
  described(
    anyValue().transform((v): string | null => resolveUrl(v)),
    { kind: 'link' },
  );

/** A list whose items are parsed one by one; an item that cannot be used is dropped and noted. */
export const list = <T>(item: z.ZodType<T>) =>
  described(
    anyValue().transform((v): T[] => {
      if (isAbsent(v)) return [];
      if (!Array.isArray(v)) {
        note(`expected a list, got ${typeof v}`);
        return [];
      }
      const out: T[] = [];
      v.forEach((entry, i) => {
        const parsed = item.safeParse(entry);
        if (parsed.success) out.push(parsed.data);
        else note(`item ${i}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      });
      return out;
    }),
    { kind: 'list', item },
  );

/** A list of text entries (bullet lists, table columns); non-text entries become ''. */
export const textList = () => list(text());

/** A record: an object whose fields are all lenient. Anything but an object parses as {}. */
export const record = <S extends z.ZodRawShape>(shape: S) => {
  const inner = z.object(shape);
  // Every key is present (absent ones as null) so each field's transform runs and gives its default.
  const blank = Object.fromEntries(Object.keys(shape).map((key) => [key, null]));
  return described(
    anyValue().transform((v) => {
      if (isAbsent(v)) return inner.parse(blank);
      if (typeof v !== 'object' || Array.isArray(v)) {
        note(`expected an object, got ${Array.isArray(v) ? 'a list' : typeof v}`);
        return inner.parse(blank);
      }
      const present = Object.fromEntries(
        Object.entries(v).filter(([, value]) => value !== undefined),
      );
      return inner.parse({ ...blank, ...present });
    }),
    { kind: 'record', shape },
  );
};
