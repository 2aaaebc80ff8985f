import { beforeEach, describe, expect, it, vi } from 'vitest';

const write = vi.fn();
vi.mock('@/lib/content/source', () => ({
  contentSource: () => ({ kind: 'embedded', base: '', read: vi.fn(), write }),
}));

const { handleFormPost } = await import('./handle-post');
const { CSRF_COOKIE, newCsrfPair } = await import('@/lib/security/csrf');
const { CLIENT_ADDRESS_HEADER } = await import('@/lib/security/client-address');

let client = 0;
function post(
  body: unknown,
  options: {
    token?: string | null;
    cookie?: string | null;
    headers?: Record<string, string>;
    raw?: string;
  } = {},
) {
  const pair = newCsrfPair();
  const token = options.token === undefined ? pair.token : options.token;
  const cookie = options.cookie === undefined ? pair.nonce : options.cookie;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-requested-with': 'XMLHttpRequest',
    host: 'site.test',
    origin: 'http://site.test',
    // A client of its own per request, so the rate limit only bites where a test wants it.
    [CLIENT_ADDRESS_HEADER]: `10.0.${Math.floor(++client / 250)}.${client % 250}`,
    ...(token ? { 'x-csrf-token': token } : {}),
    ...(cookie ? { cookie: `${CSRF_COOKIE}=${cookie}` } : {}),
    ...options.headers,
  };
  return new Request('http://site.test/api/store/contact-us', {
    method: 'POST',
    headers,
    body: options.raw ?? JSON.stringify(body),
  });
}

const valid = {
  name: 'Rina',
  phone: '+880 1711 000000',
  email: 'rina@example.com',
  subject: 'Order',
  note: '',
};

beforeEach(() => {
  write.mockReset();
  write.mockResolvedValue({ status: 200, body: { message: 'Stored.' } });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the contact form handler', () => {
  it('stores a valid post and answers 200', async () => {
    const response = await handleFormPost('/api/store/contact-us', post(valid));
    expect(response.status).toBe(200);
    expect(write).toHaveBeenCalledWith('/api/store/contact-us', valid);
  });

  it('refuses a missing or foreign CSRF token, the missing header and another origin with 403', async () => {
    const other = newCsrfPair();
    for (const request of [
      post(valid, { token: null }),
      post(valid, { cookie: null }),
      post(valid, { cookie: other.nonce }),
      post(valid, { headers: { 'x-requested-with': '' } }),
      post(valid, { headers: { origin: 'https://evil.example' } }),
    ]) {
      expect((await handleFormPost('/api/store/contact-us', request)).status).toBe(403);
    }
    expect(write).not.toHaveBeenCalled();
  });

  it('answers 413 over 16 KB, 400 for malformed JSON and 415 for other content types', async () => {
    expect(
      (await handleFormPost('/api/store/contact-us', post({ ...valid, note: 'x'.repeat(17_000) })))
        .status,
    ).toBe(413);
    expect(
      (await handleFormPost('/api/store/contact-us', post(null, { raw: '{"name":' }))).status,
    ).toBe(400);
    expect(
      (
        await handleFormPost(
          '/api/store/contact-us',
          post(valid, { headers: { 'content-type': 'text/plain' } }),
        )
      ).status,
    ).toBe(415);
    expect(write).not.toHaveBeenCalled();
  });

  it('answers 422 with the field messages', async () => {
    const response = await handleFormPost(
      '/api/store/contact-us',
      post({ ...valid, name: '', email: 'nope' }),
    );
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({
      name: ['Name field is required'],
      email: ['Please enter a valid email address.'],
    });
  });

  it('answers 200 to a filled honeypot and stores nothing', async () => {
    const response = await handleFormPost(
      '/api/store/contact-us',
      post({ ...valid, website: 'spam' }),
    );
    expect(response.status).toBe(200);
    expect(write).not.toHaveBeenCalled();
  });

  it('never forwards the honeypot', async () => {
    await handleFormPost('/api/store/contact-us', post({ ...valid, website: '' }));
    expect(write).toHaveBeenCalledWith('/api/store/contact-us', valid);
  });

  it('answers 502 when the source does not take the message', async () => {
    write.mockResolvedValue({ status: 500, body: null });
    expect((await handleFormPost('/api/store/contact-us', post(valid))).status).toBe(502);
    write.mockRejectedValue(new Error('store closed'));
    expect((await handleFormPost('/api/store/contact-us', post(valid))).status).toBe(502);
  });

  it('limits each client to FORM_RATE_LIMIT posts a minute, then 429 with Retry-After', async () => {
    vi.stubEnv('FORM_RATE_LIMIT', '2');
    const same = { [CLIENT_ADDRESS_HEADER]: '192.0.2.77' };
    const statuses = [];
    let last: Response | undefined;
    for (let i = 0; i < 3; i++) {
      last = await handleFormPost('/api/store/contact-us', post(valid, { headers: same }));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts the address the server saw, not the X-Forwarded-For a client writes', async () => {
    vi.stubEnv('FORM_RATE_LIMIT', '2');
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const headers = { [CLIENT_ADDRESS_HEADER]: '192.0.2.88', 'x-forwarded-for': `10.9.9.${i}` };
      statuses.push(
        (await handleFormPost('/api/store/contact-us', post(valid, { headers }))).status,
      );
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it("does not count posts without a good token, so nobody can spend another's allowance", async () => {
    vi.stubEnv('FORM_RATE_LIMIT', '2');
    const victim = { [CLIENT_ADDRESS_HEADER]: '192.0.2.99' };
    for (let i = 0; i < 10; i++) {
      const forged = await handleFormPost(
        '/api/store/contact-us',
        post(valid, { headers: victim, token: 'forged.token' }),
      );
      expect(forged.status).toBe(403);
    }
    const real = await handleFormPost('/api/store/contact-us', post(valid, { headers: victim }));
    expect(real.status).toBe(200);
  });
});

describe('the origin check', () => {
  it("accepts SITE_URL's host behind a proxy that does not forward the Host header", async () => {
    vi.stubEnv('SITE_URL', 'https://www.masco.example');
    const headers = { origin: 'https://www.masco.example', host: '127.0.0.1:3000' };
    expect((await handleFormPost('/api/store/contact-us', post(valid, { headers }))).status).toBe(
      200,
    );
  });

  it('trusts X-Forwarded-Host only behind a trusted proxy', async () => {
    const headers = {
      origin: 'https://evil.example',
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'evil.example',
    };
    expect((await handleFormPost('/api/store/contact-us', post(valid, { headers }))).status).toBe(
      403,
    );
    vi.stubEnv('TRUST_PROXY', '1');
    const proxied = {
      ...headers,
      origin: 'https://www.masco.example',
      'x-forwarded-host': 'www.masco.example',
      'x-forwarded-proto': 'https',
    };
    expect(
      (await handleFormPost('/api/store/contact-us', post(valid, { headers: proxied }))).status,
    ).toBe(200);
    // The same host on another scheme is another origin.
    const plainHttp = { ...proxied, 'x-forwarded-proto': 'http' };
    expect(
      (await handleFormPost('/api/store/contact-us', post(valid, { headers: plainHttp }))).status,
    ).toBe(403);
  });
});
