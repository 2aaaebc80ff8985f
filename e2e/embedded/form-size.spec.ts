import http from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { endedSessionCookie, makeAccount, signIn } from '../support/editing';

/**
 * Issue 26: a form post to a page (a server action) is measured before anything
 * parses it, with limits by who sends it (lib/security/form-size.ts), so a
 * signed-out client cannot make the server parse more than a few KB of fields.
 * (Next's own server reads a proxied body before proxy.ts runs; the shipped nginx
 * config is what stops an oversized body at the door.)
 */
const BOUNDARY = '----probe';
const junkFields = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`,
  ).join('') + `--${BOUNDARY}--\r\n`;

/**
 * Sends `bytes` of a chunked body and then holds the request open, never ending
 * it, as a slow sender would: the answer's status, which must come while the
 * body is still open (a server that waits for the end never answers, and the
 * test's own timeout fails it).
 */
function holdPost(base: string, path: string, headers: Record<string, string>, bytes: number) {
  const url = new URL(path, base);
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.resume();
        request.destroy();
      },
    );
    request.on('error', reject);
    request.write(Buffer.alloc(bytes, 'note=xxxxxxxxxx&'));
  });
}

/** Streams `total` bytes of `piece` repeated, chunked (no Content-Length); the answer's status. */
function streamPost(
  base: string,
  path: string,
  headers: Record<string, string>,
  piece: string,
  total: number,
): Promise<number> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers },
      (response) => {
        answered = true;
        resolve(response.statusCode ?? 0);
        response.resume();
        request.destroy();
      },
    );
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.from(piece.repeat(Math.ceil((64 * 1024) / piece.length)));
    const write = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) return request.once('drain', write);
      }
      if (!answered) request.end();
    };
    write();
  });
}

const actionHeaders = (baseURL: string, cookie = '') => ({
  origin: baseURL,
  'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  'next-action': '7f'.repeat(21),
  ...(cookie ? { cookie } : {}),
});

const sessionCookie = async (page: Page) =>
  (await page.context().cookies())
    .filter((c) => c.name.endsWith('session_token'))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');

test.describe('form posts are measured before they are read', () => {
  test('a signed-out post of 20,000 fields to an editing action is refused, declared or chunked', async ({
    baseURL,
    request,
  }) => {
    const body = junkFields(20_000);
    const declared = await request.post('/admin/records/knitting', {
      headers: actionHeaders(baseURL!),
      data: body,
    });
    expect(declared.status()).toBe(413);
    expect(await declared.text()).toBe('The form is too large.');
    const chunked = await streamPost(
      baseURL!,
      '/admin/records/knitting',
      actionHeaders(baseURL!),
      body,
      64 * 1024 * 1024,
    );
    expect(chunked).toBe(413);
  });

  test('the sign-in form takes a few KB; a forged session cookie buys no more than none', async ({
    baseURL,
    request,
  }) => {
    for (const [path, cookie] of [
      ['/admin/sign-in', ''],
      ['/admin/records/knitting', 'masco.session_token=forged.c2lnbmF0dXJl'],
    ] as const) {
      const answer = await request.post(path, {
        headers: actionHeaders(baseURL!, cookie),
        data: junkFields(600),
      });
      expect(answer.status(), path).toBe(413);
    }
  });

  test('a chunked post of 64 MB to a public page is refused (16 KB)', async ({ baseURL }) => {
    const outcome = await streamPost(
      baseURL!,
      '/contact-us',
      { origin: baseURL!, 'content-type': 'application/x-www-form-urlencoded' },
      'note=xxxxxxxxxx&',
      64 * 1024 * 1024,
    );
    expect(outcome).toBe(413);
  });

  test('a chunked post to a public page is cut off once it passes 16 KB, without waiting for its end', async ({
    baseURL,
  }) => {
    // Issue 43: Next buffered the whole body (up to 11 MB) before proxy.ts could refuse it.
    for (const path of ['/contact-us', '/'])
      expect(
        await holdPost(
          baseURL!,
          path,
          { origin: baseURL!, 'content-type': 'application/x-www-form-urlencoded' },
          20 * 1024,
        ),
        path,
      ).toBe(413);
  });

  test('a session cookie whose session has ended buys no more than none: a 5 MB post is refused unread', async ({
    baseURL,
    request,
  }) => {
    // Issue 43: a valid signature alone got the staff limits (11 MB), so the post was read.
    const answer = await request.post('/admin/records/knitting', {
      headers: actionHeaders(baseURL!, endedSessionCookie()),
      data: Buffer.alloc(5 * 1024 * 1024, 'x'),
    });
    expect(answer.status()).toBe(413);
    expect(await answer.text()).toBe('The form is too large.');
  });

  test('a signed-in member of staff may send many fields, but not 20,000', async ({
    baseURL,
    page,
    request,
  }) => {
    await signIn(page, await makeAccount(request, 'editor'));
    const cookie = await sessionCookie(page);
    const many = await request.post('/admin/records/knitting', {
      headers: actionHeaders(baseURL!, cookie),
      data: junkFields(20_000),
    });
    expect(many.status()).toBe(413);
    expect(await many.text()).toBe('The form has too many fields.');
    // Within the limits the post reaches Next (which finds no such action): not a 413.
    const fair = await request.post('/admin/records/knitting', {
      headers: actionHeaders(baseURL!, cookie),
      data: junkFields(500),
    });
    expect(fair.status()).not.toBe(413);
    expect(fair.status()).toBeLessThan(500);
  });
});
