import type { Metadata } from 'next';
import { ChangePasswordForm } from '@/components/admin/change-password-form';
import { requireEditor } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Change your password' };

export default async function PasswordPage() {
  const editor = await requireEditor('/admin/password');
  return (
    <>
      <h1 className="text-2xl font-bold">Change your password</h1>
      <p className="mt-2 max-w-prose text-brand-slate">
        For {editor.email}. Once it is changed, every other device signed in to your account is
        signed out; this one stays signed in.
      </p>
      <div className="mt-6 max-w-md rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5">
        <ChangePasswordForm />
      </div>
    </>
  );
}
