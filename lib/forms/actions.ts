'use server';

import { headers } from 'next/headers';
import { isSameOrigin } from '@/lib/security/origin';
import { TOO_MANY_REQUESTS } from '@/lib/security/rate-limit';
import type { FormState } from './form-state';
import { saveVisitorForm, takeFormToken } from './handle-post';
import { forms, type FormPath } from './schemas';

const MAX_FIELD_LENGTH = 5000;

/**
 * The visitor forms posted without JavaScript (scripts blocked, or not loaded
 * yet on a slow phone): the browser posts the form to the page, Next runs this
 * action and answers with the page showing the result. The same checks as the
 * JSON route where they apply: Next's and our origin check (a browser always
 * sends Origin with a post; a cached page can carry no per-visitor token), the
 * rate limit, the honeypot, the shared schema, then store or forward.
 */
async function post(path: FormPath, formData: FormData): Promise<FormState> {
  const fields = [...Object.keys(forms[path].schema.shape), 'website'];
  const values = Object.fromEntries(
    fields.map((name) => {
      const value = formData.get(name);
      return [name, typeof value === 'string' ? value.slice(0, MAX_FIELD_LENGTH) : ''];
    }),
  );
  // What goes back into the fields: the visitor's own, never the honeypot.
  const typed = Object.fromEntries(Object.entries(values).filter(([name]) => name !== 'website'));
  const failed = (message: string): FormState => ({
    status: 'failed',
    message,
    errors: {},
    values: typed,
  });

  const requestHeaders = await headers();
  if (!isSameOrigin(requestHeaders, { requireOrigin: true }))
    return failed('This form has expired. Reload the page and try again.');
  if (!(await takeFormToken(path, requestHeaders)).allowed) return failed(TOO_MANY_REQUESTS);

  const outcome = await saveVisitorForm(path, values);
  const body = (outcome.body ?? {}) as { message?: unknown; errors?: unknown };
  const message = typeof body.message === 'string' ? body.message : '';
  if (outcome.status === 200) return { status: 'saved', message: message || forms[path].success };
  if (outcome.status === 422) {
    const errors = Object.fromEntries(
      Object.entries((body.errors ?? {}) as Record<string, unknown>).map(([name, list]) => [
        name,
        Array.isArray(list) && typeof list[0] === 'string' ? list[0] : undefined,
      ]),
    );
    return { status: 'invalid', message, errors, values: typed };
  }
  return failed(message || 'Something went wrong!');
}

export async function sendContactMessage(_: FormState, formData: FormData) {
  return post('/api/store/contact-us', formData);
}

export async function subscribeToNewsletter(_: FormState, formData: FormData) {
  return post('/api/store/subscribers', formData);
}
