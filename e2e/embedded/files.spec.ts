import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { makeAccount, signIn } from '../support/editing';

/**
 * An uploaded file as a browser, a PDF viewer or a cache asks for it: whole,
 * in one range, on condition, with HEAD, and under a made-up query string (the
 * same file, never a new one). The route streams it from a copy on disk
 * (app/files/[hash]/[name]/route.ts); the cases of the range logic are in
 * lib/http/byte-ranges.test.ts.
 */

const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel(/^File \(JPEG/).setInputFiles(file);
  await page.getByRole('button', { name: 'Upload' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Uploaded: ' });
  return (await status.innerText()).replace('Uploaded: ', '').trim();
}

/** The headers every answer with the file carries, as before it was streamed. */
function expectFileHeaders(answer: APIResponse, etag: string) {
  const headers = answer.headers();
  expect(headers['content-type']).toBe('application/pdf');
  expect(headers['content-disposition']).toBe('attachment; filename="brochure.pdf"');
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toBe(FILE_POLICY);
  expect(headers.etag).toBe(etag);
  expect(headers['accept-ranges']).toBe('bytes');
}

test('an uploaded file is answered in one range, on condition, to HEAD, and the same under any query string', async ({
  page,
  request,
}) => {
  await signIn(page, await makeAccount(request, 'editor'), '/admin/files');
  // A PDF of a few megabytes, new each run (its address is the hash of its bytes).
  const bytes = Buffer.concat([
    Buffer.from(`%PDF-1.4\n% ${Date.now()} ${Math.random()}\n`),
    randomBytes(3 * 1024 * 1024),
    Buffer.from('\n%%EOF\n'),
  ]);
  const size = bytes.length;
  const hash = createHash('sha256').update(bytes).digest('hex');
  const url = await upload(page, {
    name: 'Brochure.pdf',
    mimeType: 'application/pdf',
    buffer: bytes,
  });
  expect(url).toBe(`/files/${hash}/brochure.pdf`);
  const etag = `"${hash}"`;

  // Whole, the first time (its copy is made) and again, and with made-up query strings.
  for (const address of [url, url, `${url}?123`, `${url}?v=${Math.random()}&x`]) {
    const whole = await request.get(address);
    expect(whole.status(), address).toBe(200);
    expectFileHeaders(whole, etag);
    expect(whole.headers()['content-length']).toBe(String(size));
    expect(whole.headers()['content-range']).toBeUndefined();
    expect((await whole.body()).equals(bytes), address).toBe(true);
  }

  // One range, as a PDF viewer asks: the first bytes, a middle, the end, the last n.
  for (const [range, start, end] of [
    ['bytes=0-1023', 0, 1023],
    ['bytes=1000000-1065535', 1_000_000, 1_065_535],
    [`bytes=${size - 100}-`, size - 100, size - 1],
    ['bytes=-4096', size - 4096, size - 1],
    [`bytes=${size - 10}-${size + 1000}`, size - 10, size - 1],
  ] as const) {
    const part = await request.get(`${url}?${Math.random()}`, { headers: { range } });
    expect(part.status(), range).toBe(206);
    expectFileHeaders(part, etag);
    expect(part.headers()['content-range'], range).toBe(`bytes ${start}-${end}/${size}`);
    expect(part.headers()['content-length'], range).toBe(String(end - start + 1));
    expect((await part.body()).equals(bytes.subarray(start, end + 1)), range).toBe(true);
  }

  // A range past the end: 416, saying the size.
  const past = await request.get(url, { headers: { range: `bytes=${size}-` } });
  expect(past.status()).toBe(416);
  expect(past.headers()['content-range']).toBe(`bytes */${size}`);

  // Several ranges: the whole file.
  const several = await request.get(url, { headers: { range: 'bytes=0-9,100-109' } });
  expect(several.status()).toBe(200);
  expect((await several.body()).equals(bytes)).toBe(true);

  // The copy a client holds: 304, without the bytes, whatever range it adds.
  for (const headers of [
    { 'if-none-match': etag },
    { 'if-none-match': etag, range: 'bytes=0-9' },
  ] as Record<string, string>[]) {
    const cached = await request.get(url, { headers });
    expect(cached.status()).toBe(304);
    expect(cached.headers().etag).toBe(etag);
    expect((await cached.body()).length).toBe(0);
  }

  // If-Range: the range only while the file is the one the client has part of.
  const resumed = await request.get(url, { headers: { range: 'bytes=10-19', 'if-range': etag } });
  expect(resumed.status()).toBe(206);
  expect((await resumed.body()).equals(bytes.subarray(10, 20))).toBe(true);
  const changed = await request.get(url, {
    headers: { range: 'bytes=10-19', 'if-range': '"another-file"' },
  });
  expect(changed.status()).toBe(200);
  expect((await changed.body()).equals(bytes)).toBe(true);

  // HEAD: the headers and length, no bytes.
  const head = await request.head(`${url}?head`);
  expect(head.status()).toBe(200);
  expectFileHeaders(head, etag);
  expect(head.headers()['content-length']).toBe(String(size));
  expect((await head.body()).length).toBe(0);

  // A file the store does not hold, in any range, is still a 404 with the file policy.
  for (const headers of [{}, { range: 'bytes=0-9' }] as Record<string, string>[]) {
    const missing = await request.get(`/files/${'0'.repeat(64)}/missing.pdf?1`, { headers });
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBe('no-store');
    expect(missing.headers()['content-security-policy']).toBe(FILE_POLICY);
  }
});

test('a file has one address: another name for the same bytes is a 404, so the image optimiser cannot resize it anew per name', async ({
  page,
  request,
}) => {
  // Issue 43's second probe: /files/<hash>/<any name> served the file, and the optimiser keyed its cache by the name.
  await signIn(page, await makeAccount(request, 'editor'), '/admin/files');
  await page.getByLabel(/^File \(JPEG/).setInputFiles({
    name: 'Probe.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><title>${Date.now()}-${Math.random()}</title><rect width="40" height="40" fill="#0B2545"/></svg>`,
    ),
  });
  await page.getByLabel('What the picture shows (alt text)').fill('A square');
  await page.getByRole('button', { name: 'Upload' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Uploaded: ' });
  const url = (await status.innerText()).replace('Uploaded: ', '').trim();
  expect((await request.get(url)).status()).toBe(200);
  const other = url.replace(/\/[^/]+$/, '/another-name.svg');
  for (const address of [other, url.toUpperCase().replace('/FILES/', '/files/'), `${url}.`])
    expect((await request.get(address)).status(), address).toBe(404);
  const resized = await request.get(`/_next/image?url=${encodeURIComponent(other)}&w=256&q=75`);
  expect(resized.status()).toBeGreaterThanOrEqual(400);
  expect(resized.status()).toBeLessThan(500);
});
