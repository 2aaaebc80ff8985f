'use client';

import { useActionState, useTransition, type FormEvent } from 'react';
import { changeOwnPassword } from '@/lib/auth/password-actions';
import type { PasswordChangeState } from '@/lib/auth/messages';
import { Field } from './field';
import { SubmitButton } from '@/components/ui/submit-button';

/**
 * The signed-in editor's own password change. A refused change keeps what was
 * typed (the form is sent without React's reset after an action); a change made
 * empties every field, so no password stays in the page.
 */
export function ChangePasswordForm() {
  const [state, action] = useActionState(
    changeOwnPassword,
    { message: '', saved: false, errors: {}, changes: 0 } satisfies PasswordChangeState,
    '/admin/password',
  );
  const [, startTransition] = useTransition();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => action(data));
  };
  const { errors } = state;
  return (
    // A new form after each change made: its fields start empty.
    <form key={state.changes} action={action} onSubmit={submit} noValidate className="grid gap-4">
      {state.message && (
        <p role={state.saved ? 'status' : 'alert'} className="font-semibold">
          {state.message}
        </p>
      )}
      <Field
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword}
      />
      <Field
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint="At least 12 characters, and not a common or leaked password."
        error={errors.newPassword}
      />
      <Field
        label="New password, again"
        name="repeatPassword"
        type="password"
        autoComplete="new-password"
        error={errors.repeatPassword}
      />
      <div>
        <SubmitButton pendingLabel="Changing…">Change password</SubmitButton>
      </div>
    </form>
  );
}
