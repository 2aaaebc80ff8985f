import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '@/lib/security/client-address';

const suggest = vi.fn();
vi.mock('@/lib/search/site-search', () => ({ searchEngine: async () => ({ suggest }) }));

const { GET, SUGGESTIONS_PER_MINUTE } = await import('./route');

const ask = (q: string, from = '203.0.113.7') =>
  GET(
    new Request(`http://localhost/api/search/suggest?q=${encodeURIComponent(q)}`, {
      headers: { [CLIENT_ADDRESS_HEADER]: from },
    }),
  );

describe('GET /api/search/suggest', () => {
  beforeEach(() => {
    suggest.mockReset();
    suggest.mockResolvedValue([{ kind: 'page', title: 'Knitting', href: '/knitting' }]);
  });

  it('answers the best few matches, for the query as the engines read it', async () => {
    const answer = await ask('Knit\u0000ting', '198.51.100.1');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      query: 'Knit ting',
      suggestions: [{ kind: 'page', label: 'Page', title: 'Knitting', href: '/knitting' }],
    });
    expect(suggest).toHaveBeenCalledWith(expect.objectContaining({ text: 'Knit ting' }), 6);
  });

  it("names each suggestion's kind in the language asked for", async () => {
    const answer = await GET(
      new Request('http://localhost/api/search/suggest?q=knit&lang=bn', {
        headers: { [CLIENT_ADDRESS_HEADER]: '198.51.100.9' },
      }),
    );
    expect((await answer.json()).suggestions).toEqual([
      { kind: 'page', label: 'পাতা', title: 'Knitting', href: '/knitting' },
    ]);
  });

  it('asks the engine nothing for fewer than two letters or no words', async () => {
    for (const q of ['', 'k', '!!', '---']) {
      expect(await (await ask(q, '198.51.100.2')).json()).toMatchObject({ suggestions: [] });
    }
    expect(suggest).not.toHaveBeenCalled();
  });

  it('suggests nothing, without an error, when the engine fails', async () => {
    suggest.mockRejectedValue(new Error('store away'));
    vi.spyOn(console, 'warn').mockReturnValue();
    const answer = await ask('knit', '198.51.100.3');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ suggestions: [] });
  });

  it(`answers 429 past ${SUGGESTIONS_PER_MINUTE} a minute from one client, not from another`, async () => {
    for (let i = 0; i < SUGGESTIONS_PER_MINUTE; i++) {
      expect((await ask('knit', '198.51.100.4')).status).toBe(200);
    }
    expect((await ask('knit', '198.51.100.4')).status).toBe(429);
    expect((await ask('knit', '198.51.100.5')).status).toBe(200);
  });
});
