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
});
