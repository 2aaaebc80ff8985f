// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { submitForm } from './submit';

/** What the browser sent, in order: method, path and the headers the server checks. */
type Sent = {
  method: string;
  path: string;
  token: string | null;
  ajax: string | null;
  body: string;
};

let sent: Sent[];
let answers: (() => Response)[];

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = [];
  answers = [];
  document.head.innerHTML = '<meta name="csrf-token" content="page-token">';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      sent.push({
        method: request.method,
        path: new URL(request.url).pathname,
        token: request.headers.get('X-CSRF-TOKEN'),
        ajax: request.headers.get('X-Requested-With'),
        body: request.method === 'POST' ? await request.text() : '',
      });
      const answer = answers.shift();
      if (!answer) throw new TypeError('Failed to fetch');
      return answer();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const message = {
  name: 'Rina Akter',
  phone: '+8801700000000',
  email: 'rina@example.com',
  subject: 'Knit samples',
};

describe('sending a visitor form', () => {
  it("posts the values as JSON with the page's token and says what the server said", async () => {
    answers.push(json(200, { message: 'Thank you, your message has been received.' }));
    expect(await submitForm('/api/store/contact-us', message)).toEqual({
      ok: true,
      message: 'Thank you, your message has been received.',
    });
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/store/contact-us',
        token: 'page-token',
        ajax: 'XMLHttpRequest',
        body: JSON.stringify(message),
      },
    ]);
  });

  it('asks for a token first when the cached page has none, and keeps it for the next post', async () => {
    document.head.innerHTML = '<meta name="csrf-token" content="">';
    answers.push(
      json(200, { token: 'fresh-token' }),
      json(200, { message: 'Thank you for subscribing.' }),
    );
    expect(await submitForm('/api/store/subscribers', { email: 'a@example.com' })).toEqual({
      ok: true,
      message: 'Thank you for subscribing.',
    });
    expect(sent.map((s) => [s.method, s.path, s.token])).toEqual([
      ['GET', '/api/csrf', null],
      ['POST', '/api/store/subscribers', 'fresh-token'],
    ]);
    expect(document.querySelector('meta[name="csrf-token"]')?.getAttribute('content')).toBe(
      'fresh-token',
    );
  });

  it('after a 403 (an expired token) gets a fresh one and tries exactly once more', async () => {
    answers.push(
      json(403, { message: 'Expired' }),
      json(200, { token: 'second-token' }),
      json(200, { message: 'Thank you, your message has been received.' }),
    );
    expect(await submitForm('/api/store/contact-us', message)).toEqual({
      ok: true,
      message: 'Thank you, your message has been received.',
    });
    expect(sent.map((s) => [s.method, s.path, s.token])).toEqual([
      ['POST', '/api/store/contact-us', 'page-token'],
      ['GET', '/api/csrf', null],
      ['POST', '/api/store/contact-us', 'second-token'],
    ]);

    sent = [];
    answers.push(
      json(403, { message: 'Expired' }),
      json(200, { token: 'third-token' }),
      json(403, { message: 'Refused again' }),
    );
    expect(await submitForm('/api/store/contact-us', message)).toEqual({
      ok: false,
      status: 403,
      message: 'Refused again',
      errors: undefined,
    });
    expect(sent).toHaveLength(3);
  });

  it('gives back the field errors of a 422, and never retries another refusal', async () => {
    const errors = { email: ['Enter a valid e-mail address.'] };
    answers.push(json(422, { message: 'Check the form.', errors }));
    expect(await submitForm('/api/store/contact-us', message)).toEqual({
      ok: false,
      status: 422,
      message: 'Check the form.',
      errors,
    });
    answers.push(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(await submitForm('/api/store/contact-us', message)).toEqual({
      ok: false,
      status: 502,
      message: undefined,
      errors: undefined,
    });
    expect(sent).toHaveLength(2);
  });

  it('never throws: no network is { ok: false, status: 0 }', async () => {
    expect(await submitForm('/api/store/contact-us', message)).toEqual({ ok: false, status: 0 });
    expect(sent).toHaveLength(1);
  });
});
