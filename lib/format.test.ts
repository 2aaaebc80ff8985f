import { describe, expect, it } from 'vitest';
import { figure, truncate } from './format';
import { CUT } from './copy/blog';

describe('truncate', () => {
  it('keeps text at or under the limit', () =>
    expect(truncate('a'.repeat(82), 82)).toBe('a'.repeat(82)));
  it("cuts longer text and adds '...'", () =>
    expect(truncate('a'.repeat(83), 82)).toBe(`${'a'.repeat(82)}...`));
});

describe('figure', () => {
  it('groups thousands', () => expect(figure(1850)).toBe('1,850'));
});

describe('truncate at every cut length of the blog section', () => {
  it.each(Object.entries(CUT))('%s cuts at %i', (_, length) => {
    const exact = 'x'.repeat(length);
    expect(truncate(exact, length)).toBe(exact);
    expect(truncate(`${exact}y`, length)).toBe(`${exact}...`);
    expect(truncate('', length)).toBe('');
  });

  it('uses the spec’s lengths', () => {
    expect(Object.values(CUT).sort((a, b) => a - b)).toEqual([
      50, 58, 62, 68, 82, 95, 120, 120, 130,
    ]);
  });
});
