'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { type NewPasswordState, type ResetRequestState } from '@/lib/auth/messages';
import { requestReset, setNewPassword } from '@/lib/auth/reset-actions';
import { Field } from './field';
import { SubmitButton } from '@/components/ui/submit-button';

/** "Forgot your password?": asks for the address; the answer is the same whether it has an account. */
export function ForgotPasswordForm() {
  const [state, action] = useActionState(
    requestReset,
    { message: '', email: '', sent: false } satisfies ResetRequestState,
    '/admin/forgot-password',
  );
  return (
    <form action={action} className="flex flex-col gap-4" noValidate>
      {state.message && (
        <p
          role={state.sent ? 'status' : 'alert'}
          className={`rounded-md px-3 py-2 ${state.sent ? 'bg-brand-teal/10 text-brand-ink' : 'bg-red-50 text-red-800'}`}
        >
          {state.message}
        </p>
      )}
      <Field
        label="E-mail address"
        name="email"
        type="email"
        autoComplete="username"
        required
        defaultValue={state.email}
        key={`email-${state.email}-${state.message}`}
      />
      <SubmitButton pendingLabel="Sending…">Send me a link</SubmitButton>
      <Link href="/admin/sign-in" className="self-start text-sm text-brand-navy underline">
        Back to sign in
      </Link>
    </form>
  );
}

/** The reset link's form: the new password, checked as an account's first one is. */
export function NewPasswordForm({ token }: { token: string }) {
  const [state, action] = useActionState(
    setNewPassword,
    { message: '' } satisfies NewPasswordState,
    '/admin/reset-password',
  );
  return (
    <form action={action} className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="token" value={token} />
      {state.message && !state.field && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
          {state.message}{' '}
          {state.expired && (
            <Link href="/admin/forgot-password" className="underline">
              Ask for a new link
            </Link>
          )}
        </p>
      )}
      <Field
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 12 characters, and not a common or leaked password."
        error={state.field ? state.message : undefined}
      />
      <SubmitButton pendingLabel="Saving…">Set the new password</SubmitButton>
    </form>
  );
}
