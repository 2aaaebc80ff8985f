/** Sizes for people: 15.2 MB, 840 KB. */
const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** What the form says of a file over the limit, in the browser before it is sent and on the server alike. */
export const tooLargeMessage = (bytes: number, limit: number) =>
  `This file is ${size(bytes)}; the site takes files up to ${size(limit)}. Choose a smaller one (a photo saved 2,000 px wide is usually under 1 MB).`;
