import type { FileUse } from './file-uses';

/** Where a file's alt text shows (articles' pictures) and where its uses keep their own (lib/admin/alt-reach.ts). */
export type AltReach = { shows: FileUse[]; keeps: FileUse[] };

/**
 * A file's alt text and another typed for it, side by side, with where the
 * file's alt text shows: the person chooses (components/admin/alt-choice.tsx).
 * Nothing overwrites someone's alt text before that.
 */
export type AltQuestion = {
  now: string;
  typed: string;
  reach: string;
  /** Asked again because the answer chose neither: the choice says what to do. */
  unanswered?: boolean;
};

/** The question an upload of a picture already in the library, with other alt text, asks. */
export const CHOOSE_ALT =
  'This picture is already in the library, with other alt text. Choose which one it keeps: nothing changes until you do.';

/** What the choice says when it was sent with neither alt text chosen. */
export const CHOOSE_ONE =
  'Nothing was chosen: choose “The one it has” or “Yours”, then save the choice again.';

const titles = (uses: FileUse[]) => uses.map((use) => `“${use.title}”`).join(', ');
const articles = (n: number) => (n === 1 ? 'one article' : `${n} articles`);
const places = (n: number) =>
  n === 1 ? 'one place that keeps its' : `${n} places that keep their`;

/** What a file's alt text reaches, in words that hold for each use. */
export function altReachWords({ shows, keeps }: AltReach): string {
  const shown =
    shows.length === 0
      ? 'No article has this file as its picture; the text is filled in wherever the picture is inserted from now on.'
      : `The picture of ${articles(shows.length)} shows it (its page, the cards and the share card): ${titles(shows)}; and it is filled in wherever the picture is inserted from now on.`;
  if (keeps.length === 0) return shown;
  return `${shown} Not changed in ${places(keeps.length)} own alt text (a picture placed in a body, a list item's or a record's picture): ${titles(keeps)}. Change it there.`;
}
