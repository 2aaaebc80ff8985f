import { htmlText } from '@/lib/html-text';

/** Reading time of an HTML article at 200 words a minute, at least 2 minutes. */
export function readingTime(html: string): string {
  const words = htmlText(html).split(/\s+/).filter(Boolean).length;
  return `${Math.max(2, Math.ceil(words / 200))} min read`;
}
