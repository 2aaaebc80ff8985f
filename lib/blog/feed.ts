import type { Blog } from '@/lib/content/contract';
import { parseContentDate, rssDate } from '@/lib/dates';
import { DEFAULT_LANGUAGE, HREFLANG, pathIn, type Language } from '@/lib/i18n/languages';
import { messagesFor } from '@/lib/i18n/messages';
import { shownInEnglish } from '@/lib/i18n/translate';
import { site } from '@/lib/site';
import { withoutControlChars, xmlText } from '@/lib/text';

const articleUrl = (slug: string, lang: Language) =>
  `${site.url}${pathIn(lang, `/blogs/details/${encodeURIComponent(withoutControlChars(slug))}`)}`;

function rssItem(blog: Blog, firstAddress: string | undefined, lang: Language): string {
  const link = articleUrl(blog.slug, lang);
  const published = parseContentDate(blog.published_date);
  // An article with no Bangla stays English in the Bangla feed, and says so (XML's own language mark).
  const english = shownInEnglish(blog.title, lang);
  return [
    english ? '<item xml:lang="en">' : '<item>',
    `<title>${xmlText(blog.title)}</title>`,
    `<link>${xmlText(link)}</link>`,
    // The address it was first published at (which leads to it still): the same id after a rename.
    `<guid isPermaLink="true">${xmlText(firstAddress ? articleUrl(firstAddress, lang) : link)}</guid>`,
    blog.short_description ? `<description>${xmlText(blog.short_description)}</description>` : '',
    published ? `<pubDate>${rssDate(published)}</pubDate>` : '',
    blog.author ? `<dc:creator>${xmlText(blog.author)}</dc:creator>` : '',
    ...blog.tags.filter(Boolean).map((tag) => `<category>${xmlText(tag)}</category>`),
    '</item>',
  ].join('');
}

/**
 * RSS 2.0 of the given articles, newest first as given; `firstAddresses` names the
 * first address of a renamed article (by today's), its entry's id. Each language
 * has its own (issue 49): its title, its pages' addresses, its `<language>`, its
 * articles' Bangla where they have it (an item in English marked `xml:lang="en"`); the
 * dates stay RFC 822's English, as RSS requires.
 */
export function rssFeed(
  blogs: Blog[],
  firstAddresses = new Map<string, string>(),
  lang: Language = DEFAULT_LANGUAGE,
): string {
  const { feed } = messagesFor(lang);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${xmlText(feed.title)}</title>
<link>${xmlText(`${site.url}${pathIn(lang, '/blogs')}`)}</link>
<atom:link href="${xmlText(`${site.url}${pathIn(lang, '/blogs/feed.xml')}`)}" rel="self" type="application/rss+xml"/>
<description>${xmlText(feed.description)}</description>
<language>${HREFLANG[lang]}</language>
${blogs.map((blog) => rssItem(blog, firstAddresses.get(blog.slug), lang)).join('\n')}
</channel>
</rss>
`;
}
