import type http from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { answerMovedPage, type MovedLookup } from './moved-pages';

const moved: Record<string, string> = { 'old-article': 'new-article', 'old-news': 'news' };
const lookup: MovedLookup = {
  article: vi.fn(async (slug: string) => (slug.includes('article') ? (moved[slug] ?? null) : null)),
  category: vi.fn(async (slug: string) => (slug.includes('news') ? (moved[slug] ?? null) : null)),
};
const siteHeaders = { 'x-content-type-options': 'nosniff' };

/** A request through the hook: whether it was taken, then how it was answered. */
async function ask(url: string, method = 'GET', find = lookup) {
  const pass = vi.fn();
  const written: { status?: number; headers?: Record<string, string>; ended: boolean } = {
    ended: false,
  };
  let done: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (done = resolve));
  const response = {
    writeHead: (status: number, headers: Record<string, string>) =>
      Object.assign(written, { status, headers }),
    end: () => {
      written.ended = true;
      done();
    },
    headersSent: false,
    destroy: () => done(),
  } as unknown as http.ServerResponse;
  pass.mockImplementation(() => done());
  const taken = answerMovedPage(
    { method, url } as http.IncomingMessage,
    response,
    pass,
    find,
    siteHeaders,
  );
  if (taken) await answered;
  return { taken, passed: pass.mock.calls.length, ...written };
}

describe("an article's or a blog category's earlier address, before Next (issue 48)", () => {
  it('answers 308 to the address of today, in the same language, the query kept', async () => {
    expect(await ask('/blogs/details/old-article?utm_source=share')).toMatchObject({
      taken: true,
      passed: 0,
      status: 308,
      headers: {
        location: '/blogs/details/new-article?utm_source=share',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
      ended: true,
    });
    expect((await ask('/bn/blogs/details/old-article', 'HEAD')).headers?.location).toBe(
      '/bn/blogs/details/new-article',
    );
    expect((await ask('/bn/blogs/old-news')).headers?.location).toBe('/bn/blogs/news');
    expect(lookup.category).toHaveBeenCalledWith('old-news');
  });

  it('hands a page of today, or one never moved, on to Next unanswered', async () => {
    for (const url of ['/blogs/details/new-article', '/blogs/news', '/bn/blogs/details/x?q=1'])
      expect(await ask(url)).toEqual({ taken: true, passed: 1, ended: false });
  });

  it('never holds a request it has no reason to: other methods and addresses go straight on', async () => {
    for (const [url, method] of [
      ['/blogs/details/old-article', 'POST'],
      ['/knitting', 'GET'],
      ['/blogs', 'GET'],
      ['/blogs/details/Old_Article', 'GET'],
      ['/blogs/details/old-article/more', 'GET'],
      ['/blogs/feed.xml', 'GET'],
      ['/en/blogs/details/old-article', 'GET'],
    ] as const)
      expect(await ask(url, method)).toEqual({ taken: false, passed: 0, ended: false });
  });

  it('hands the request on when the store cannot be asked, rather than failing the page', async () => {
    const failing: MovedLookup = {
      article: () => Promise.reject(new Error('store closed')),
      category: () => Promise.reject(new Error('store closed')),
    };
    expect(await ask('/blogs/details/old-article', 'GET', failing)).toEqual({
      taken: true,
      passed: 1,
      ended: false,
    });
  });
});
