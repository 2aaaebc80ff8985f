import { describe, expect, it } from 'vitest';
import { titleFor } from './metadata';

describe('the page title rule', () => {
  it.each([
    ['/', 'Masco Group || Home'],
    ['/masco-at-a-glance', 'Masco Group || MASCO AT A GLANCE'],
    ['/fabric-r&d', 'Masco Group || FABRIC R&D'],
    ['/masco-share%26security', 'Masco Group || MASCO SHARE&SECURITY'],
    ['/blogs/video', 'Masco Group || BLOGS/VIDEO'],
  ])('%s → %s', (path, title) => {
    expect(titleFor(path)).toBe(title);
  });
});
