/** The longest address an article may have (blogPostInput's limit). */
export const MAX_SLUG = 120;

/**
 * An address made from a title: lowercase letters and digits joined by single
 * hyphens, accents taken off ("Café au lait" → "cafe-au-lait"), cut at a word
 * within MAX_SLUG; '' when the title has no such letters (a title in Bangla).
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG) break;
    slug = next;
  }
  return slug || (words[0] ?? '').slice(0, MAX_SLUG);
}
