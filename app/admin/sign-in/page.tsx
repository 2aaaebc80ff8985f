import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SignInForm } from '@/components/admin/sign-in-form';
import { SIGNED_OUT_EVERYWHERE } from '@/lib/auth/messages';
import { currentEditor, safeDestination } from '@/lib/auth/session';
import { site } from '@/lib/site';

export const metadata: Metadata = { title: 'Sign in' };

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const next = safeDestination(query.next);
  if (await currentEditor()) redirect(next);
  return (
    <main id="main" className="flex flex-1 items-center justify-center px-5 py-12">
      <div className="w-full max-w-sm rounded-xl bg-white p-6 shadow-sm ring-1 ring-black/5 sm:p-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-navy">{site.name}</p>
        <h1 className="mt-1 mb-6 text-2xl font-bold">Sign in to the editing area</h1>
        <SignInForm
          next={next}
          notice={query['signed-out'] === 'everywhere' ? SIGNED_OUT_EVERYWHERE : undefined}
        />
      </div>
    </main>
  );
}
