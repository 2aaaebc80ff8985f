import 'server-only';
import type { Editor } from '@/lib/auth/session';
import { altReach } from './alt-reach';
import { altReachWords, CHOOSE_ALT, type AltQuestion } from './alt-words';

export { CHOOSE_ALT };

export type { AltQuestion };
import { fileFacts, setAlt } from './media-library';

export const askAlt = async (hash: string, now: string, typed: string): Promise<AltQuestion> => ({
  now,
  typed,
  reach: altReachWords(await altReach(hash)),
});

export const ALT_CHANGED_MEANWHILE =
  'Someone else changed this picture’s alt text while you had it open. Here are both: choose which one it keeps.';
export const ALT_GONE =
  'This file is no longer in the library: it was deleted or replaced meanwhile.';

export type AltAnswer =
  { done: string; alt: string } | { ask: AltQuestion; message: string } | { problem: string };

/**
 * A choice between a file's alt text and the one typed: 'keep' changes nothing;
 * 'typed' writes it, unless the file's text is no longer the one the person saw
 * (`seen`), when both are shown again; no choice asks again.
 */
export async function chooseAlt(
  editor: Pick<Editor, 'id' | 'email'>,
  hash: string,
  { choice, typed, seen }: { choice: string | null; typed: string; seen: string },
): Promise<AltAnswer> {
  const file = await fileFacts(hash);
  if (!file) return { problem: ALT_GONE };
  if (choice === 'keep')
    return {
      done: `The picture keeps its alt text “${file.alt}”: nothing changed.`,
      alt: file.alt,
    };
  if (choice !== 'typed')
    return {
      ask: { ...(await askAlt(hash, file.alt, typed.trim())), unanswered: true },
      message: CHOOSE_ALT,
    };
  const saved = await setAlt(editor, hash, typed, seen);
  if (saved === null) return { problem: ALT_GONE };
  if (saved === 'empty')
    return {
      problem: 'Describe the picture in a few words (its alt text) for people who cannot see it.',
    };
  if (saved !== 'saved')
    return {
      ask: await askAlt(hash, saved.meanwhile, typed.trim()),
      message: ALT_CHANGED_MEANWHILE,
    };
  const alt = typed.trim().slice(0, 300);
  return { done: `Alt text saved: “${alt}”. ${altReachWords(await altReach(hash))}`, alt };
}
