// Known blog content for the upstream-mode specs: 21 articles (three pages of 8),
// categories, videos, publications and authors, served by contract-server.mjs.
import { readFileSync } from 'node:fs';

const base = JSON.parse(readFileSync(new URL('./contract-fixture.json', import.meta.url), 'utf8'));

export const PER_PAGE = 8;

export const categories = {
  knitwear: 'Knitwear',
  'sustainability-news': 'Sustainability News',
  video: 'Video',
  publication: 'Publication',
};

/**
 * The CMS's Bangla names (asked with `?lang=bn`, issue 49): one category has one,
 * the other is answered in English, as a CMS answers a name nobody translated.
 */
export const categoriesBn = { knitwear: 'নিট পোশাক' };

const day = (n) => new Date(Date.UTC(2026, 9, 30 - n, 9, 30, 0)).toISOString().replace('.000', '');

/** Article n (1-based); the first is the shared fixture article. */
function article(n) {
  if (n === 1) return { ...base.blog, category_slug: 'knitwear' };
  return {
    slug: `upstream-article-${n}`,
    title:
      n === 2
        ? 'A very long upstream article title that goes on and on well past the eighty-two character cut of the cards'
        : `Upstream article ${n}`,
    short_description:
      n === 3
        ? ''
        : n === 2
          ? 'A description that is deliberately longer than one hundred and twenty characters so that the card has to cut it somewhere sensible.'
          : `Summary of upstream article ${n}.`,
    description: `<p>Body of upstream article ${n}.</p>`,
    thumbnail: `/images/article-${n}.png`,
    featured_image: `/images/article-${n}-wide.png`,
    featured: n <= 3,
    reading_time: `${(n % 7) + 2} min read`,
    published_date: day(n),
    author: n % 2 ? 'Upstream Author' : 'Second Writer',
    author_id: n % 2 ? 7 : 9,
    tags: [`Tag ${n}`],
    category_slug: n <= 13 ? 'knitwear' : 'sustainability-news',
  };
}

export const articles = Array.from({ length: 21 }, (_, i) => article(i + 1));

export const authors = {
  7: { full_name: 'Upstream Author', avatar: '/images/author-7.png' },
  8: { full_name: 'Quiet Author', avatar: '/images/author-8.png' },
  9: { full_name: 'Second Writer', avatar: '/images/author-9.png' },
};

export const videos = [
  {
    title: 'Upstream video: inside the knitting floor',
    video_link: 'https://www.youtube.com/watch?v=AbCdEfGhIjK',
    thumbnail: '/images/video-1.png',
    published_date: '2026-09-01T10:00:00Z',
  },
  {
    title: 'Upstream video with a title that is far too long for a card of the video grid to show',
    video_link: 'https://youtu.be/ZyXwVuTsRqP',
    thumbnail: '/images/video-2.png',
    published_date: '2026-08-01T10:00:00Z',
  },
];

export const publications = Array.from({ length: 10 }, (_, i) => ({
  title:
    i === 0
      ? 'Upstream publication with a long title that is cut at fifty characters on the slider'
      : `Upstream publication ${i + 1}`,
  thumbnail: `/images/publication-${i + 1}.png`,
  published_date: day(i),
  attachment: `/files/publication-${i + 1}.pdf`,
}));

/** `{ data, meta }` of one page of `list`, the way the CMS pages its lists. */
export function paged(list, path, page, perPage = PER_PAGE) {
  const last = Math.max(1, Math.ceil(list.length / perPage));
  const url = (n) => `${path}?page=${n}&per_page=${perPage}`;
  return {
    data: list.slice((page - 1) * perPage, page * perPage),
    meta: {
      current_page: page,
      last_page: last,
      prev_page_url: page > 1 ? url(page - 1) : null,
      next_page_url: page < last ? url(page + 1) : null,
    },
  };
}

/** The body for a blog-section GET, or undefined when `pathname` is not one of them. */
export function blogBody(pathname, searchParams) {
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const perPage = Math.max(1, Number(searchParams.get('per_page')) || PER_PAGE);
  if (pathname === '/api/posts/get-blogs')
    return { status: 200, body: { blogs: paged(articles, pathname, page, perPage) } };
  if (pathname === '/api/posts/categories') {
    if (searchParams.get('lang') !== 'bn') return { status: 200, body: { categories } };
    const named = Object.entries(categories).map(([slug, name]) => [
      slug,
      categoriesBn[slug] ?? name,
    ]);
    return { status: 200, body: { categories: Object.fromEntries(named) } };
  }
  if (pathname === '/api/posts/get-featured-blogs')
    return { status: 200, body: { blogs: articles.filter((a) => a.featured) } };
  if (pathname === '/api/posts/recent')
    return { status: 200, body: { recent: articles.slice(0, 5) } };
  if (pathname === '/api/posts/videos') return { status: 200, body: { videos } };
  if (pathname === '/api/posts/magazines') {
    const { data, meta } = paged(publications, pathname, page, perPage);
    return { status: 200, body: { magazines: data, meta } };
  }
  let m = pathname.match(/^\/api\/posts\/([^/]+)\/blogs$/);
  if (m) {
    const slug = decodeURIComponent(m[1]);
    if (!(slug in categories)) return { status: 404, body: { message: 'No such category.' } };
    const list = articles.filter((a) => a.category_slug === slug);
    return { status: 200, body: { blogs: paged(list, pathname, page, perPage) } };
  }
  m = pathname.match(/^\/api\/posts\/blog\/([^/]+)\/details$/);
  if (m) {
    const found = articles.find((a) => a.slug === decodeURIComponent(m[1]));
    return found
      ? { status: 200, body: { details: found } }
      : { status: 404, body: { message: 'Not found' } };
  }
  m = pathname.match(/^\/api\/posts\/author\/blogs\/([^/]+)$/);
  if (m) {
    const author = authors[m[1]];
    if (!author) return { status: 404, body: { message: 'No such author.' } };
    return {
      status: 200,
      body: { author, blogs: articles.filter((a) => String(a.author_id) === m[1]) },
    };
  }
  return undefined;
}
