/**
 * Whether a call of a server action (a POST with a `Next-Action` header, what a form
 * sends with JavaScript on) is one its action can take. Next decodes the body with
 * React's reply decoder and answers anything it cannot decode, and any action that
 * throws on arguments it never expected, with a 500; proxy.ts refuses such a call
 * with a 400 before it gets there.
 *
 * Every action of this site is a form's: the last parameter it uses is the form's
 * FormData (after the previous state, for a form with useActionState). The action's
 * id says which of its first six parameters it uses (its first byte); Next's client
 * sends those only, trailing unused ones left off and others as `"$undefined"`, so
 * the arguments are a JSON array that ends where the used ones do, in a reference
 * to the form's fields (`"$K1"`), or is empty for an action that uses none (sign
 * out). With a FormData the body is multipart, the array in its field `0`; without
 * one, text. A string that starts with `$` is one of React's references; those of
 * a plain previous state are allowed, the rest (a stream, a map, a promise, a
 * server function, ...) are never sent by these forms and may point at parts that
 * are not there, which the decoder throws on.
 */
const FORM_DATA = /^\$K[0-9a-f]{1,8}$/;
const PLAIN_REFERENCE = /^\$(?:\$|undefined$|NaN$|-?Infinity$|-0$|n-?\d{1,400}$|D|K[0-9a-f]{1,8}$)/;
const MAX_DEPTH = 32;

function plain(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !value.startsWith('$') || PLAIN_REFERENCE.test(value);
  if (value === null || typeof value !== 'object') return true;
  if (depth >= MAX_DEPTH) return false;
  return Object.values(value).every((item) => plain(item, depth + 1));
}

/**
 * How many arguments a call of the action `id` sends (one past its last used
 * parameter), or null when its id does not say (more than six parameters, or no id
 * Next made: Next itself answers that one).
 */
export function sentArguments(id: string): number | null {
  if (!/^[0-9a-f]{42}$/i.test(id)) return null;
  const info = parseInt(id.slice(0, 2), 16);
  if (info & 0x01) return null;
  for (let index = 5; index >= 0; index--) if (info & (0x40 >> index)) return index + 1;
  return 0;
}

/** Whether `json`, the root of a reply, is the arguments of a form action that sends `count` of them. */
export function isFormActionArguments(json: string, count: number | null): boolean {
  let root: unknown;
  try {
    root = JSON.parse(json);
  } catch {
    return false;
  }
  if (!Array.isArray(root) || !plain(root)) return false;
  if (count === 0) return root.length === 0;
  if (count !== null && root.length !== count) return false;
  return typeof root.at(-1) === 'string' && FORM_DATA.test(root.at(-1) as string);
}

/**
 * Whether `request`, a POST with a `Next-Action` header, carries a body its action
 * can take: multipart (React's encoding of a form) or text (its encoding of
 * arguments that need no parts), with the action's arguments at its root.
 * Reads the body: pass a clone.
 */
export async function isFormActionCall(request: Request): Promise<boolean> {
  const contentType = request.headers.get('content-type') ?? '';
  const count = sentArguments(request.headers.get('next-action') ?? '');
  try {
    if (/^multipart\/form-data\s*;/i.test(contentType)) {
      const root = (await request.formData()).get('0');
      return typeof root === 'string' && isFormActionArguments(root, count);
    }
    if (/^text\/plain\s*(?:;|$)/i.test(contentType))
      return isFormActionArguments(await request.text(), count);
  } catch {
    return false;
  }
  return false;
}

/**
 * Whether a form posted without JavaScript fits its action. Such a form names an
 * action of one parameter in a `$ACTION_ID_<id>` field, and Next calls it with the
 * form's data alone; an id whose action uses more parameters (a useActionState
 * form's, posted by hand) would get the form as its previous state and nothing
 * where it reads the fields, and throw. Forms with a state bind it in
 * `$ACTION_REF_` fields instead, which this leaves to Next.
 */
export function fitsNoScriptAction(form: FormData): boolean {
  for (const name of form.keys()) {
    if (!name.startsWith('$ACTION_ID_')) continue;
    const count = sentArguments(name.slice('$ACTION_ID_'.length));
    return count === null || count <= 1;
  }
  return true;
}
