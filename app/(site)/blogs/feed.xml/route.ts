import { readContent } from '@/lib/content/read';
import { blogText } from '@/lib/copy/blog';
import { site } from '@/lib/site';

export const revalidate = 300;

const escape = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** RSS 2.0 of the latest articles. */
export async function GET() {
  const { data } = await readContent('blogs', { paging: { page: 1, per_page: 20 } });
  const items = data.blogs.data
    .map((blog) => {
      const link = `${site.url}/blogs/details/${encodeURIComponent(blog.slug)}`;
      const published = blog.published_date ? new Date(blog.published_date) : null;
      return [
        '<item>',
        `<title>${escape(blog.title)}</title>`,
        `<link>${escape(link)}</link>`,
        `<guid isPermaLink="true">${escape(link)}</guid>`,
        blog.short_description
          ? `<description>${escape(blog.short_description)}</description>`
          : '',
        published && !Number.isNaN(published.getTime())
          ? `<pubDate>${published.toUTCString()}</pubDate>`
          : '',
        blog.author ? `<dc:creator>${escape(blog.author)}</dc:creator>` : '',
        ...blog.tags.filter(Boolean).map((tag) => `<category>${escape(tag)}</category>`),
        '</item>',
      ].join('');
    })
    .join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${escape(`${site.name} blog`)}</title>
<link>${escape(`${site.url}/blogs`)}</link>
<atom:link href="${escape(`${site.url}/blogs/feed.xml`)}" rel="self" type="application/rss+xml"/>
<description>${escape(blogText.description)}</description>
<language>en</language>
${items}
</channel>
</rss>
`;
  return new Response(xml, {
    headers: {
      'content-type': 'application/rss+xml; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
    },
  });
}
