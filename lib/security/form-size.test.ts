import { describe, expect, it } from 'vitest';
import { inspectForm, multipartBoundary, readWithin } from './form-size';

const encoder = new TextEncoder();
/** A body that arrives in the given pieces. */
const streamOf = (...pieces: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });

const BOUNDARY = '----form7';
const multipart = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv${i}\r\n`,
  ).join('') + `--${BOUNDARY}--\r\n`;
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const post = (body: string | ReadableStream<Uint8Array>, contentType = MULTIPART) =>
  new Request('http://site.test/admin', {
    method: 'POST',
    body,
    headers: { 'content-type': contentType },
    duplex: 'half',
  } as RequestInit);

describe('form posts within limits', () => {
  it('finds the boundary, quoted or not, and only of multipart form data', () => {
    expect(multipartBoundary(MULTIPART)).toBe(BOUNDARY);
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('multipart/form-data')).toBeNull();
    expect(multipartBoundary('text/plain; boundary=x')).toBeNull();
  });

  it('counts multipart fields, a delimiter split across two pieces included', async () => {
    const body = multipart(3);
    const cut = body.indexOf(`--${BOUNDARY}`, 10) + 4; // inside the second delimiter
    const limits = { bytes: 10_000, fields: 3 };
    expect(
      await readWithin(streamOf(body.slice(0, cut), body.slice(cut)), MULTIPART, limits),
    ).toHaveProperty('bytes');
    expect(
      await readWithin(streamOf(body.slice(0, cut), body.slice(cut)), MULTIPART, {
        ...limits,
        fields: 2,
      }),
    ).toEqual({ verdict: 'too-many-fields' });
  });

  it('counts urlencoded pairs', async () => {
    const form = 'application/x-www-form-urlencoded';
    expect(
      await readWithin(streamOf('a=1&b=2&c=3'), form, { bytes: 100, fields: 3 }),
    ).toHaveProperty('bytes');
    expect(await readWithin(streamOf('a=1&b=2', '&c=3'), form, { bytes: 100, fields: 2 })).toEqual({
      verdict: 'too-many-fields',
    });
  });

  it('stops reading at the first byte over the limit, however much more is coming', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    expect(await readWithin(endless, 'text/plain', { bytes: 16 * 1024, fields: 10 })).toEqual({
      verdict: 'too-large',
    });
    expect(pulled).toBeLessThan(20);
  });

  it('stops at the field limit before reading the rest of a 20,000-field body', async () => {
    const verdict = await inspectForm(post(multipart(20_000)), {
      bytes: 11 * 1024 * 1024,
      fields: 2_000,
    });
    expect(verdict).toBe('too-many-fields');
  });

  it('parses a body within the limits, and calls an unparsable one unreadable', async () => {
    const limits = { bytes: 100_000, fields: 100 };
    expect(await inspectForm(post(multipart(5)), limits)).toBe('ok');
    expect(await inspectForm(post('junk without a boundary'), limits)).toBe('unreadable');
    expect(await inspectForm(post('x', 'multipart/form-data'), limits)).toBe('unreadable');
    expect(await inspectForm(post('{"a":1}', 'text/plain'), limits)).toBe('ok');
    expect(await inspectForm(post('a'.repeat(200), 'text/plain'), { bytes: 100, fields: 1 })).toBe(
      'too-large',
    );
  });
});
