import { expect, test } from '@playwright/test';
import { describe, formCredentials, formProbes, hostileProbes, walk } from '../support/hostile';

test.describe('hostile requests (embedded source)', () => {
  test.setTimeout(240_000);

  test('every route pattern answers every hostile input below 500 and within the deadline', async ({
    baseURL,
  }) => {
    const { token, cookie } = await formCredentials(baseURL!);
    const probes = [...hostileProbes(), ...formProbes(token, cookie)];
    expect(probes.length).toBeGreaterThan(300);
    const { answers, offenders, limitMs } = await walk(baseURL!, probes, '127.0.0.2');
    expect(answers).toHaveLength(probes.length);
    expect(
      offenders.map(describe),
      `answers of 500 or more, or slower than ${limitMs} ms (the deadline, a second and twice an ordinary page's time now)`,
    ).toEqual([]);
  });
});
