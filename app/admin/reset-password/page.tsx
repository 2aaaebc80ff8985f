import type { Metadata } from 'next';
import Link from 'next/link';
import { NewPasswordForm } from '@/components/admin/reset-password-forms';
import { SignedOutCard } from '@/components/admin/signed-out-card';
import { resetLinkIsLive } from '@/lib/auth/reset-link';
import { RESET_LINK_USED } from '@/lib/auth/messages';

export const metadata: Metadata = { title: 'Set a new password' };

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  const live = typeof token === 'string' && (await resetLinkIsLive(token));
  return (
    <SignedOutCard title="Set a new password">
      {live ? (
        <NewPasswordForm token={token} />
      ) : (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
          {RESET_LINK_USED}{' '}
          <Link href="/admin/forgot-password" className="underline">
            Ask for a new link
          </Link>
        </p>
      )}
    </SignedOutCard>
  );
}
