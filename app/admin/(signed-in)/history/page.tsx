import type { Metadata } from 'next';
import { formatInDhaka } from '@/lib/dates';
import { Pager } from '@/components/admin/pager';
import { readHistory } from '@/lib/admin/history';
import { requireEditor } from '@/lib/auth/session';
import { getStore } from '@/lib/store/db';

export const metadata: Metadata = { title: 'History' };

const json = (value: unknown) => JSON.stringify(value, null, 2);

export default async function HistoryPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireEditor('/admin/history', { history: ['read'] });
  const requested = Number((await searchParams).page);
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const history = await readHistory(await getStore(), page);
  return (
    <>
      <h1 className="text-2xl font-bold">History</h1>
      <p className="mt-2 text-brand-slate">Every change made in the editing area, newest first.</p>
      {history.total === 0 ? (
        <p className="mt-6">Nothing has been changed yet.</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-black/5">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-black/10 bg-slate-100">
              <tr>
                <th scope="col" className="px-3 py-2">
                  When
                </th>
                <th scope="col" className="px-3 py-2">
                  Who
                </th>
                <th scope="col" className="px-3 py-2">
                  What
                </th>
                <th scope="col" className="px-3 py-2">
                  Changed
                </th>
              </tr>
            </thead>
            <tbody>
              {history.rows.map((row) => (
                <tr key={row.id} className="border-b border-black/5 align-top">
                  <td className="whitespace-nowrap px-3 py-2">
                    {formatInDhaka(row.at, { seconds: true })}
                  </td>
                  <td className="px-3 py-2 break-all">{row.userEmail}</td>
                  <td className="px-3 py-2">
                    <span className="font-semibold">{row.action}</span>{' '}
                    <span className="break-all">{row.target}</span>
                  </td>
                  <td className="px-3 py-2">
                    {row.before || row.after ? (
                      <details>
                        <summary className="cursor-pointer text-brand-navy">
                          Before and after
                        </summary>
                        <div className="mt-2 grid gap-2 lg:grid-cols-2">
                          <pre className="max-h-64 overflow-auto rounded bg-slate-50 p-2 text-xs">
                            {json(row.before)}
                          </pre>
                          <pre className="max-h-64 overflow-auto rounded bg-slate-50 p-2 text-xs">
                            {json(row.after)}
                          </pre>
                        </div>
                      </details>
                    ) : (
                      '–'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pages={history.pages} href={(p) => `/admin/history?page=${p}`} />
    </>
  );
}
