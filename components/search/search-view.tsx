import type { Metadata } from 'next';
import { Pagination } from '@/components/blog/pagination';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Link } from '@/components/ui/link';
import { cardDate } from '@/lib/dates';
import { messagesFor } from '@/lib/i18n/messages';
import { searchCopy } from '@/lib/copy/search';
import { titleFor } from '@/lib/metadata';
import type { SearchOutcome } from '@/lib/search/run-search';
import { searchHref } from '@/lib/search/search-href';
import { KIND_LABELS, SEARCH_KINDS, type SearchResults } from '@/lib/search/types';
import { MarkedText } from './marked-text';
import { SearchBox } from './search-box';

/** Result pages are for visitors, not for search engines' indexes. */
export const searchMetadata: Metadata = {
  title: { absolute: titleFor('/search') },
  description: 'Search the Masco Group site: articles, news, jobs, publications and pages.',
  robots: { index: false, follow: true },
};

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** The /search page: its form, then the results of the query in the address, rendered on the server. */
export function SearchView({ outcome }: { outcome: SearchOutcome }) {
  const { query, results } = outcome;
  return (
    <div className="mx-auto max-w-content px-5 pb-16 pt-8 sm:px-8 sm:pt-10">
      <Breadcrumb trail={[{ name: searchCopy.title, path: '/search' }]} tone="light" />
      <h1 className="mt-4 text-heading-1 text-brand-ink">{searchCopy.title}</h1>
      <SearchBox query={query.text} />
      {outcome.shortened && <p className="mt-3 text-sm text-brand-slate">{searchCopy.shortened}</p>}
      {results === null ? (
        <Start />
      ) : results === 'unavailable' ? (
        <p role="status" className="mt-10 text-body-lg text-brand-ink">
          {searchCopy.unavailable}
        </p>
      ) : (
        <Results outcome={outcome} results={results} />
      )}
    </div>
  );
}

function Start() {
  return (
    <div className="mt-10 max-w-2xl">
      <p className="text-body-lg text-brand-slate">{searchCopy.intro}</p>
      <p className="mt-6 text-sm font-semibold text-brand-ink">Try</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {searchCopy.tries.map((q) => (
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

function Results({ outcome, results }: { outcome: SearchOutcome; results: SearchResults }) {
  const { query, kind } = outcome;
  const all = SEARCH_KINDS.reduce((sum, k) => sum + results.counts[k], 0);
  return (
    <>
      <p role="status" className="mt-8 text-body-lg text-brand-ink">
        {all === 0 ? (
          <>No results for “{query.text}”.</>
        ) : (
          <>
            {plural(results.total, 'result')} for {results.partial && 'some of '}“{results.searched}
            ”{kind && <> in {KIND_LABELS[kind].many.toLowerCase()}</>}.
          </>
        )}
      </p>
      {all > 0 && <ReadAs outcome={outcome} results={results} />}
      {all === 0 ? (
        <NoResults suggestion={results.suggestion} />
      ) : (
        <>
          <nav aria-label="Kinds of result" className="mt-6 border-b border-black/10">
            <ul className="-mb-px flex gap-1 overflow-x-auto">
              {[null, ...SEARCH_KINDS].map((k) => {
                const count = k ? results.counts[k] : all;
                if (k && count === 0 && k !== kind) return null;
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
                      {k ? KIND_LABELS[k].many : 'All'}
                      <span className="rounded-full bg-black/5 px-2 py-0.5 text-xs font-medium text-brand-slate">
                        {count}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          {results.total === 0 ? (
            <p className="mt-8 text-brand-slate">
              Nothing of this kind matches; the other kinds above do.
            </p>
          ) : (
            <ol className="mt-2 divide-y divide-black/10" aria-label="Results">
              {results.hits.map((hit) => (
                <li key={`${hit.kind}:${hit.href}:${hit.title}`} className="py-6">
                  <p className="flex flex-wrap items-center gap-x-3 text-caption text-brand-slate">
                    <span className="font-semibold uppercase tracking-wide text-brand-teal-700">
                      {KIND_LABELS[hit.kind].one}
                    </span>
                    {hit.date && <time dateTime={hit.date}>{cardDate(hit.date)}</time>}
                  </p>
                  <h2 className="mt-1 text-lg font-semibold text-brand-ink sm:text-xl">
                    <Link href={hit.href} className="hover:text-brand-navy hover:underline">
                      <MarkedText text={hit.title} />
                    </Link>
                  </h2>
                  {hit.snippet && (
                    <p className="mt-2 max-w-3xl text-sm leading-relaxed text-brand-slate sm:text-base">
                      <MarkedText text={hit.snippet} />
                    </p>
                  )}
                  {hit.missing && hit.missing.length > 0 && (
                    <p className="mt-1 text-caption text-brand-slate">
                      Missing: <LeftOut words={hit.missing} />
                    </p>
                  )}
                </li>
              ))}
            </ol>
          )}
          <Pagination
            of="results"
            words={messagesFor('en').pages}
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
function ReadAs({ outcome, results }: { outcome: SearchOutcome; results: SearchResults }) {
  const { leftOut, partial, showing, suggestion } = results;
  if (leftOut.length > 0 || partial) {
    return (
      <p className="mt-2 text-sm text-brand-slate">
        {leftOut.length > 0 && (
          <>
            No result has <LeftOut words={leftOut} />, so{' '}
            {leftOut.length === 1 ? 'it was' : 'they were'} left out.
          </>
        )}
        {leftOut.length > 0 && partial && ' '}
        {partial && (
          <>No result has every {leftOut.length > 0 && 'other '}word: each says which it lacks.</>
        )}
        {suggestion && (
          <>
            {' '}
            <DidYouMean text={suggestion} />
          </>
        )}
      </p>
    );
  }
  if (!showing) return null;
  return (
    <p className="mt-2 text-sm text-brand-slate">
      Showing results for <strong className="font-semibold text-brand-ink">{showing.text}</strong>{' '}
      (search instead for{' '}
      <Link href={searchHref(showing.instead)} className="font-semibold text-brand-navy underline">
        {outcome.query.text}
      </Link>
      ).
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

function DidYouMean({ text }: { text: string }) {
  return (
    <>
      Did you mean{' '}
      <Link href={searchHref(text)} className="font-semibold text-brand-navy underline">
        {text}
      </Link>
      ?
    </>
  );
}

function NoResults({ suggestion }: { suggestion: string | null }) {
  return (
    <div className="mt-4 max-w-2xl text-brand-slate">
      {suggestion && (
        <p className="text-body-lg">
          <DidYouMean text={suggestion} />
        </p>
      )}
      <p className="mt-4">Check the spelling, use fewer words, or try a more general word.</p>
    </div>
  );
}
