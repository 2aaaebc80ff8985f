import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';

const meta = (html: string, attr: 'name' | 'property', key: string) =>
  html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`))?.[1];

/**
 * The link preview a detail page announces (issue 22): a 1200x630 JPEG card
 * with its size, type and alt, the same for X, and an image that really is one.
 */
export async function expectShareCard(request: APIRequestContext, path: string, alt: string) {
  const html = await (await request.get(path)).text();
  const image = meta(html, 'property', 'og:image');
  expect(image, `${path} og:image`).toMatch(/\/opengraph-image(?:-\w+)?\//);
  expect(meta(html, 'property', 'og:image:type'), path).toBe('image/jpeg');
  expect(meta(html, 'property', 'og:image:width'), path).toBe('1200');
  expect(meta(html, 'property', 'og:image:height'), path).toBe('630');
  expect(meta(html, 'property', 'og:image:alt'), path).toBe(alt);
  expect(meta(html, 'name', 'twitter:image'), path).toBe(image);
  expect(html, 'no WebP is announced as a preview').not.toMatch(/<meta [^>]*content="[^"]*\.webp"/);

  const { pathname, search } = new URL(image!.replace(/&amp;/g, '&'));
  const answer = await request.get(`${pathname}${search}`);
  expect(answer.status(), pathname).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/jpeg');
  const card = await answer.body();
  expect(await sharp(card).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  return card;
}

/** The colour of the card at a point, to tell a drawn picture from the bare brand gradient. */
export async function pixelAt(card: Buffer, x: number, y: number) {
  const { data, info } = await sharp(card).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}
