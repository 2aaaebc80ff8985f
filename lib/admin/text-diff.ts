/**
 * A readable word-level difference between two versions of a text or an HTML
 * body, for the conflict notice (lib/admin/conflict.ts): what a change of `from`
 * into `to` removes and adds, paragraph breaks kept, long unchanged stretches
 * shortened to a few words on each side of a change.
 */
import { htmlText } from '@/lib/html-text';
import { youTubeId, youTubeStart } from '@/lib/video';

export type DiffRun = { kind: 'same' | 'removed' | 'added'; text: string };

const BREAK = '\n';
/** Words of context kept on each side of a change. */
const CONTEXT = 8;
/** Beyond this many cells the middle is shown as replaced whole (a few MB of work at most). */
const MAX_CELLS = 4_000_000;

/**
 * A video as one word, the same whichever side wrote it: the editor's frame carries
 * its player options in the address (`?modestbranding=1&start=62`), the stored one
 * only the video and its start, so both are named by the video's own address.
 */
function videoWord(source: string): string {
  const src = source.replace(/&amp;/g, '&');
  const id = youTubeId(src);
  if (!id) return ` [video: ${source}] `;
  const start = youTubeStart(src);
  return ` [video: https://www.youtube.com/watch?v=${id}${start ? `&t=${start}s` : ''}] `;
}

/** The words of a text or an HTML body, with a break token between paragraphs; pictures and videos as words too. */
export function diffWords(value: string): string[] {
  const text = htmlText(
    value
      .replace(/<img\b[^>]*?\balt="([^"]*)"[^>]*>/gi, ' [picture: $1] ')
      .replace(/<iframe\b[^>]*?\bsrc="([^"]*)"[^>]*>/gi, (_, src: string) => videoWord(src))
      .replace(/<\/(?:p|h[1-6]|li|blockquote|tr|div|figure)>|<br\s*\/?>/gi, BREAK),
  );
  const words: string[] = [];
  for (const paragraph of text.split(BREAK)) {
    const inParagraph = paragraph.split(/\s+/).filter(Boolean);
    if (inParagraph.length === 0) continue;
    if (words.length > 0) words.push(BREAK);
    words.push(...inParagraph);
  }
  return words;
}

/** Longest common subsequence of two word lists, as the runs that turn `a` into `b`. */
function middleRuns(a: string[], b: string[]): { kind: DiffRun['kind']; word: string }[] {
  if (a.length * b.length > MAX_CELLS)
    return [
      ...a.map((word) => ({ kind: 'removed' as const, word })),
      ...b.map((word) => ({ kind: 'added' as const, word })),
    ];
  const width = b.length + 1;
  const table = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i * width + j] =
        a[i] === b[j]
          ? table[(i + 1) * width + j + 1]! + 1
          : Math.max(table[(i + 1) * width + j]!, table[i * width + j + 1]!);
  const out: { kind: DiffRun['kind']; word: string }[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ kind: 'same', word: a[i]! });
      i++;
      j++;
    } else if (table[(i + 1) * width + j]! >= table[i * width + j + 1]!) {
      out.push({ kind: 'removed', word: a[i++]! });
    } else {
      out.push({ kind: 'added', word: b[j++]! });
    }
  }
  while (i < a.length) out.push({ kind: 'removed', word: a[i++]! });
  while (j < b.length) out.push({ kind: 'added', word: b[j++]! });
  return out;
}

/** Words joined back into text: spaces between words, a line break for a paragraph's end. */
const join = (words: string[]) =>
  words.reduce(
    (text, word) =>
      word === BREAK
        ? `${text}${BREAK}`
        : text && !text.endsWith(BREAK)
          ? `${text} ${word}`
          : `${text}${word}`,
    '',
  );

/** An unchanged stretch as shown: whole when short, else its ends around an ellipsis. */
function shortened(words: string[], first: boolean, last: boolean): string[] {
  const keepBefore = first ? 0 : CONTEXT;
  const keepAfter = last ? 0 : CONTEXT;
  if (words.length <= keepBefore + keepAfter + 1) return words;
  return [...words.slice(0, keepBefore), '…', ...words.slice(words.length - keepAfter)];
}

/** What turning `from` into `to` removes and adds, word by word; [] when their words are the same. */
export function textDiff(from: string, to: string): DiffRun[] {
  const a = diffWords(from);
  const b = diffWords(to);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  )
    end++;
  if (start === a.length && start === b.length) return [];
  const steps = [
    ...a.slice(0, start).map((word) => ({ kind: 'same' as const, word })),
    ...middleRuns(a.slice(start, a.length - end), b.slice(start, b.length - end)),
    ...a.slice(a.length - end).map((word) => ({ kind: 'same' as const, word })),
  ];
  const groups: { kind: DiffRun['kind']; words: string[] }[] = [];
  for (const { kind, word } of steps) {
    const last = groups.at(-1);
    if (last?.kind === kind) last.words.push(word);
    else groups.push({ kind, words: [word] });
  }
  return groups.map(({ kind, words }, index) => ({
    kind,
    text: join(
      kind === 'same' ? shortened(words, index === 0, index === groups.length - 1) : words,
    ),
  }));
}
