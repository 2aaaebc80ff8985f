import 'server-only';
import { z } from 'zod';
import { contentSource } from '@/lib/content/source';
import { cappedBodyText } from '@/lib/http/capped-body';
import { errorFields, log, type ErrorFields } from '@/lib/log';
import { clientKey, requestClient } from '@/lib/security/client-address';
import { isSameOrigin } from '@/lib/security/origin';
import { CSRF_COOKIE, cookieValue, isValidCsrfToken } from '@/lib/security/csrf';
import { sharedFormLimiter } from '@/lib/security/form-limit';
import { tooManyRequests } from '@/lib/security/rate-limit';
import { forms, type FormPath } from './schemas';

const MAX_BODY_BYTES = 16 * 1024;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

async function readBody(request: Request): Promise<{ body?: unknown; error?: Response }> {
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/json')) {
    return { error: json(415, { message: 'Send the form as JSON.' }) };
  }
  const text = await cappedBodyText(request, MAX_BODY_BYTES);
  if (text === null) return { error: json(413, { message: 'The form is too large.' }) };
  try {
    return { body: JSON.parse(text) };
  } catch {
    return { error: json(400, { message: 'The form could not be read.' }) };
  }
}

/** One form post of this client counted against FORM_RATE_LIMIT (10 a minute per form, all instances). */
export function takeFormToken(path: FormPath, headers: Headers) {
  return sharedFormLimiter().take(`${path}:${clientKey(requestClient(headers))}`);
}

/**
 * One visitor form post: origin, header and token checks, size and rate limits,
 * validation with the form's shared schema, then store or forward. A 200 means
 * the source has the message; nothing is stored on any other answer.
 */
export async function handleFormPost(path: FormPath, request: Request): Promise<Response> {
  if (
    // Non-browser clients send no Origin; the token and header still apply to them.
    !isSameOrigin(request.headers) ||
    request.headers.get('x-requested-with') !== 'XMLHttpRequest' ||
    !isValidCsrfToken(
      request.headers.get('x-csrf-token'),
      cookieValue(request.headers.get('cookie'), CSRF_COOKIE),
    )
  ) {
    return json(403, { message: 'This form has expired. Reload the page and try again.' });
  }
  // Counted only once the token is good: a post without one spends no one's allowance.
  const rate = await takeFormToken(path, request.headers);
  if (!rate.allowed) {
    return tooManyRequests(rate.retryAfter);
  }

  const { body, error } = await readBody(request);
  if (error) return error;
  const outcome = await saveVisitorForm(path, body);
  return json(outcome.status, outcome.body);
}

export type SaveOutcome = {
  status: 200 | 422 | 502;
  body: { message?: unknown; errors?: Record<string, string[] | undefined> } | unknown;
};

/**
 * What both ways of posting a form share (the JSON route and the server action
 * of a page posted without JavaScript): the honeypot, validation with the
 * form's shared schema, then store or forward. 200 means the source has it;
 * nothing is stored on any other answer.
 */
export async function saveVisitorForm(path: FormPath, body: unknown): Promise<SaveOutcome> {
  // The honeypot: a field people never see. A bot that fills it is told "saved"
  // and nothing is stored or forwarded.
  if (
    body &&
    typeof body === 'object' &&
    typeof (body as { website?: unknown }).website === 'string'
  ) {
    if ((body as { website: string }).website.trim() !== '') {
      log('warn', 'form.honeypot', { path });
      return { status: 200, body: { message: forms[path].success } };
    }
  }

  const { schema } = forms[path];
  // The schema keeps only the visitor's fields: the honeypot never reaches the store or the upstream.
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const errors = z.flattenError(parsed.error).fieldErrors;
    return { status: 422, body: { message: 'Please correct the highlighted fields.', errors } };
  }

  const source = contentSource();
  let failure: ErrorFields | undefined;
  const answer = await source.write(path, parsed.data).catch((error: unknown) => {
    failure = errorFields(error);
    return { status: 0, body: null, error: undefined };
  });
  if (answer.status === 200) {
    const message = (answer.body as { message?: unknown } | null)?.message;
    return {
      status: 200,
      body: { message: typeof message === 'string' ? message : forms[path].success },
    };
  }
  if (answer.status === 422) return { status: 422, body: answer.body };
  log('error', 'form.write_failed', {
    path,
    source: source.kind,
    status: answer.status || undefined,
    ...(failure ?? { error: answer.error }),
  });
  // 502: the content source did not take the message, and nothing was stored.
  return {
    status: 502,
    body: { message: 'Your message could not be sent just now. Please try again in a moment.' },
  };
}
