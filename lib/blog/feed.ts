import type { Blog } from '@/lib/content/contract';
import { blogText } from '@/lib/copy/blog';
import { parseContentDate, rssDate } from '@/lib/dates';
import { site } from '@/lib/site';
import { withoutControlChars, xmlText } from '@/lib/text';

const articleUrl = (slug: string) =>
  `${site.url}/blogs/details/${encodeURIComponent(withoutControlChars(slug))}`;

function rssItem(blog: Blog, firstAddress: string | undefined): string {
  const link = articleUrl(blog.slug);
  const published = parseContentDate(blog.published_date);
  return [
    '<item>',
    `<title>${xmlText(blog.title)}</title>`,
    `<link>${xmlText(link)}</link>`,
    // The address it was first published at (which leads to it still): the same id after a rename.
    `<guid isPermaLink="true">${xmlText(firstAddress ? articleUrl(firstAddress) : link)}</guid>`,
    blog.short_description ? `<description>${xmlText(blog.short_description)}</description>` : '',
    published ? `<pubDate>${rssDate(published)}</pubDate>` : '',
    blog.author ? `<dc:creator>${xmlText(blog.author)}</dc:creator>` : '',
    ...blog.tags.filter(Boolean).map((tag) => `<category>${xmlText(tag)}</category>`),
    '</item>',
  ].join('');
}

/**
 * RSS 2.0 of the given articles, newest first as given; `firstAddresses` names the
 * first address of a renamed article (by today's), its entry's id.
 */
export function rssFeed(blogs: Blog[], firstAddresses = new Map<string, string>()): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${xmlText(`${site.name} blog`)}</title>
<link>${xmlText(`${site.url}/blogs`)}</link>
<atom:link href="${xmlText(`${site.url}/blogs/feed.xml`)}" rel="self" type="application/rss+xml"/>
<description>${xmlText(blogText.description)}</description>
<language>en</language>
${blogs.map((blog) => rssItem(blog, firstAddresses.get(blog.slug))).join('\n')}
</channel>
</rss>
`;
}
