/** Sizes for people: 15.2 MB, 840 KB. */
const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** An image upload refused for want of alt text: the file itself was fine. */
export const ALT_NEEDED =
  'Describe the picture in a few words (its alt text) for people who cannot see it.';

/**
 * What a form says by its file control after a refused save when the file chosen
 * was not kept (a browser never keeps a file through a page's answer): choose it again.
 */
export const notKeptMessage = (kind: 'picture' | 'file', name: string) =>
  `The ${kind} you chose${name ? ` (${name})` : ''} was not kept: choose it again.`;

/** What the form says of a file over the limit, in the browser before it is sent and on the server alike. */
export const tooLargeMessage = (bytes: number, limit: number) =>
  `This file is ${size(bytes)}; the site takes files up to ${size(limit)}. Choose a smaller one (a photo saved 2,000 px wide is usually under 1 MB).`;
