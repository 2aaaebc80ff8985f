import type { ImageResponse } from 'next/og';

/** The size of every share image (the cards are drawn in components/og/share-cards.tsx). */
export const ogSize = { width: 1200, height: 630 };

/** The pages whose folder draws a card of their own (opengraph-image.tsx), by English path: its alt text. */
export const PAGE_CARD_ALT = {
  '/career': 'Masco Group — Career',
  '/sustainability': 'Masco Group — Sustainability',
  '/blogs': 'Masco Group — Blog',
} as const;

/** The id of an article's or a news item's card (generateImageMetadata): the last segment of its address. */
export const ITEM_CARD_ID = 'card';

/** Long titles end in an ellipsis rather than run off the card. */
export function clampTitle(title: string, max = 110) {
  const text = title.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/**
 * A share card as JPEG: a photograph is a tenth of its PNG size, and every
 * scraper (LinkedIn, Facebook, X, WhatsApp) renders JPEG.
 */
export async function asJpeg(card: ImageResponse): Promise<Response> {
  const sharp = (await import('sharp')).default;
  const png = Buffer.from(await card.arrayBuffer());
  const jpeg = await sharp(png).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
  return new Response(new Uint8Array(jpeg), { headers: { 'content-type': 'image/jpeg' } });
}
