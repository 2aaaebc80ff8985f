import { describe, expect, it } from 'vitest';
import { BULK_REFUSED, countIn, restoredWords, tickedIds } from './bin-words';

describe('the Bin’s bulk restore words', () => {
  it('says how many were restored, one or more', () => {
    expect(restoredWords(1)).toBe('1 item was restored, as it was before it was deleted.');
    expect(restoredWords(3)).toBe('3 items were restored, as they were before they were deleted.');
  });

  it('says why the refused ones were not restored, and that they stay ticked', () => {
    expect(BULK_REFUSED.address(1)).toBe(
      '1 ticked item was not restored: another item has its address now. Change that item’s address first, then restore again; it stays ticked below.',
    );
    expect(BULK_REFUSED.address(2)).toMatch(
      /^2 ticked items were not restored: .* they stay ticked below\.$/,
    );
    expect(BULK_REFUSED.author(2)).toMatch(
      /^2 ticked articles were not restored: their author was deleted\. .*they stay ticked below\.$/,
    );
    expect(BULK_REFUSED.gone(1)).toBe('1 ticked item is no longer in the bin.');
  });

  it('reads counts and ticked ids from the address and the form, never more than 200', () => {
    expect(countIn('3')).toBe(3);
    expect(countIn('-1')).toBe(0);
    expect(countIn('1.5')).toBe(0);
    expect(countIn('x')).toBe(0);
    expect(countIn('99999')).toBe(200);
    expect(tickedIds(['4', '4', '7', 'x', '1e3', '-2', '1234567890'])).toEqual([4, 7]);
    expect(tickedIds(Array.from({ length: 300 }, (_, i) => String(i + 1)))).toHaveLength(200);
  });
});
