import { withoutControlChars } from '@/lib/text';
import type { AltQuestion } from './alt-words';
import type { DiffRun } from './text-diff';

/** One field's line in a conflict notice (made in lib/admin/conflict.ts). */
export type ConflictLine = {
  /** The field as the form labels it. */
  field: string;
  /** What the other editor saved, shortened for reading. */
  theirs: string;
  /** What this editor typed (kept in the form), when both changed the field. */
  yours?: string;
  /**
   * For a body or any text too long to quote whole, the difference word by word:
   * when both changed it, what saving the form (theirs into yours) would change;
   * otherwise what they changed (what was opened into theirs, now in the form).
   */
  changes?: DiffRun[];
};

/**
 * What an editing form's server action answers: how the save went, a sentence
 * for the editor, the version the next save must name, and after a refused save
 * what was typed (shown again) with a message per field.
 */
export type EditFormState = {
  status: 'idle' | 'saved' | 'invalid' | 'conflict' | 'refused';
  message: string;
  version: number;
  values?: Record<string, string | boolean>;
  errors: Record<string, string>;
  /**
   * The fingerprints of the version the form is based on (`$opened`), when they are
   * not those of `values`: after a refusal, the version first opened; after a
   * conflict, the version now stored.
   */
  opened?: string;
  /** After a conflict: what the other editor changed, field by field. */
  conflict?: ConflictLine[];
  /** After a conflict: what the form now holds and what to do, a line each after the message. */
  conflictSteps?: { lead: string; text: string }[];
  /** After a conflict: the other save was this account's own (in another tab or window). */
  conflictBySelf?: boolean;
  /** Refused because the session has ended: the form offers to sign in again where it is. */
  signedOut?: boolean;
  /**
   * Not done yet: the save needs a yes first (publishing a half-translated body).
   * The form asks the question, with a button that sends `intent` as `$intent`.
   */
  confirm?: { question: string; intent: string; answer: string; alternative: string };
  /**
   * After a refused save: the files chosen with the form that were not stored (their
   * upload refused, or the save refused before it), by field, with the file's name.
   */
  notKept?: Record<string, string>;
  /** A picture uploaded with the form was in the library with other alt text: which one it keeps, by field. */
  altQuestions?: Record<string, AltQuestion>;
};

/** The `$opened` fingerprints a form posted (see lib/admin/conflict.ts). */
export const postedOpened = (formData: FormData) => String(formData.get('$opened') ?? '');

/**
 * A text field of an editing form as it is checked and stored: without the control
 * characters that break the feed and the sitemap ('' for a file or nothing), and
 * with its line breaks as the page gave them. A browser posts a textarea's line
 * breaks as CR LF: read as they came, a body holding line breaks, left alone,
 * looked changed to the conflict check, and saved over the other editor's.
 */
export function formText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? withoutControlChars(value.replace(/\r\n?/g, '\n')) : '';
}

/** The question before a form with unsaved changes is left (components/admin/unsaved-changes-guard.tsx). */
export const LEAVE_WARNING = 'Leave this page? What you typed here is not saved.';

/** What an editing page says once its draft is discarded (`?saved=discarded`). */
export const DRAFT_DISCARDED =
  'The draft was discarded: the form shows the published version. The draft stays among the revisions.';
