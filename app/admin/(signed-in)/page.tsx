import { count, isNull } from 'drizzle-orm';
import type { Metadata } from 'next';
import Link from 'next/link';
import { requireEditor } from '@/lib/auth/session';
import { getStore } from '@/lib/store/db';
import { contactMessages, subscribers } from '@/lib/store/schema';

export const metadata: Metadata = { title: 'Overview' };

export default async function AdminHome() {
  const editor = await requireEditor('/admin');
  const db = await getStore();
  const [[messages], [subs]] = await Promise.all([
    db.select({ open: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)),
    db.select({ open: count() }).from(subscribers).where(isNull(subscribers.handledAt)),
  ]);
  const cards = [
    {
      href: '/admin/records',
      title: 'Pages and figures',
      text: 'Factory capacities, unit details, sustainability tables: what each page shows.',
    },
    {
      href: '/admin/blog-posts',
      title: 'Articles',
      text: 'Write, preview and publish blog articles; correct or hide published ones.',
    },
    {
      href: '/admin/lists',
      title: 'Lists',
      text: 'News and videos, job openings, publications, certificates, client logos, awards, authors.',
    },
    {
      href: '/admin/files',
      title: 'Pictures and files',
      text: 'Upload pictures and PDFs for pages and articles.',
    },
    {
      href: '/admin/inbox',
      title: 'Inbox',
      text: `${messages?.open ?? 0} contact messages and ${subs?.open ?? 0} new subscribers not handled yet.`,
    },
  ];
  return (
    <>
      <h1 className="text-2xl font-bold">Hello, {editor.name}</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.href}>
            <Link
              href={card.href}
              className="block h-full rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5 hover:ring-brand-teal"
            >
              <h2 className="text-lg font-bold text-brand-navy">{card.title}</h2>
              <p className="mt-1 text-brand-slate">{card.text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
