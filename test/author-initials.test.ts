import { describe, expect, it } from 'vitest';
import { AUTHOR_NAMES, initialsOf } from '../scripts/demo-assets/authors.mjs';
import { seedAuthors } from '../lib/store/seed/collections/blog-people';

describe("a demo author's avatar", () => {
  it('shows its first and last words’ initials (issue 51)', () => {
    expect(initialsOf('Tanvir Ahmed Chowdhury')).toBe('TC');
    expect(initialsOf('Md. Rezaul Karim')).toBe('RK');
    expect(initialsOf('Dr. Farhana Rahman')).toBe('FR');
    expect(initialsOf('Nusrat J. Mitu')).toBe('NM');
    expect(initialsOf('Farhana')).toBe('F');
    expect(initialsOf('  nusrat   jahan  ')).toBe('NJ');
  });

  it("is drawn for the seed's author of the same number", () => {
    expect(AUTHOR_NAMES).toEqual(seedAuthors.map((a) => a.fullName));
    expect(seedAuthors.map((a) => a.avatar)).toEqual(
      seedAuthors.map((_, i) => expect.stringContaining(`author-0${i + 1}`)),
    );
  });
});
