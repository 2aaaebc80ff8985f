/**
 * Whether a call of a server action (a POST with a `Next-Action` header, what a form
 * sends with JavaScript on) is one its action can take. Next decodes the body with
 * React's reply decoder and answers anything it cannot decode, and any action that
 * throws on arguments it never expected, with a 500; proxy.ts refuses such a call
 * with a 400 before it gets there.
 *
 * Every action of this site is a form's: React calls it with the form's FormData
 * last (after the previous state, for a form with useActionState), which it encodes
 * as a multipart body whose field `0` holds the arguments as a JSON array ending in
 * a reference to the form's fields (`"$K1"`). A string that starts with `$` is one
 * of React's references; those of a plain previous state are allowed, the rest (a
 * stream, a map, a promise, a server function, ...) are never sent by these forms
 * and may point at parts that are not there, which the decoder throws on.
 */
const FORM_DATA = /^\$K[0-9a-f]{1,8}$/;
const PLAIN_REFERENCE =
  /^\$(?:\$|undefined$|NaN$|-?Infinity$|-0$|n-?\d{1,400}$|D|K[0-9a-f]{1,8}$)/;
const MAX_DEPTH = 32;

function plain(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !value.startsWith('$') || PLAIN_REFERENCE.test(value);
  if (value === null || typeof value !== 'object') return true;
  if (depth >= MAX_DEPTH) return false;
  return Object.values(value).every((item) => plain(item, depth + 1));
}

/** Whether `json`, the root of a reply, is a form action's argument list. */
export function isFormActionArguments(json: string): boolean {
  let root: unknown;
  try {
    root = JSON.parse(json);
  } catch {
    return false;
  }
  return (
    Array.isArray(root) &&
    typeof root.at(-1) === 'string' &&
    FORM_DATA.test(root.at(-1) as string) &&
    plain(root)
  );
}

/**
 * Whether `request`, a POST with a `Next-Action` header, carries a body its action
 * can take: multipart (React's encoding of a form) or text (its encoding of
 * arguments that need no parts), with a form action's arguments at its root.
 * Reads the body: pass a clone.
 */
export async function isFormActionCall(request: Request): Promise<boolean> {
  const contentType = request.headers.get('content-type') ?? '';
  try {
    if (/^multipart\/form-data\s*;/i.test(contentType)) {
      const root = (await request.formData()).get('0');
      return typeof root === 'string' && isFormActionArguments(root);
    }
    if (/^text\/plain\s*(?:;|$)/i.test(contentType))
      return isFormActionArguments(await request.text());
  } catch {
    return false;
  }
  return false;
}
