import type { Metadata } from 'next';
import Link from 'next/link';
import { SubmitButton } from '@/components/ui/submit-button';
import { one } from '@/lib/admin/query';
import { addSynonym, removeSynonym } from '@/lib/admin/search-actions';
import { requireEditor } from '@/lib/auth/session';
import { searchHref } from '@/lib/search/search-href';
import { writeSearchCounts } from '@/lib/search/search-counts';
import { SEARCH_REPORT_DAYS, searchReport, type QueryCount } from '@/lib/search/search-log';
import { listStaffSynonyms, synonymPages } from '@/lib/search/staff-synonyms';
import { DEFAULT_SYNONYMS, MAX_SYNONYM_WORDS } from '@/lib/search/synonyms';
import { getStore } from '@/lib/store/db';

export const metadata: Metadata = { title: 'Site search' };

const PROBLEMS: Record<string, string> = {
  'no-words': 'Type at least one word, commas between words.',
  'unknown-page': 'Choose the page the words lead to.',
  'too-many': 'The list is full: remove a line first.',
};
const SAVED: Record<string, string> = {
  added: 'Added. The pages are found by these words now.',
  removed: 'Removed. The pages are no longer found by those words.',
};

/**
 * Site search for staff: the words that lead to pages (synonyms, beside the list
 * the site ships with), and what visitors searched for: the most frequent queries
 * and those that found nothing, each one click from a synonym. Forms post without
 * JavaScript; a redirect answers them.
 */
export default async function SearchAdminPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireEditor('/admin/search', { content: ['publish'] });
  const params = await searchParams;
  const db = await getStore();
  // This instance's counts not written yet: staff see every search made here.
  await writeSearchCounts();
  const [staff, report] = await Promise.all([listStaffSynonyms(db), searchReport(db)]);
  const pages = synonymPages();
  const pageName = new Map(pages.map((page) => [page.path, page.name]));
  const problem = PROBLEMS[one(params.problem)];
  const saved = SAVED[one(params.saved)];
  const words = one(params.words).slice(0, 600);
  return (
    <>
      <h1 className="text-2xl font-bold">Site search</h1>
      <p className="mt-2 max-w-prose text-brand-slate">
        What visitors search for, and the words that lead them to the site&apos;s pages.
      </p>

      <section
        id="synonyms"
        aria-labelledby="synonyms-title"
        className="mt-6 rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5"
      >
        <h2 id="synonyms-title" className="text-lg font-bold">
          Words that lead to pages
        </h2>
        <p className="mt-1 max-w-prose text-sm text-brand-slate">
          A page is found by its menu name, its title, its text and these words: “jobs, vacancy,
          hiring” lead to Career. Up to {MAX_SYNONYM_WORDS} words or phrases a line, commas between
          them.
        </p>
        {(problem || saved) && (
          <p
            role={problem ? 'alert' : 'status'}
            className={`mt-4 rounded-md px-4 py-3 font-semibold ${problem ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-900'}`}
          >
            {problem ?? saved}
          </p>
        )}
        <form action={addSynonym} className="mt-4 flex flex-wrap items-end gap-3">
          <div className="flex min-w-0 flex-[2_1_16rem] flex-col gap-1">
            <label htmlFor="synonym-words" className="text-sm font-semibold">
              Words
            </label>
            <input
              id="synonym-words"
              name="words"
              defaultValue={words}
              required
              maxLength={600}
              placeholder="jobs, vacancy, hiring"
              className="rounded-md border border-black/20 px-3 py-2"
            />
          </div>
          <div className="flex min-w-0 flex-[1_1_12rem] flex-col gap-1">
            <label htmlFor="synonym-page" className="text-sm font-semibold">
              Lead to
            </label>
            <select
              id="synonym-page"
              name="page"
              required
              defaultValue=""
              className="rounded-md border border-black/20 bg-white px-3 py-2"
            >
              <option value="" disabled>
                Choose a page
              </option>
              {pages.map((page) => (
                <option key={page.path} value={page.path}>
                  {page.name} ({page.path})
                </option>
              ))}
            </select>
          </div>
          <SubmitButton pendingLabel="Adding…">Add</SubmitButton>
        </form>
        <h3 className="mt-6 font-semibold">Added here</h3>
        {staff.length === 0 ? (
          <p className="mt-1 text-sm text-brand-slate">None yet.</p>
        ) : (
          <ul className="mt-2 flex flex-col divide-y divide-black/10">
            {staff.map((line) => (
              <li key={line.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <p className="min-w-0 break-words">
                  {line.words.join(', ')} → <b>{pageName.get(line.page) ?? line.page}</b>
                  {line.createdBy && (
                    <span className="text-sm text-brand-slate"> · {line.createdBy}</span>
                  )}
                </p>
                <form action={removeSynonym}>
                  <input type="hidden" name="id" value={line.id} />
                  <SubmitButton
                    tone="quiet"
                    label={`Remove ${line.words.join(', ')}`}
                    pendingLabel="Removing…"
                  >
                    Remove
                  </SubmitButton>
                </form>
              </li>
            ))}
          </ul>
        )}
        <details className="mt-4">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">
            The words the site comes with ({DEFAULT_SYNONYMS.length} pages)
          </summary>
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {DEFAULT_SYNONYMS.map((line) => (
              <li key={line.page} className="break-words">
                {line.words.join(', ')} → <b>{pageName.get(line.page) ?? line.page}</b>
              </li>
            ))}
          </ul>
        </details>
      </section>

      <section
        aria-labelledby="searches-title"
        className="mt-6 rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5"
      >
        <h2 id="searches-title" className="text-lg font-bold">
          What visitors searched for
        </h2>
        <p className="mt-1 max-w-prose text-sm text-brand-slate">
          The last {SEARCH_REPORT_DAYS} days. Only the words and how often are kept, never who
          searched; a query asked again while its result page is cached counts once.
        </p>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <QueryList title="Most searched" rows={report.top} />
          <QueryList title="Found nothing" rows={report.failed} addSynonym />
        </div>
      </section>
    </>
  );
}

function QueryList({
  title,
  rows,
  addSynonym = false,
}: {
  title: string;
  rows: QueryCount[];
  addSynonym?: boolean;
}) {
  return (
    <div className="min-w-0">
      <h3 className="font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-brand-slate">No searches yet.</p>
      ) : (
        <ol className="mt-2 flex flex-col divide-y divide-black/10">
          {rows.map((row) => (
            <li key={row.query} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 break-words">
                <Link href={searchHref(row.query)} className="underline">
                  {row.query}
                </Link>{' '}
                <span className="text-sm text-brand-slate">× {row.count}</span>
              </span>
              {addSynonym && (
                <Link
                  href={`/admin/search?${new URLSearchParams({ words: row.query })}#synonyms`}
                  className="inline-flex min-h-11 items-center rounded-md border border-black/20 px-3 text-sm font-semibold hover:border-brand-teal"
                  aria-label={`Add a synonym for ${row.query}`}
                >
                  Add a synonym
                </Link>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
