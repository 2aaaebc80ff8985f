import 'server-only';
import { reads, type ReadData, type ReadName } from '@/lib/content/contract';
import { MAX_PER_PAGE, type Params, type Paging } from '@/lib/content/routes';
import { wireSummary } from '@/lib/content/list-wire';
import { lists } from '@/lib/content/lists';
import { contentSource } from '@/lib/content/source';
import { mediaDetailPath } from '@/lib/copy/media';
import { isOnOrAfterToday } from '@/lib/dates';
import { htmlToText } from '@/lib/html';
import type { SearchDocument } from './types';

/** News items whose details (their text) are read for the index, newest first. */
export const MAX_NEWS_DETAILS = 500;
/** Pages of a paged read (articles, publications) read for the index: MAX_PER_PAGE each, so up to 5,000. */
const MAX_PAGES = 100;
/** Reads of the CMS in flight at once while the index is built. */
const CONCURRENT_READS = 4;

type Outcome<N extends ReadName> = { ok: true; data: ReadData<N> } | { ok: false };

async function read<N extends ReadName>(
  name: N,
  params: Params = {},
  paging?: Paging,
): Promise<Outcome<N>> {
  try {
    const answer = await contentSource().read(name, params, paging);
    if (answer.status !== 200 || answer.error) return { ok: false };
    const parsed = reads[name].schema.safeParse(answer.body);
    return parsed.success ? { ok: true, data: parsed.data as ReadData<N> } : { ok: false };
  } catch {
    return { ok: false };
  }
}

/** Runs `work` over `items`, at most `limit` at once, in order. */
async function inBatches<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

const clean = (text: string | null | undefined) =>
  htmlToText(text ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .trim();
const isoOrNull = (value: string | null | undefined) => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/**
 * The searchable content of an upstream CMS, read through the contract: every
 * article (paged), news item (with its text), video, publication, magazine and
 * open job, and the articles' authors. `complete` is false when a read failed,
 * so the caller keeps its last good index instead of one with holes.
 */
export async function upstreamDocuments(): Promise<{
  documents: SearchDocument[];
  complete: boolean;
}> {
  let complete = true;
  const need = <N extends ReadName>(outcome: Outcome<N>): ReadData<N> | null => {
    if (outcome.ok) return outcome.data;
    complete = false;
    return null;
  };

  /** Every page of a paged read, from its first page's `last_page`. */
  async function allPages<N extends 'blogs' | 'publications'>(
    name: N,
    lastPageOf: (data: ReadData<N>) => number,
  ): Promise<ReadData<N>[]> {
    const first = need(await read(name, {}, { page: 1, per_page: MAX_PER_PAGE }));
    const last = Math.min(first ? lastPageOf(first) : 1, MAX_PAGES);
    const later = await inBatches(
      Array.from({ length: last - 1 }, (_, i) => i + 2),
      CONCURRENT_READS,
      (page) => read(name, {}, { page, per_page: MAX_PER_PAGE }),
    );
    return [first, ...later.map(need)].filter((data) => data !== null);
  }

  const [articlePages, publicationPages, news, magazines, jobs, videos] = await Promise.all([
    allPages('blogs', (data) => data.blogs.meta.last_page),
    allPages('publications', (data) => data.meta?.last_page ?? 1),
    read('newsVideos'),
    read('mediaMagazines'),
    read('jobPosts'),
    read('videos'),
  ]);
  const articles = articlePages.flatMap((page) => page.blogs.data);
  const publications = publicationPages.flatMap((page) => page.magazines);

  const newsItems = (need(news)?.medias ?? []).filter((m) => m.media_type === 'news' && m.slug);
  const details = await inBatches(newsItems.slice(0, MAX_NEWS_DETAILS), CONCURRENT_READS, (m) =>
    read('mediaDetails', { slug: m.slug! }),
  );

  const documents: SearchDocument[] = [];
  const authors = new Map<string, string>();
  for (const article of articles) {
    documents.push({
      kind: 'article',
      ref: article.slug,
      href: `/blogs/details/${encodeURIComponent(article.slug)}`,
      title: clean(article.title),
      summary: clean(wireSummary(lists.blogPosts, article)),
      body: clean(article.description),
      date: isoOrNull(article.published_date),
    });
    if (article.author_id && article.author) authors.set(article.author_id, article.author);
  }
  for (const [id, name] of authors) {
    documents.push({
      kind: 'author',
      ref: id,
      href: `/blogs/author/${encodeURIComponent(id)}`,
      title: clean(name),
      summary: '',
      body: '',
      date: null,
    });
  }
  (need(news)?.medias ?? []).forEach((item, index) => {
    const detail =
      item.media_type === 'news' && item.slug ? details[newsItems.indexOf(item)] : undefined;
    const text = detail?.ok ? detail.data.details : null;
    documents.push({
      kind: 'media',
      ref: item.slug ? `item-${item.slug}` : `item-${index}`,
      href: item.media_type === 'news' && item.slug ? mediaDetailPath(item.slug) : '/media',
      title: clean(text?.title || item.quick_title),
      summary: clean(wireSummary(lists.mediaItems, item)),
      body: clean(text?.content),
      date: isoOrNull(text?.created_at ?? item.created_at),
    });
  });
  // Listed by title alone: each links to the page that lists it.
  const titled = (
    kind: SearchDocument['kind'],
    prefix: string,
    href: string,
    items: { title: string; date: string | null | undefined }[],
  ) =>
    items.forEach((item, index) =>
      documents.push({
        kind,
        ref: `${prefix}-${index}`,
        href,
        title: clean(item.title),
        summary: '',
        body: '',
        date: isoOrNull(item.date),
      }),
    );
  titled(
    'media',
    'video',
    '/blogs/video',
    (need(videos)?.videos ?? []).map((v) => ({ title: v.title, date: v.published_date })),
  );
  titled(
    'publication',
    'publication',
    '/publications',
    publications.map((p) => ({ title: p.title, date: p.published_date })),
  );
  titled(
    'publication',
    'magazine',
    '/media',
    (need(magazines)?.magazines ?? []).map((m) => ({ title: m.title, date: m.created_at })),
  );
  (need(jobs)?.career ?? []).forEach((job, index) => {
    if (job.application_deadline && !isOnOrAfterToday(job.application_deadline)) return;
    documents.push({
      kind: 'job',
      ref: `job-${index}`,
      href: '/career',
      title: clean(job.title),
      summary: clean(wireSummary(lists.jobPosts, job)),
      body: '',
      date: null,
    });
  });
  return { documents: documents.filter((d) => d.title), complete };
}
