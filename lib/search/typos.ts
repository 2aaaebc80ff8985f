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
