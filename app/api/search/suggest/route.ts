import { isLanguage } from '@/lib/i18n/languages';
import { messagesFor } from '@/lib/i18n/messages';
import { errorFields, log } from '@/lib/log';
import { parseQuery } from '@/lib/search/query';
import { searchEngine } from '@/lib/search/site-search';
import { MIN_SUGGEST_LENGTH, SUGGESTIONS_LIMIT, type Suggestion } from '@/lib/search/types';
import { clientKey, requestClient } from '@/lib/security/client-address';
import { takeToken, tooManyRequests } from '@/lib/security/rate-limit';

/** Suggestions a client may ask for per minute: a fast typist's words, several tabs. */
export const SUGGESTIONS_PER_MINUTE = 240;

/**
 * `GET /api/search/suggest?q=…[&lang=bn]`: the best few matches for what is typed in the
 * header's search field, `{ query, suggestions: [{ kind, label, title, href }] }`, each
 * `label` its kind's name in the page's language.
 * Never an error: a failing engine suggests nothing (the form still submits).
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const query = parseQuery(params.get('q'));
  // `lang=bn`: the header's field on a Bangla page (Bangla titles; English hrefs, localized there).
  const wanted = params.get('lang');
  const lang = isLanguage(wanted) ? wanted : 'en';
  const headers = { 'cache-control': 'private, max-age=10' };
  let suggestions: Suggestion[] = [];
  if (query.text.length >= MIN_SUGGEST_LENGTH && query.terms.length > 0) {
    const rate = await takeToken(
      `suggest:${clientKey(requestClient(request.headers))}`,
      SUGGESTIONS_PER_MINUTE,
    );
    if (!rate.allowed) return tooManyRequests(rate.retryAfter);
    try {
      const { kinds } = messagesFor(lang).search;
      suggestions = (await (await searchEngine(lang)).suggest(query, SUGGESTIONS_LIMIT)).map(
        (suggestion) => ({ ...suggestion, label: kinds[suggestion.kind].one }),
      );
    } catch (error) {
      log('warn', 'search.suggest_failed', errorFields(error));
    }
  }
  return Response.json({ query: query.text, suggestions }, { headers });
}
