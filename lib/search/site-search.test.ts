import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseQuery } from './query';
import type { SearchDocument } from './types';

/** The upstream index's life: built once, kept while fresh, rebuilt after its lifetime or a revalidation, never replaced by one with holes. */
const upstream = vi.fn<() => Promise<{ documents: SearchDocument[]; complete: boolean }>>();
vi.mock('./upstream-documents', () => ({ upstreamDocuments: () => upstream() }));
vi.mock('./site-pages', () => ({ sitePageDocuments: () => [] }));

const { searchEngine, dropUpstreamIndex } = await import('./site-search');

const article = (title: string): SearchDocument => ({
  kind: 'article',
  ref: title,
  href: `/blogs/details/${title}`,
  title,
  summary: '',
  body: '',
  date: null,
});
const titles = async () =>
  (await (await searchEngine()).search(parseQuery('article '), null, 1)).hits.map((hit) =>
    hit.title.replace(/[\u0001\u0002]/g, ''),
  );

describe('the upstream search index', () => {
  beforeEach(() => {
    vi.stubEnv('CONTENT_API_URL', 'http://cms.example');
    vi.stubEnv('REVALIDATE_SECONDS', '60');
    vi.stubEnv('FAILURE_REVALIDATE_SECONDS', '5');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.spyOn(console, 'log').mockReturnValue();
    vi.spyOn(console, 'warn').mockReturnValue();
    dropUpstreamIndex();
    upstream.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('is built once and answers from memory while it is fresh', async () => {
    upstream.mockResolvedValue({ documents: [article('article one')], complete: true });
    expect(await titles()).toEqual(['article one']);
    vi.advanceTimersByTime(59_000);
    expect(await titles()).toEqual(['article one']);
    expect(upstream).toHaveBeenCalledTimes(1);
  });

  it('after its lifetime the old index answers while the new one is built', async () => {
    upstream.mockResolvedValue({ documents: [article('article one')], complete: true });
    await titles();
    vi.advanceTimersByTime(61_000);
    upstream.mockResolvedValue({ documents: [article('article two')], complete: true });
    expect(await titles()).toEqual(['article one']);
    await vi.waitFor(async () => expect(await titles()).toEqual(['article two']));
  });

  it('POST /api/revalidate drops it: the next search reads the CMS again', async () => {
    upstream.mockResolvedValue({ documents: [article('article one')], complete: true });
    await titles();
    upstream.mockResolvedValue({ documents: [article('article two')], complete: true });
    dropUpstreamIndex();
    expect(await titles()).toEqual(['article two']);
  });

  it('a build during which a read failed keeps the last complete index, and tries again soon', async () => {
    upstream.mockResolvedValue({ documents: [article('article one')], complete: true });
    await titles();
    vi.advanceTimersByTime(61_000);
    upstream.mockResolvedValue({ documents: [], complete: false });
    await titles();
    await vi.waitFor(() => expect(upstream).toHaveBeenCalledTimes(2));
    expect(await titles()).toEqual(['article one']);
    vi.advanceTimersByTime(6_000);
    upstream.mockResolvedValue({ documents: [article('article three')], complete: true });
    await titles();
    await vi.waitFor(async () => expect(await titles()).toEqual(['article three']));
  });

  it('with nothing complete yet, what could be read answers, and is retried soon', async () => {
    upstream.mockResolvedValue({ documents: [article('article half')], complete: false });
    expect(await titles()).toEqual(['article half']);
    vi.advanceTimersByTime(4_000);
    await titles();
    expect(upstream).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    upstream.mockResolvedValue({ documents: [article('article whole')], complete: true });
    await titles();
    await vi.waitFor(async () => expect(await titles()).toEqual(['article whole']));
  });

  it('the first index answers within the content deadline: until then, the site pages alone, marked partial', async () => {
    vi.stubEnv('CONTENT_API_TIMEOUT_MS', '20');
    let finish!: (value: { documents: SearchDocument[]; complete: boolean }) => void;
    upstream.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const first = await searchEngine();
    expect('partial' in first).toBe(true);
    expect(await titles()).toEqual([]);
    expect(upstream).toHaveBeenCalledTimes(1);
    finish({ documents: [article('article late')], complete: true });
    await vi.waitFor(async () => expect(await titles()).toEqual(['article late']));
    expect('partial' in (await searchEngine())).toBe(false);
  });

  it('answers /bn/search from the same documents read as Bangla, the English where there is none', async () => {
    upstream.mockResolvedValue({
      documents: [
        {
          ...article('article knitting'),
          bn: { title: 'নিটিং নিয়ে লেখা', summary: '', body: '', keywords: 'বুনন' },
        },
        article('article english only'),
      ],
      complete: true,
    });
    const bangla = async (q: string) =>
      (await (await searchEngine('bn')).search(parseQuery(q), null, 1)).hits.map((hit) =>
        hit.title.replace(/[\u0001\u0002]/g, ''),
      );
    expect(await bangla('নিটিং')).toEqual(['নিটিং নিয়ে লেখা']);
    expect(await bangla('বুনন')).toEqual(['নিটিং নিয়ে লেখা']);
    expect(await bangla('english')).toEqual(['article english only']);
    // The English index is the English one, and the CMS was read once for both.
    expect(await titles()).toEqual(['article knitting', 'article english only']);
    expect(upstream).toHaveBeenCalledTimes(1);
  });
});
