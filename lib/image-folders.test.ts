import { describe, expect, it } from 'vitest';
import { isInImageFolder } from './image-folders';

describe('isInImageFolder', () => {
  it.each(['/demo/blog/blog-01.webp', '/media/hero-poster.webp', `/files/${'a'.repeat(64)}/x.png`])(
    'optimises %s',
    (src) => expect(isInImageFolder(src)).toBe(true),
  );

  it.each([
    '/about',
    '/admin',
    '/opengraph-image',
    '/demo',
    '/filesx/a.png',
    'https://cms.example/a.png',
  ])('leaves %s alone', (src) => expect(isInImageFolder(src)).toBe(false));
});
