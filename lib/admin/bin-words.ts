/** What the Bin's bulk restore says (app/admin/(signed-in)/bin/page.tsx), from the counts in its address. */

const ticked = (n: number, verb: [string, string]) =>
  n === 1 ? `1 ticked item ${verb[0]}` : `${n} ticked items ${verb[1]}`;

/** The ticked items restored. */
export const restoredWords = (n: number) =>
  `${n === 1 ? '1 item was' : `${n} items were`} restored, as ${n === 1 ? 'it was' : 'they were'} before ${n === 1 ? 'it was' : 'they were'} deleted.`;

/** Why some ticked items were not restored, by reason: each sentence names how many, and they stay ticked. */
export const BULK_REFUSED = {
  address: (n: number) =>
    `${ticked(n, ['was', 'were'])} not restored: another item has ${n === 1 ? 'its' : 'their'} address now. Change that item’s address first, then restore again; ${n === 1 ? 'it stays' : 'they stay'} ticked below.`,
  author: (n: number) =>
    `${n === 1 ? '1 ticked article was' : `${n} ticked articles were`} not restored: ${n === 1 ? 'its' : 'their'} author was deleted. Restore the author first (tick it too, if it is in the bin); ${n === 1 ? 'it stays' : 'they stay'} ticked below.`,
  gone: (n: number) => `${ticked(n, ['is', 'are'])} no longer in the bin.`,
} as const;

export type BulkRefusal = keyof typeof BULK_REFUSED;

/** Nothing ticked: nothing restored. */
export const NOTHING_TICKED =
  'Nothing was restored: tick the items to restore, then Restore the ticked.';

/** A count from the address: a whole number from 0 to 200, anything else 0. */
export const countIn = (text: string) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 0 ? Math.min(n, 200) : 0;
};

/** The ids ticked, from the form (`ids`): whole numbers, each once, at most 200. */
export const tickedIds = (values: unknown[]) =>
  [
    ...new Set(
      values
        .map(String)
        .filter((id) => /^\d{1,9}$/.test(id))
        .map(Number),
    ),
  ].slice(0, 200);
