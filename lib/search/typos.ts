/**
 * Whether `b` is `a` with at most one typo: one letter added, left out, changed,
 * or two neighbours swapped (Damerau's four kinds of slip).
 */
export function withinOneTypo(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let start = 0;
  while (start < short.length && short[start] === long[start]) start++;
  if (short.length === long.length) {
    const rest = (from: number) => short.slice(from) === long.slice(from);
    return (
      rest(start + 1) ||
      (short[start] === long[start + 1] && short[start + 1] === long[start] && rest(start + 2))
    );
  }
  return short.slice(start) === long.slice(start + 1);
}

/** Words shorter than this are not read as another word: too many words are one slip apart. */
export const MIN_FORGIVEN_LENGTH = 4;
/** A last word is completed from this many letters on. */
export const MIN_PREFIX_LENGTH = 3;

/**
 * The most edits a suggestion ("did you mean") may be from a word of this length,
 * as Typesense and Algolia count typo tolerance: none under four letters, one up
 * to five, two up to eight, three beyond ('crikit' may be 'cricket'; 'guard' is
 * never 'safeguard', 'internship' never 'international').
 */
export const maxEdits = (length: number) =>
  length < MIN_FORGIVEN_LENGTH ? 0 : length <= 5 ? 1 : length <= 8 ? 2 : 3;

/** Damerau's edit distance (restricted: a swapped pair is one edit), or `limit + 1` once past `limit`. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      least = Math.min(least, d);
    }
    if (least > limit) return limit + 1;
    [before, previous] = [previous, row];
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/** Whether `b` is `a` with two neighbouring letters swapped ('diary', 'dairy'): every letter typed, one slip. */
export function isSwap(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  const i = [...a].findIndex((c, j) => c !== b[j]);
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}
