import { openedFingerprints, type FieldValues } from './conflict';
import type { EditFormState } from './form-state';

/**
 * Typing goes on while a save is under way. Its answer puts back the values it
 * was sent (tidied by the server: a body sanitised, an address made from the
 * title) and the new version; a field changed since the moment of submit keeps
 * what was typed meanwhile instead, and is not saved yet. The fingerprints the
 * next save names stay those of the answer's values (lib/admin/conflict.ts), so
 * what was typed meanwhile counts as this editor's change there too.
 *
 * `sent` and `now` are the form's fields as it showed them at submit and when the
 * answer came; `kept` names the fields typed in meanwhile.
 */
export function keepTypedDuringSave(
  answer: EditFormState,
  sent: FieldValues | null,
  now: FieldValues,
): { state: EditFormState; kept: string[] } {
  const kept = sent ? Object.keys(now).filter((name) => now[name] !== sent[name]) : [];
  if (!sent || kept.length === 0) return { state: answer, kept: [] };
  // An answer without values leaves the form as it was sent.
  const answered = answer.values ?? sent;
  return {
    state: {
      ...answer,
      values: { ...answered, ...Object.fromEntries(kept.map((name) => [name, now[name]!])) },
      opened: answer.opened ?? openedFingerprints(answered),
    },
    kept,
  };
}
