'use client';

import { useActionState } from 'react';
import {
  addAccount,
  changeAccount,
  type AccountChangeState,
  type AccountFormState,
} from '@/lib/admin/account-actions';
import { Field, fieldClass } from './field';
import { SubmitButton } from '@/components/ui/submit-button';

const PAGE = '/admin/accounts';

export function AddAccountForm() {
  const [state, action] = useActionState(
    addAccount,
    { message: '', saved: false, errors: {}, values: {} } satisfies AccountFormState,
    PAGE,
  );
  const { values, errors } = state;
  return (
    <form action={action} noValidate className="grid gap-4 sm:grid-cols-2">
      {state.message && (
        <p role={state.saved ? 'status' : 'alert'} className="sm:col-span-2 font-semibold">
          {state.message}
        </p>
      )}
      <Field
        label="Name"
        name="name"
        autoComplete="off"
        defaultValue={values.name}
        error={errors.name}
        key={`n${values.name}`}
      />
      <Field
        label="E-mail address"
        name="email"
        type="email"
        autoComplete="off"
        defaultValue={values.email}
        error={errors.email}
        key={`e${values.email}`}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="field-role" className="text-sm font-semibold">
          Role
        </label>
        <select
          id="field-role"
          name="role"
          defaultValue={values.role ?? 'editor'}
          className={fieldClass}
          key={`r${values.role}`}
        >
          <option value="editor">Editor: content and inbox</option>
          <option value="admin">Admin: also accounts and history</option>
        </select>
      </div>
      <Field
        label="First password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 12 characters, and not a common or leaked password. Give it to the person in person or by phone."
        error={errors.password}
      />
      <div className="sm:col-span-2">
        <SubmitButton pendingLabel="Adding…">Add the account</SubmitButton>
      </div>
    </form>
  );
}

export function AccountActions({
  userId,
  email,
  role,
  self,
}: {
  userId: string;
  email: string;
  role: string;
  self: boolean;
}) {
  const [state, action] = useActionState(
    changeAccount,
    { message: '' } satisfies AccountChangeState,
    PAGE,
  );
  return (
    <div className="flex flex-col gap-3">
      {state.message && (
        <p role="status" className="text-sm font-semibold">
          {state.message}
        </p>
      )}
      <form action={action} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="userId" value={userId} />
        {!self && (
          <>
            <label className="sr-only" htmlFor={`role-${userId}`}>
              Role of {email}
            </label>
            <select
              id={`role-${userId}`}
              name="role"
              defaultValue={role}
              className={`${fieldClass} w-auto`}
            >
              <option value="editor">Editor</option>
              <option value="admin">Admin</option>
            </select>
            <SubmitButton tone="quiet" name="intent" value="role">
              Change role
            </SubmitButton>
          </>
        )}
        <SubmitButton tone="quiet" name="intent" value="sign-out">
          Sign out everywhere
        </SubmitButton>
      </form>
      {!self && (
        <details>
          <summary className="cursor-pointer text-sm font-semibold text-red-800">
            Remove this account
          </summary>
          <form action={action} className="mt-2 flex flex-wrap items-end gap-2">
            <input type="hidden" name="userId" value={userId} />
            <Field
              label={`Type ${email} to confirm`}
              name="confirm"
              id={`confirm-${userId}`}
              autoComplete="off"
            />
            <SubmitButton tone="danger" name="intent" value="remove">
              Remove
            </SubmitButton>
          </form>
        </details>
      )}
    </div>
  );
}
