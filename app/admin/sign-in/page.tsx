import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SignInForm } from '@/components/admin/sign-in-form';
import { SignedOutCard } from '@/components/admin/signed-out-card';
import { PASSWORD_RESET_DONE, SIGNED_OUT_EVERYWHERE } from '@/lib/auth/messages';
import { currentEditor, safeDestination } from '@/lib/auth/session';

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
    <SignedOutCard title="Sign in to the editing area">
      <SignInForm
        next={next}
        notice={
          query['signed-out'] === 'everywhere'
            ? SIGNED_OUT_EVERYWHERE
            : query.password === 'reset'
              ? PASSWORD_RESET_DONE
              : undefined
        }
      />
    </SignedOutCard>
  );
}
