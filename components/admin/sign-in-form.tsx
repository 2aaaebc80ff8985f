'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { signIn } from '@/lib/auth/actions';
import type { SignInState } from '@/lib/auth/messages';
import { Field } from './field';
import { SubmitButton } from '@/components/ui/submit-button';

/** Works as a plain form post without JavaScript; with it, the page is not reloaded. */
export function SignInForm({ next, notice }: { next: string; notice?: string }) {
  const [state, action] = useActionState(
    signIn,
    { message: '', email: '' } satisfies SignInState,
    '/admin/sign-in',
  );
  return (
    <form action={action} className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="next" value={next} />
      {notice && !state.message && (
        <p role="status" className="rounded-md bg-brand-teal/10 px-3 py-2 text-brand-ink">
          {notice}
        </p>
      )}
      {state.message && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
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
        key={`email-${state.email}`}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <SubmitButton pendingLabel="Signing in…">Sign in</SubmitButton>
      <Link href="/admin/forgot-password" className="self-start text-sm text-brand-navy underline">
        Forgot your password?
      </Link>
    </form>
  );
}
