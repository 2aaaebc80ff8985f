/** Reading time of an HTML article at 200 words a minute, at least 2 minutes. */
export function readingTime(html: string): string {
  const words = html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return `${Math.max(2, Math.ceil(words / 200))} min read`;
}
