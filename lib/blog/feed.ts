import type { Blog } from '@/lib/content/contract';
import { blogText } from '@/lib/copy/blog';
import { parseContentDate, rssDate } from '@/lib/dates';
import { site } from '@/lib/site';
import { withoutControlChars, xmlText } from '@/lib/text';

function rssItem(blog: Blog): string {
  const link = `${site.url}/blogs/details/${encodeURIComponent(withoutControlChars(blog.slug))}`;
  const published = parseContentDate(blog.published_date);
  return [
    '<item>',
    `<title>${xmlText(blog.title)}</title>`,
    `<link>${xmlText(link)}</link>`,
    `<guid isPermaLink="true">${xmlText(link)}</guid>`,
    blog.short_description ? `<description>${xmlText(blog.short_description)}</description>` : '',
    published ? `<pubDate>${rssDate(published)}</pubDate>` : '',
    blog.author ? `<dc:creator>${xmlText(blog.author)}</dc:creator>` : '',
    ...blog.tags.filter(Boolean).map((tag) => `<category>${xmlText(tag)}</category>`),
    '</item>',
  ].join('');
}

/** RSS 2.0 of the given articles, newest first as given. */
export function rssFeed(blogs: Blog[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${xmlText(`${site.name} blog`)}</title>
<link>${xmlText(`${site.url}/blogs`)}</link>
<atom:link href="${xmlText(`${site.url}/blogs/feed.xml`)}" rel="self" type="application/rss+xml"/>
<description>${xmlText(blogText.description)}</description>
<language>en</language>
${blogs.map(rssItem).join('\n')}
</channel>
</rss>
`;
}
