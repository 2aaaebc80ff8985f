import type { Metadata } from 'next';
import Link from 'next/link';
import { collections } from '@/lib/admin/collections';
import { requireEditor } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Lists' };

export default async function ListsPage() {
  await requireEditor('/admin/lists', { content: ['edit'] });
  return (
    <>
      <h1 className="text-2xl font-bold">Lists</h1>
      <p className="mt-2 max-w-prose text-brand-slate">
        Everything the pages show as a list, apart from the articles.
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {collections.map((spec) => (
          <li key={spec.name}>
            <Link
              href={`/admin/lists/${spec.name}`}
              className="block h-full rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5 hover:ring-brand-teal"
            >
              <span className="font-bold text-brand-navy">{spec.label}</span>
              <span className="mt-1 block text-sm text-brand-slate">Shown on {spec.page}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
