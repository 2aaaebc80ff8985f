import { describe, expect, it } from 'vitest';
import { safeDestination } from './session';

describe('where a sign-in leads', () => {
  it('back to the editing-area page the visitor asked for', () => {
    for (const path of [
      '/admin',
      '/admin/records/knitting',
      '/admin/inbox?kind=subscribers',
      '/admin#x',
    ])
      expect(safeDestination(path)).toBe(path);
  });

  it('nowhere else: other sites, other pages, look-alikes and non-strings go to /admin', () => {
    for (const value of [
      'https://evil.example/admin',
      '//evil.example/admin',
      '/admin//evil.example',
      '/administrator',
      '/knitting',
      '/\\evil.example',
      '',
      undefined,
      ['/admin/inbox'],
    ])
      expect(safeDestination(value), String(value)).toBe('/admin');
  });

  it('never with a control character, which cannot go in a Location header', () => {
    for (const value of [
      '/admin\r\nLocation: https://evil.example',
      '/admin/inbox\r\nSet-Cookie: a=b',
      '/admin?q=\n',
      '/admin#\u0000',
      '/admin/\tx',
    ])
      expect(safeDestination(value), JSON.stringify(value)).toBe('/admin');
  });

  it('as a clean address: spaces and other letters percent-encoded, no way out of /admin', () => {
    expect(safeDestination('/admin/lists?q=ক a')).toBe('/admin/lists?q=%E0%A6%95%20a');
    expect(safeDestination('/admin/../knitting')).toBe('/admin');
    expect(safeDestination('/admin/\\evil.example')).toBe('/admin');
  });
});
