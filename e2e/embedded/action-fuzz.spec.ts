import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { makeAccount, signIn } from '../support/editing';
import { describe, walk, type Probe } from '../support/hostile';

/**
 * Issue 26: every server action the build exports, posted to as an attacker
 * would (signed out and as an editor): junk bodies in every encoding Next reads,
 * huge field counts, a foreign origin. No answer may be a 5xx, and none may take
 * longer than a second over twice what an ordinary page costs at that moment.
 */
type Manifest = {
  node: Record<string, { workers: Record<string, unknown>; exportedName?: string }>;
};

/** A path that reaches the page a worker renders: groups dropped, parameters filled. */
export const pathOf = (worker: string) =>
  worker
    .replace(/^app/, '')
    .replace(/\/page$/, '')
    .replace(/\/\([^)]+\)/g, '')
    .replace(/\[[^\]]+\]/g, 'fuzz') || '/';

function actions() {
  const manifest = JSON.parse(
    readFileSync('.next/server/server-reference-manifest.json', 'utf8'),
  ) as Manifest;
  return Object.entries(manifest.node).map(([id, entry]) => {
    // The page with the fewest parameters that carries the action.
    const workers = Object.keys(entry.workers).sort(
      (a, b) => (a.match(/\[/g)?.length ?? 0) - (b.match(/\[/g)?.length ?? 0),
    );
    return { id, name: entry.exportedName ?? id, path: pathOf(workers[0]!) };
  });
}

const BOUNDARY = '----fuzz';
const multipart = (fields: [string, string][], boundary = BOUNDARY) =>
  fields
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('') + `--${boundary}--\r\n`;
const junk = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => [`f${i}`, `\u0000<x>${'%'.repeat(i % 7)}`] as [string, string],
  );

function probesFor(
  { id, path }: { id: string; path: string },
  origin: string,
  cookie: string,
): Probe[] {
  const headers = (contentType: string, extra: Record<string, string> = {}) => ({
    origin,
    'content-type': contentType,
    'next-action': id,
    ...(cookie ? { cookie } : {}),
    ...extra,
  });
  const formData = `multipart/form-data; boundary=${BOUNDARY}`;
  const post = (body: string, contentType: string, extra?: Record<string, string>) => ({
    method: 'POST',
    path,
    headers: headers(contentType, extra),
    body,
  });
  return [
    post('%%%garbage', 'text/plain;charset=UTF-8'),
    post('["$@1",{"a":"$Q2","b":"$K9"}]', 'text/plain;charset=UTF-8'),
    post('[{"$$typeof":"x"}', 'text/plain;charset=UTF-8'),
    post('a=%zz&&=&b', 'application/x-www-form-urlencoded'),
    post(multipart(junk(40)), formData),
    post(multipart(junk(3), 'other'), formData),
    post('--only-a-start', formData),
    post(multipart(junk(20_000)), formData),
    post(multipart(junk(3)), formData, { origin: 'https://evil.example' }),
    // Without JavaScript the action id travels in a field.
    {
      method: 'POST',
      path,
      headers: { origin, 'content-type': formData, ...(cookie ? { cookie } : {}) },
      body: multipart([[`$ACTION_ID_${id}`, ''], ...junk(10)]),
    },
  ];
}

test.describe('every server action under junk', () => {
  test('signed out: no 5xx, no slow answer', async ({ baseURL }) => {
    test.setTimeout(240_000);
    const probes = actions().flatMap((action) => probesFor(action, baseURL!, ''));
    expect(probes.length).toBeGreaterThan(100);
    const { offenders, limitMs } = await walk(baseURL!, probes, '127.0.0.7', 1000);
    expect(offenders.map(describe), `limit ${limitMs} ms`).toEqual([]);
  });

  test('as an editor: no 5xx, no slow answer', async ({ baseURL, page, request }) => {
    test.setTimeout(240_000);
    await signIn(page, await makeAccount(request, 'editor', 'fuzzed'));
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const probes = actions().flatMap((action) => probesFor(action, baseURL!, cookie));
    const { offenders, limitMs } = await walk(baseURL!, probes, '127.0.0.8', 1000);
    expect(offenders.map(describe), `limit ${limitMs} ms`).toEqual([]);
  });
});
