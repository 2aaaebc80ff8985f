import { htmlText } from '@/lib/html-text';
import type { ConflictLine, EditFormState } from './form-state';
import { textDiff } from './text-diff';

/**
 * Two editors on one form: the second save names a version that is no longer the
 * stored one. Instead of keeping the second editor's whole form (where publishing
 * again would put back the old value of every field they never touched), the form
 * comes back on the newer version with only this editor's own changes on top, and
 * the notice lists what the other editor changed and where both changed a field.
 *
 * What "this editor's own changes" are is told by the form itself: it carries a
 * fingerprint of each field as it was opened (`$opened`), so it works as a plain
 * form post and needs no copy of the old version on the server.
 */

export type FieldValues = Record<string, string | boolean>;

/** A field's value as the form shows it: an unticked box and an empty field are alike. */
const shown = (value: string | boolean | undefined) =>
  value === undefined || value === false ? '' : value === true ? 'on' : value;

/** cyrb53: a 53-bit string hash, short in the form and plenty to tell a change. */
function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The `$opened` field of a form opened with these values: each non-empty field's fingerprint. */
export function openedFingerprints(values: FieldValues): string {
  const entries = Object.keys(values)
    .sort()
    .flatMap((name) => {
      const text = shown(values[name]);
      return text ? [[name, fingerprint(text)]] : [];
    });
  return JSON.stringify(Object.fromEntries(entries));
}

/** A posted `$opened`, or null when it is missing or not one (then every difference is a clash). */
function parseOpened(text: string): Map<string, string> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const entries = Object.entries(parsed).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    return new Map(entries);
  } catch {
    return null;
  }
}

export type Merge = { values: FieldValues; lines: ConflictLine[] };

const QUOTED_LENGTH = 160;

/** Markup and runs of spaces out: a value's text. */
const plain = (value: string | boolean | undefined) =>
  htmlText(shown(value)).replace(/\s+/g, ' ').trim();

/** Markup and runs of spaces out, at most 160 characters: a value as the notice quotes it. */
export function quoted(value: string | boolean | undefined): string {
  const text = plain(value);
  if (!text) return '(empty)';
  return text.length > QUOTED_LENGTH ? `${text.slice(0, QUOTED_LENGTH - 1)}…` : text;
}

/** A rich-text body, or a text whose quote would be cut: the notice shows its difference instead. */
const needsDiff = (...values: string[]) =>
  values.some((value) => /<[a-z]/i.test(value) || plain(value).length > QUOTED_LENGTH);

/**
 * The newer version with this editor's changes on top. A field this editor changed
 * keeps what they typed; every other field takes the stored value. A field both
 * changed, to different values, keeps this editor's and is listed with both.
 */
export function mergeOntoNewer(
  openedText: string,
  typed: FieldValues,
  current: FieldValues,
  labelOf: (name: string) => string,
): Merge {
  const opened = parseOpened(openedText);
  const values: FieldValues = {};
  const lines: ConflictLine[] = [];
  const names = [...new Set([...Object.keys(current), ...Object.keys(typed)])];
  for (const name of names) {
    const mine = shown(typed[name]);
    const stored = shown(current[name]);
    const base = opened?.get(name) ?? (opened ? fingerprint('') : null);
    // Without a record of what the form opened with, anything typed counts as a change.
    const changedByMe = base === null ? mine !== stored : fingerprint(mine) !== base;
    const changedByThem = base === null ? mine !== stored : fingerprint(stored) !== base;
    values[name] = changedByMe ? (typed[name] ?? '') : (current[name] ?? '');
    if (!changedByThem || mine === stored) continue;
    const line: ConflictLine = changedByMe
      ? { field: labelOf(name), theirs: quoted(stored), yours: quoted(mine) }
      : { field: labelOf(name), theirs: quoted(stored) };
    // Unchanged by this editor, the posted value is the one opened.
    if (needsDiff(mine, stored))
      line.changes = changedByMe ? textDiff(stored, mine) : textDiff(mine, stored);
    lines.push(line);
  }
  return { values, lines };
}

/** After a conflict's first sentence: what the form now holds, and what to do. */
function conflictSteps(bySelf: boolean, clashes: boolean): { lead: string; text: string }[] {
  const [theirs, yours, other] = bySelf
    ? ['that save', 'this form’s', 'the other tab’s']
    : ['their version', 'yours', 'theirs'];
  return [
    {
      lead: 'In the form:',
      text: `${theirs}, with ${bySelf ? 'this form’s' : 'your'} changes on top.`,
    },
    ...(clashes
      ? [
          {
            lead: bySelf ? 'Changed in both:' : 'Changed by you both:',
            text: `${yours} is in the form, ${other} is shown below. Saving again keeps ${yours}.`,
          },
        ]
      : []),
    {
      lead: 'To do:',
      text: clashes
        ? `copy into the form what you want to keep of ${other}, then save again.`
        : `check ${bySelf ? 'the other tab’s' : 'their'} changes below, then save again.`,
    },
  ];
}

/**
 * The answer to a save refused because `who` saved first: the form on the version
 * now stored (its values, version and fingerprints), this editor's changes on top.
 */
export function conflictAnswer({
  who,
  me,
  opened,
  typed,
  current,
  version,
  labelOf,
}: {
  who: string | null;
  /** The editor saving now: when `who` is them, the other save was in another tab or window. */
  me?: string;
  opened: string;
  typed: FieldValues;
  current: FieldValues;
  version: number;
  labelOf: (name: string) => string;
}): EditFormState {
  const { values, lines } = mergeOntoNewer(opened, typed, current, labelOf);
  const clashes = lines.some((line) => line.yours !== undefined);
  const bySelf = who !== null && me !== undefined && who.toLowerCase() === me.toLowerCase();
  return {
    status: 'conflict',
    // Short and scannable: what happened, then what the form holds and what to do, a line each.
    message: bySelf
      ? 'You saved this in another tab or window after it was opened here. Nothing of this form is saved yet.'
      : `${who ?? 'Someone'} saved this after you opened it. Nothing of yours is saved yet.`,
    conflictSteps: conflictSteps(bySelf, clashes),
    conflictBySelf: bySelf,
    version,
    opened: openedFingerprints(current),
    values,
    conflict: lines,
    errors: {},
  };
}
