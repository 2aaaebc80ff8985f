import { describe, expect, it } from 'vitest';
import { scrollToClear } from './clear-of-bar';

describe('keeping a focused field clear of the sticky Save bar', () => {
  const BAR = 700;

  it('scrolls nothing when the field and its notes end above the bar', () => {
    expect(scrollToClear({ top: 400, bottom: 440 }, [{ bottom: 480 }], BAR)).toBe(0);
    expect(scrollToClear({ top: 600, bottom: 640 }, [], BAR)).toBe(0);
  });

  it('scrolls the hint under the bar up above it, with 8 px to spare', () => {
    // The field is in sight above the bar; its two-line hint goes under it.
    expect(scrollToClear({ top: 600, bottom: 640 }, [{ bottom: 690 }, { bottom: 720 }], BAR)).toBe(
      28,
    );
    // The field itself under the bar (no scroll-padding took it out): it comes up too.
    expect(scrollToClear({ top: 690, bottom: 730 }, [{ bottom: 770 }], BAR)).toBe(78);
  });

  it('never scrolls the field’s own top out of sight for a hint taller than the room', () => {
    expect(scrollToClear({ top: 100, bottom: 600 }, [{ bottom: 1200 }], BAR)).toBe(92);
  });
});
