import { expect, test } from '@playwright/test';
import { describe, formCredentials, formProbes, hostileProbes, walk } from '../support/hostile';
import { setContractMode } from '../support/helpers';
import { UPSTREAM_DEADLINE_MS } from '../support/servers';

test.describe('hostile requests (upstream source)', () => {
  test.setTimeout(240_000);

  test('every route pattern answers every hostile input below 500 and within the deadline', async ({
    baseURL,
    request,
  }) => {
    await setContractMode(request, 'ok');
    const { token, cookie } = await formCredentials(baseURL!);
    const probes = [...hostileProbes(), ...formProbes(token, cookie)];
    expect(probes.length).toBeGreaterThan(300);
    const { answers, offenders, limitMs } = await walk(
      baseURL!,
      probes,
      '127.0.0.3',
      UPSTREAM_DEADLINE_MS + 1000,
    );
    expect(answers).toHaveLength(probes.length);
    expect(
      offenders.map(describe),
      `answers of 500 or more, or slower than ${limitMs} ms (the deadline, a second and twice an ordinary page's time now)`,
    ).toEqual([]);
  });
});
