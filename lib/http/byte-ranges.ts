/**
 * What a GET or HEAD of a file whose bytes never change gets, from its size, its
 * (strong) ETag and the request's conditional and range headers (RFC 9110, 13
 * and 14): the whole file, one range of it, "not modified", or "range not
 * satisfiable". Pure, so that every case is a unit test (byte-ranges.test.ts).
 *
 * - `If-None-Match` naming the tag (or `*`) answers 304, before any range.
 * - One range, `bytes=a-b`, `bytes=a-` or `bytes=-n`, answers 206 with that part
 *   (its end cut to the file's); a range that starts past the end, or an empty
 *   suffix (`bytes=-0`), answers 416.
 * - Several ranges answer the whole file (RFC 9110 lets a server ignore Range;
 *   one part per request is what PDF viewers and media players ask for), as does
 *   a Range header that does not parse or names another unit.
 * - `If-Range` with a different tag, a weak tag or a date (these files carry no
 *   Last-Modified) makes a range request a request for the whole file.
 */
export type FileAnswer =
  | { status: 200; start: number; end: number }
  | { status: 206; start: number; end: number }
  | { status: 304 }
  | { status: 416 };

export type FileRequest = {
  size: number;
  /** The file's strong ETag, quoted: `"abc"`. */
  etag: string;
  range?: string | null;
  ifNoneMatch?: string | null;
  ifRange?: string | null;
};

/** `If-None-Match`: `*`, or a list of tags compared weakly (W/ ignored). */
export function noneMatch(header: string, etag: string): boolean {
  const value = header.trim();
  if (value === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return value.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** The one range of a `Range` header, else null (none, several, or not one that parses). */
function singleRange(header: string): { first: number | null; last: number | null } | 'invalid' {
  const match = /^\s*bytes\s*=(.*)$/i.exec(header);
  if (!match) return 'invalid';
  const parts = match[1]!
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length !== 1) return 'invalid';
  const spec = /^(\d*)\s*-\s*(\d*)$/.exec(parts[0]!);
  if (!spec || (spec[1] === '' && spec[2] === '')) return 'invalid';
  const first = spec[1] === '' ? null : Number(spec[1]);
  const last = spec[2] === '' ? null : Number(spec[2]);
  if (first !== null && last !== null && last < first) return 'invalid';
  return { first, last };
}

export function planFileAnswer({
  size,
  etag,
  range,
  ifNoneMatch,
  ifRange,
}: FileRequest): FileAnswer {
  const whole: FileAnswer = { status: 200, start: 0, end: size - 1 };
  if (ifNoneMatch && noneMatch(ifNoneMatch, etag)) return { status: 304 };
  if (!range) return whole;
  // If-Range is a strong comparison: only this exact tag keeps the range.
  if (ifRange != null && ifRange.trim() !== etag) return whole;
  const asked = singleRange(range);
  if (asked === 'invalid') return whole;
  const { first, last } = asked;
  if (first === null) {
    // A suffix: the last n bytes (all of them when n is the size or more).
    if (last === 0 || size === 0) return { status: 416 };
    return { status: 206, start: Math.max(0, size - last!), end: size - 1 };
  }
  if (first >= size) return { status: 416 };
  return { status: 206, start: first, end: last === null ? size - 1 : Math.min(last, size - 1) };
}
