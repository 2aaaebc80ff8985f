import { describe, expect, it } from 'vitest';
import { site } from '@/lib/site';
import { resetLink, resetLinkSeconds } from './reset-link';

describe('reset links', () => {
  it('work for an hour, or RESET_LINK_SECONDS when shorter, never longer', () => {
    expect(resetLinkSeconds({})).toBe(3600);
    expect(resetLinkSeconds({ RESET_LINK_SECONDS: '1' })).toBe(1);
    expect(resetLinkSeconds({ RESET_LINK_SECONDS: '86400' })).toBe(3600);
    expect(resetLinkSeconds({ RESET_LINK_SECONDS: 'soon' })).toBe(3600);
    expect(resetLinkSeconds({ RESET_LINK_SECONDS: '0' })).toBe(3600);
  });

  it("lead to the editing area's page with the token", () => {
    expect(resetLink('a b')).toBe(`${site.url}/admin/reset-password?token=a%20b`);
  });
});
