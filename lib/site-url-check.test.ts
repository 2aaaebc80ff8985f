import { describe, expect, it } from 'vitest';
import { siteUrlCheck } from './site-url-check';

describe('SITE_URL at start', () => {
  it('is fine when it is a public address', () => {
    expect(
      siteUrlCheck({ SITE_URL: 'https://www.mascobd.com', DATABASE_URL: 'postgres://x' }),
    ).toEqual({ level: 'ok' });
  });

  it('warns when unset on a plain server, and refuses to start when the site is deployed', () => {
    expect(siteUrlCheck({}).level).toBe('warn');
    expect(siteUrlCheck({}).message).toContain('SITE_URL is unset');
    expect(siteUrlCheck({ DATABASE_URL: 'postgres://db/site' })).toEqual({
      level: 'fatal',
      message:
        'SITE_URL is unset and DATABASE_URL is set (a deployed site): canonical links, Open Graph, the sitemap and the feed point at http://localhost:3000. Set it to the public address, for example SITE_URL=https://www.mascobd.com.',
    });
    expect(siteUrlCheck({ REDIS_URL: 'redis://127.0.0.1' }).level).toBe('fatal');
    expect(siteUrlCheck({ REDIS_URL: ' ', SITE_URL: ' ' }).level).toBe('warn');
  });

  it('warns about a loopback address but allows it, for tests on one machine', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:3100', 'http://[::1]:3000']) {
      const check = siteUrlCheck({ SITE_URL: url, DATABASE_URL: 'postgres://x' });
      expect(check.level).toBe('warn');
      expect(check.message).toContain('an address on this machine');
    }
  });

  it('refuses a SITE_URL that is no URL', () => {
    expect(siteUrlCheck({ SITE_URL: 'www.mascobd.com' }).level).toBe('fatal');
  });
});
