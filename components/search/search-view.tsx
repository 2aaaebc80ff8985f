import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Pagination } from '@/components/blog/pagination';
import { BanglaCopy } from '@/components/ui/bangla-copy';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { fillIn } from '@/components/ui/fill-in';
import { Link } from '@/components/ui/link';
import { digitsIn } from '@/lib/i18n/dates';
import { DateIn } from '@/components/ui/date-in';
import type { Language } from '@/lib/i18n/languages';
import { messagesFor, type Messages } from '@/lib/i18n/messages';
import { langProps } from '@/lib/i18n/translate';
import { titleFor } from '@/lib/metadata';
import type { SearchOutcome } from '@/lib/search/run-search';
import { searchHref } from '@/lib/search/search-href';
import { MARK_END, MARK_START, SEARCH_KINDS, type SearchResults } from '@/lib/search/types';
import { MarkedText } from './marked-text';
import { SearchBox } from './search-box';

/** Result pages are for visitors, not for search engines' indexes. */
export const searchMetadataIn = (lang: Language): Metadata => ({
  title: { absolute: titleFor('/search', lang) },
  description: messagesFor(lang).search.description,
  robots: { index: false, follow: true },
});

type Words = Messages['search'];

/** Text without the engines' match markers (to tell its language). */
const plain = (text: string) => text.replaceAll(MARK_START, '').replaceAll(MARK_END, '');

/**
 * The /search page (and /bn/search): its form, then the results of the query in the
 * address, rendered on the server, with the page's words in its language. On the
 * Bangla page a title or snippet shown in English (no Bangla yet) is marked `lang="en"`.
 */
export function SearchView({ outcome, lang = 'en' }: { outcome: SearchOutcome; lang?: Language }) {
  const { query, results } = outcome;
  const messages = messagesFor(lang);
  const words = messages.search;
  return (
    <BanglaCopy lang={lang}>
      <div className="mx-auto max-w-content px-5 pb-16 pt-8 sm:px-8 sm:pt-10">
        <Breadcrumb trail={[{ name: words.title, path: '/search' }]} tone="light" lang={lang} />
        <h1 className="mt-4 text-heading-1 text-brand-ink">{words.title}</h1>
        <SearchBox query={query.text} words={words} lang={lang} />
        {outcome.shortened && <p className="mt-3 text-sm text-brand-slate">{words.shortened}</p>}
        {results === null ? (
          <Start words={words} />
        ) : results === 'unavailable' ? (
          <p role="status" className="mt-10 text-body-lg text-brand-ink">
            {words.unavailable}
          </p>
        ) : (
          <Results outcome={outcome} results={results} lang={lang} messages={messages} />
        )}
      </div>
    </BanglaCopy>
  );
}

