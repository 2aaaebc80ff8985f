import type { Metadata } from 'next';
import { ForgotPasswordForm } from '@/components/admin/reset-password-forms';
import { SignedOutCard } from '@/components/admin/signed-out-card';

export const metadata: Metadata = { title: 'Forgot your password?' };

export default function ForgotPasswordPage() {
  return (
    <SignedOutCard title="Forgot your password?">
      <p className="-mt-3 mb-6 text-brand-slate">
        Enter your account&apos;s e-mail address: we send it a link to set a new password.
      </p>
      <ForgotPasswordForm />
    </SignedOutCard>
  );
}
