/**
 * The English share cards' addresses as they were before the public pages moved
 * under app/[lang] (issue 49: no existing URL or share card changes). Next names a
 * card file in a folder whose path has a route group `opengraph-image-` + a hash of
 * the folder's path (next/dist/lib/metadata/get-metadata-route.js), so the move
 * renamed `/career/opengraph-image-1e5xp1` to `/en/career/opengraph-image-18ux3t`.
 * The old address is rewritten to the card (next.config.ts), and the English pages
 * name it again (lib/metadata.ts's withEnglishCard); the Bangla twins name Next's own.
 */

/** The folders with a card of their own, as they were under app/. */
const CARD_FOLDERS = [
  '/(site)/career',
  '/(site)/sustainability',
  '/(site)/blogs/(shell)',
  '/(site)/blogs/details/[slug]',
  '/(site)/media-details/[slug]',
];

/** Next's djb2 (next/dist/shared/lib/hash.js), 32-bit, as Turbopack computes it too. */
function djb2(text: string): number {
  let hash = 5381;
  for (let i = 0; i < text.length; i++)
    hash = ((hash << 5) + hash + text.charCodeAt(i)) & 0xffffffff;
  return hash >>> 0;
}

/** The suffix Next gives a card file in `folder` (an app-relative path with its groups). */
export const cardSuffix = (folder: string): string => djb2(folder).toString(36).slice(0, 6);

/** A folder's public path: groups dropped, `[slug]` as the rewrite's `:slug`. */
const routeOf = (folder: string): string =>
  folder
    .split('/')
    .filter((segment) => segment && !segment.startsWith('('))
    .map((segment) => (segment.startsWith('[') ? `:${segment.slice(1, -1)}` : segment))
    .join('/');

const CARDS = CARD_FOLDERS.map((folder) => ({
  route: routeOf(folder),
  before: cardSuffix(folder),
  now: cardSuffix(`/[lang]${folder}`),
}));

/** Each card's address of before, to the card (an article's and a news item's with its `/card` id). */
export const shareCardRewrites = CARDS.map(({ route, before, now }) => ({
  source: `/${route}/opengraph-image-${before}/:id*`,
  destination: `/en/${route}/opengraph-image-${now}/:id*`,
}));

/**
 * The address an English page's own card had (its folder's opengraph-image.tsx),
 * for the page at `path`: `/career` → `/career/opengraph-image-1e5xp1`; `item`: an
 * article's or a news item's, whose card has an id (`…/opengraph-image-1qs48r`,
 * the id added by the caller). Null for a page without a card of its own.
 */
export function englishCardAddress(path: string): { url: string; item: boolean } | null {
  for (const { route, before } of CARDS) {
    const pattern = new RegExp(`^/${route.replace(/:[a-z_]+/g, '[^/?#]+')}$`);
    if (pattern.test(path))
      return { url: `${path}/opengraph-image-${before}`, item: route.includes(':') };
  }
  return null;
}

/**
 * The address Next gives a Bangla twin's own card (a page card, not an article's or a
 * news item's): `/career` → `/bn/career/opengraph-image-18ux3t`. Null for a page
 * without one.
 */
export function banglaCardAddress(path: string): string | null {
  const card = CARDS.find(({ route }) => !route.includes(':') && `/${route}` === path);
  return card ? `/bn${path}/opengraph-image-${card.now}` : null;
}
