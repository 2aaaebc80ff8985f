import type { Metadata } from 'next';
import Link from 'next/link';
import { recordEntries } from '@/lib/admin/records';
import { requireEditor } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Pages and figures' };

export default async function RecordsPage() {
  await requireEditor('/admin/records', { content: ['edit'] });
  return (
    <>
      <h1 className="text-2xl font-bold">Pages and figures</h1>
      <p className="mt-2 max-w-prose text-brand-slate">
        The figures and texts of the factory, business and sustainability pages. Each form is made
        from the fields the site reads, so a new field appears here by itself.
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {recordEntries().map((entry) => (
          <li key={entry.name}>
            <Link
              href={`/admin/records/${entry.name}`}
              className="block h-full rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5 hover:ring-brand-teal"
            >
              <span className="font-semibold text-brand-navy">{entry.label}</span>
              <span className="block text-sm text-brand-slate">
                {entry.page ? `Shown on ${entry.page}` : entry.path} · {entry.tree.fields.length}{' '}
                fields
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
