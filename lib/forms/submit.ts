import ky, { HTTPError } from 'ky';
import type { FormPath } from './schemas';

export type SubmitResult =
  | { ok: true; message: string }
  | { ok: false; status: number; message?: string; errors?: Record<string, string[]> };

const META = 'meta[name="csrf-token"]';

/**
 * The CSRF token from `<meta name="csrf-token">`. Cached pages cannot carry a
 * per-visitor token, so the first form post of a visit asks `/api/csrf` for one
 * (it also sets the cookie the token is bound to) and keeps it in the meta.
 */
async function csrfToken(refresh = false): Promise<string> {
  const meta = document.querySelector<HTMLMetaElement>(META);
  if (meta?.content && !refresh) return meta.content;
  const { token } = await ky
    .get('/api/csrf', { cache: 'no-store', credentials: 'same-origin', retry: 1 })
    .json<{ token: string }>();
  if (meta) meta.content = token;
  return token;
}

async function post(path: FormPath, values: Record<string, unknown>, token: string) {
  return ky
    .post(path, {
      json: values,
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': token },
      credentials: 'same-origin',
      retry: 0,
      timeout: 15_000,
    })
    .json<{ message?: string }>();
}

/**
 * Sends a visitor form to the site's own `/api/store/...` with the headers the
 * server checks. Never throws: any failure comes back as `{ ok: false }`, with
 * field errors when the server gave them (422).
 */
export async function submitForm(
  path: FormPath,
  values: Record<string, unknown>,
): Promise<SubmitResult> {
  try {
    let body;
    try {
      body = await post(path, values, await csrfToken());
    } catch (error) {
      // An expired or missing token (403): get a fresh one and try once more.
      if (!(error instanceof HTTPError) || error.response.status !== 403) throw error;
      body = await post(path, values, await csrfToken(true));
    }
    return { ok: true, message: body.message ?? '' };
  } catch (error) {
    if (error instanceof HTTPError) {
      // ky 2 reads the error's body itself (the response's is used up): its JSON is `data`.
      const data: unknown = error.data;
      const body = (data && typeof data === 'object' ? data : {}) as {
        message?: string;
        errors?: Record<string, string[]>;
      };
      return {
        ok: false,
        status: error.response.status,
        message: body.message,
        errors: body.errors,
      };
    }
    return { ok: false, status: 0 };
  }
}
