import { describe, expect, it } from 'vitest';
import { safeDestination } from '@/lib/auth/session';
import { addressWithQuery } from './query';

describe("a list page's address with its query (the way back through sign-in)", () => {
  it('keeps every value, repeated ones too, and nothing for no query', () => {
    expect(addressWithQuery('/admin/blog-posts', {})).toBe('/admin/blog-posts');
    expect(
      addressWithQuery('/admin/blog-posts', {
        q: 'lab dip & more',
        status: 'published',
        tag: ['a', 'b'],
        page: undefined,
      }),
    ).toBe('/admin/blog-posts?q=lab+dip+%26+more&status=published&tag=a&tag=b');
  });

  it('survives the sign-in destination check, and cannot lead off the editing area', () => {
    const address = addressWithQuery('/admin/lists/jobs', { q: 'চাকরি', bangla: 'missing' });
    expect(safeDestination(address)).toBe(address);
    expect(safeDestination(addressWithQuery('/admin/blog-posts', { next: '//evil.example' }))).toBe(
      '/admin/blog-posts?next=%2F%2Fevil.example',
    );
  });
});
