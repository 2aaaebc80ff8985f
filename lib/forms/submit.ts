import ky, { HTTPError } from 'ky';
import type { FormPath } from './schemas';

export type SubmitResult =
  | { ok: true; message: string }
  | { ok: false; status: number; message?: string; errors?: Record<string, string[]> };

/** The CSRF token the page publishes in `<meta name="csrf-token">`. */
function csrfToken(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}

/**
 * Sends a visitor form to the site's own `/api/store/...` with the headers the
 * server checks. Never throws: any failure comes back as `{ ok: false }`, with
 * field errors when the server gave them (422).
 */
export async function submitForm(path: FormPath, values: Record<string, unknown>): Promise<SubmitResult> {
  try {
    const body = await ky
      .post(path, {
        json: values,
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': csrfToken() },
        credentials: 'same-origin',
        retry: 0,
        timeout: 15_000,
      })
      .json<{ message?: string }>();
    return { ok: true, message: body.message ?? '' };
  } catch (error) {
    if (error instanceof HTTPError) {
      const body = (await error.response.json().catch(() => ({}))) as {
        message?: string;
        errors?: Record<string, string[]>;
      };
      return { ok: false, status: error.response.status, message: body.message, errors: body.errors };
    }
    return { ok: false, status: 0 };
  }
}
