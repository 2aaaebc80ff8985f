import type { ReactNode } from 'react';
import { site } from '@/lib/site';

/** The editing area's pages for a signed-out visitor (sign in, forgot, new password): one card. */
export function SignedOutCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="flex flex-1 items-center justify-center px-5 py-12">
      <div className="w-full max-w-sm rounded-xl bg-white p-6 shadow-sm ring-1 ring-black/5 sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-navy">{site.name}</p>
        <h1 className="mt-1 mb-6 text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </main>
  );
}
