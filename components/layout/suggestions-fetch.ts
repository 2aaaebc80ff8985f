import type { Language } from '@/lib/i18n/languages';
import { isSearchKind, SUGGESTIONS_LIMIT, type Suggestion } from '@/lib/search/types';

/**
 * The header's suggestions, fetched (search-suggestions.tsx shows them): GET
 * /api/search/suggest, debounced, dropped when slow, each answer checked.
 */

/** Typing pauses this long before suggestions are asked for. */
const DEBOUNCE_MS = 150;
/** A slower answer is dropped: the form works without suggestions. */
const GIVE_UP_MS = 3000;

/** On a Bangla page, `lang=bn`: the Bangla titles, and the Bangla words matched. */
type SuggestQuery = { q: string } | { q: string; lang: Language };

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** Only this site's paths and web addresses are followed (never `javascript:` and the like). */
const safeHref = (href: unknown): href is string =>
  typeof href === 'string' && /^(\/(?!\/)|https?:\/\/)/i.test(href);

const isSuggestion = (value: unknown): value is Suggestion => {
  const s = value as Partial<Suggestion> | null;
  return (
    !!s &&
    isSearchKind(s.kind) &&
    typeof s.title === 'string' &&
    (s.label === undefined || typeof s.label === 'string') &&
    safeHref(s.href)
  );
};

/**
 * The debounce is the query's own first step: a newer text takes the query's
 * observer away, react-query aborts the signal, and the wait (or the request
 * already under way) stops there.
 */
export async function fetchSuggestions(
  query: SuggestQuery,
  signal: AbortSignal,
): Promise<Suggestion[]> {
  await wait(DEBOUNCE_MS, signal);
  const response = await fetch(`/api/search/suggest?${new URLSearchParams(query)}`, {
    // (Safari before 17.4 has no AbortSignal.any: there a slow answer is only dropped when stale.)
    signal:
      typeof AbortSignal.any === 'function'
        ? AbortSignal.any([signal, AbortSignal.timeout(GIVE_UP_MS)])
        : signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`suggestions answered ${response.status}`);
  const body = (await response.json()) as { suggestions?: unknown };
  return Array.isArray(body.suggestions)
    ? body.suggestions.filter(isSuggestion).slice(0, SUGGESTIONS_LIMIT)
    : [];
}
