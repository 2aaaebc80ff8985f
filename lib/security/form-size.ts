/**
 * What a form post may cost before anything reads it as a form: bytes counted as
 * they arrive (a chunked body declares no length) and fields counted in the raw
 * body, so that an oversized or many-field post is refused early, and only a body
 * within both limits is parsed. Used by proxy.ts for every form post to a page
 * (the server actions), with limits chosen by who is asking.
 */
export type FormLimits = { bytes: number; fields: number };

/**
 * What a form post to a page (a server action) may send, by who sends it, checked
 * before any of it is parsed: a public page's form (contact, newsletter) as much as
 * the JSON route allows; the sign-in form a few KB; a post to the editing area
 * without a session cookie this server signed enough for a form's text (its
 * session ended and its cookie is gone: the action answers so, and the typed text
 * is kept) but not an upload; a member of staff a whole record or an upload.
 */
export const FORM_SIZE_LIMITS = {
  public: { bytes: 16 * 1024, fields: 100 },
  signIn: { bytes: 8 * 1024, fields: 50 },
  anonymous: { bytes: 1024 * 1024, fields: 500 },
  staff: { bytes: 11 * 1024 * 1024, fields: 2_000 },
} satisfies Record<string, FormLimits>;

export type FormVerdict = 'ok' | 'too-large' | 'too-many-fields' | 'unreadable';

/** The multipart boundary of a Content-Type, or null. */
export function multipartBoundary(contentType: string): string | null {
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = contentType.match(/boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i);
  return match ? (match[1] ?? match[2]!) : null;
}

/**
 * Reads `body` up to the limits: 'too-large' as soon as one byte too many has
 * arrived, 'too-many-fields' as soon as one field too many has, else the bytes.
 * Fields are the multipart parts (delimiters) or the `&`-separated pairs.
 */
export async function readWithin(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  limits: FormLimits,
): Promise<{ verdict: Exclude<FormVerdict, 'ok' | 'unreadable'> } | { bytes: Buffer }> {
  if (!body) return { bytes: Buffer.alloc(0) };
  const boundary = multipartBoundary(contentType);
  const delimiter = Buffer.from(boundary ? `--${boundary}` : '&');
  const urlencoded = /^application\/x-www-form-urlencoded/i.test(contentType);
  const chunks: Buffer[] = [];
  let size = 0;
  // The multipart body's closing delimiter is not a field; a urlencoded body has one
  // field more than it has `&`.
  let fields = boundary ? -1 : urlencoded ? 1 : 0;
  let tail = Buffer.alloc(0);
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limits.bytes) return { verdict: 'too-large' };
      const chunk = Buffer.from(value);
      chunks.push(chunk);
      if (!boundary && !urlencoded) continue;
      // A delimiter may straddle two chunks: search the last chunk's tail as well.
      const window = Buffer.concat([tail, chunk]);
      for (let at = window.indexOf(delimiter); at !== -1; at = window.indexOf(delimiter, at + 1))
        if (at + delimiter.length > tail.length) fields += 1;
      if (fields > limits.fields) return { verdict: 'too-many-fields' };
      tail = window.subarray(Math.max(0, window.length - delimiter.length + 1));
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
  return { bytes: Buffer.concat(chunks) };
}

/** The verdict on a form post's body: within the limits, and readable as a form. */
export async function inspectForm(
  request: Request,
  limits: FormLimits,
  fits: (form: FormData) => boolean = () => true,
): Promise<FormVerdict> {
  const contentType = request.headers.get('content-type') ?? '';
  if (/^multipart\//i.test(contentType) && !multipartBoundary(contentType)) return 'unreadable';
  const read = await readWithin(request.body, contentType, limits);
  if ('verdict' in read) return read.verdict;
  if (!multipartBoundary(contentType)) return 'ok';
  try {
    const form = await new Response(new Uint8Array(read.bytes), {
      headers: { 'content-type': contentType },
    }).formData();
    return fits(form) ? 'ok' : 'unreadable';
  } catch {
    return 'unreadable';
  }
}