function Start({ words }: { words: Words }) {
  return (
    <div className="mt-10 max-w-2xl">
      <p className="text-body-lg text-brand-slate">{words.intro}</p>
      <p className="mt-6 text-sm font-semibold text-brand-ink">{words.try}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {words.tries.map((q) => (
          <li key={q}>
            <Link
              href={searchHref(q)}
              className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium text-brand-navy ring-1 ring-black/10 hover:bg-brand-teal-100"
            >
              {q}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Results({
  outcome,
  results,
  lang,
  messages,
}: {
  outcome: SearchOutcome;
  results: SearchResults;
  lang: Language;
  messages: Messages;
}) {
  const { query, kind } = outcome;
  const words = messages.search;
  const all = SEARCH_KINDS.reduce((sum, k) => sum + results.counts[k], 0);
  const count = (
    results.partial
      ? results.total === 1
        ? words.someOne
        : words.someMany
      : results.total === 1
        ? words.resultOne
        : words.resultMany
  ) as string;
  return (
    <>
      <p role="status" className="mt-8 text-body-lg text-brand-ink">
        {all === 0
          ? fillIn(words.noResults, { query: query.text })
          : fillIn(count, {
              count: digitsIn(lang, results.total.toLocaleString('en')),
              searched: results.searched,
              kind: kind
                ? fillIn(words.inKind, { kind: words.kinds[kind].many.toLowerCase() })
                : '',
            })}
      </p>
      {all > 0 && <ReadAs outcome={outcome} results={results} words={words} />}
      {all === 0 ? (
        <NoResults suggestion={results.suggestion} words={words} />
      ) : (
        <>
          <nav aria-label={words.kindsLabel} className="mt-6 border-b border-black/10">
            <ul className="-mb-px flex gap-1 overflow-x-auto">
              {[null, ...SEARCH_KINDS].map((k) => {
                const n = k ? results.counts[k] : all;
                if (k && n === 0 && k !== kind) return null;
                const current = k === kind;
                return (
                  <li key={k ?? 'all'} className="shrink-0">
                    <Link
                      href={searchHref(query.text, k)}
                      aria-current={current ? 'page' : undefined}
                      className={`inline-flex min-h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold ${
                        current
                          ? 'border-brand-navy text-brand-navy'
                          : 'border-transparent text-brand-slate hover:text-brand-ink'
                      }`}
                    >
                      {k ? words.kinds[k].many : words.all}
                      <span className="rounded-full bg-black/5 px-2 py-0.5 text-xs font-medium text-brand-slate">
                        {digitsIn(lang, n)}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          {results.total === 0 ? (
            <p className="mt-8 text-brand-slate">{words.nothingOfKind}</p>
          ) : (
            <ol className="mt-2 divide-y divide-black/10" aria-label={words.resultsLabel}>
              {results.hits.map((hit) => (
                <li key={`${hit.kind}:${hit.href}:${hit.title}`} className="py-6">
                  <p className="flex flex-wrap items-center gap-x-3 text-caption text-brand-slate">
                    <span className="font-semibold uppercase tracking-wide text-brand-teal-700">
                      {words.kinds[hit.kind].one}
                    </span>
                    <DateIn lang={lang} value={hit.date} />
                  </p>
                  <h2
                    className="mt-1 text-lg font-semibold text-brand-ink sm:text-xl"
                    {...langProps(plain(hit.title), lang)}
                  >
                    <Link href={hit.href} className="hover:text-brand-navy hover:underline">
                      <MarkedText text={hit.title} />
                    </Link>
                  </h2>
                  {hit.snippet && (
                    <p
                      className="mt-2 max-w-3xl text-sm leading-relaxed text-brand-slate sm:text-base"
                      {...langProps(plain(hit.snippet), lang)}
                    >
                      <MarkedText text={hit.snippet} />
                    </p>
                  )}
                  {hit.missing && hit.missing.length > 0 && (
                    <p className="mt-1 text-caption text-brand-slate">
                      {words.missing} <LeftOut words={hit.missing} />
                    </p>
                  )}
                </li>
              ))}
            </ol>
          )}
          <Pagination
            of="results"
            lang={lang}
            words={messages.pages}
            meta={{
              current_page: results.page,
              last_page: results.lastPage,
              prev_page_url: results.page > 1 ? 'prev' : '',
              next_page_url: results.page < results.lastPage ? 'next' : '',
            }}
            hrefFor={(page) => searchHref(query.text, kind, page)}
          />
        </>
      )}
    </>
  );
}

/**
 * Why the results are for other words than typed, in the visitor's words: the words
 * no result has (so left out: each result's "Missing" names them too), that no
 * result has every other word (each says which it lacks), or what was searched for
 * instead. The count line above names the same words.
 */
function ReadAs({
  outcome,
  results,
  words,
}: {
  outcome: SearchOutcome;
  results: SearchResults;
  words: Words;
}) {
  const { leftOut, partial, showing, suggestion } = results;
  if (leftOut.length > 0 || partial) {
    const parts: ReactNode[] = [];
    if (leftOut.length > 0)
      parts.push(
        fillIn(leftOut.length === 1 ? words.leftOutOne : words.leftOutMany, {
          words: <LeftOut words={leftOut} />,
        }),
      );
    if (partial) parts.push(leftOut.length > 0 ? words.partialOther : words.partial);
    if (suggestion) parts.push(<DidYouMean text={suggestion} words={words} />);
    return (
      <p className="mt-2 text-sm text-brand-slate">
        {parts.map((part, i) => (
          <span key={i}>
            {i > 0 && ' '}
            {part}
          </span>
        ))}
      </p>
    );
  }
  if (!showing) return null;
  return (
    <p className="mt-2 text-sm text-brand-slate">
      {fillIn(words.showing, {
        text: <strong className="font-semibold text-brand-ink">{showing.text}</strong>,
        instead: (
          <Link
            href={searchHref(showing.instead)}
            className="font-semibold text-brand-navy underline"
          >
            {outcome.query.text}
          </Link>
        ),
      })}
    </p>
  );
}

/** Words a result lacks, struck through as search engines show them (and named so). */
function LeftOut({ words }: { words: string[] }) {
  return (
    <>
      {words.map((word, i) => (
        <span key={word}>
          {i > 0 && ', '}
          <s>{word}</s>
        </span>
      ))}
    </>
  );
}

function DidYouMean({ text, words }: { text: string; words: Words }) {
  return fillIn(words.didYouMean, {
    text: (
      <Link href={searchHref(text)} className="font-semibold text-brand-navy underline">
        {text}
      </Link>
    ),
  });
}

function NoResults({ suggestion, words }: { suggestion: string | null; words: Words }) {
  return (
    <div className="mt-4 max-w-2xl text-brand-slate">
      {suggestion && (
        <p className="text-body-lg">
          <DidYouMean text={suggestion} words={words} />
        </p>
      )}
      <p className="mt-4">{words.checkSpelling}</p>
    </div>
  );
}
