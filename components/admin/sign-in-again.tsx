'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { signInAgain } from '@/lib/auth/actions';
import type { SignInState } from '@/lib/auth/messages';
import { Field } from './field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * The password asked for again, without leaving the page, when a save found the
 * session ended (signed out in another tab or everywhere, expired, account
 * removed). The form behind keeps what was typed; once signed in, the same save
 * button saves it. Opens as it mounts: give it a new key for each refused save.
 * Without JavaScript the notice alone says to sign in again.
 */
export function SignInAgain() {
  return useHydrated() ? <SignInDialog /> : null;
}

function SignInDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, action] = useActionState(signInAgain, {
    message: '',
    email: '',
  } satisfies SignInState);
  // Who was signed in, as the editing area's header said (components/admin/admin-shell.tsx).
  const [email] = useState(
    () => document.querySelector<HTMLElement>('[data-signed-in-as]')?.dataset.signedInAs ?? '',
  );

  useEffect(() => {
    const shown = dialog.current;
    if (!shown || shown.open) return;
    shown.showModal();
    // The e-mail address is filled in already; React's autoFocus ran while the dialog was closed.
    shown.querySelector<HTMLInputElement>('input[type=password]')?.focus();
  }, []);
  useEffect(() => {
    if (state.signedIn) dialog.current?.close();
  }, [state]);

  return (
    <>
      {state.signedIn && (
        <p role="status" className="mt-2 font-semibold">
          You are signed in again. Press the same button again to save what you typed.
        </p>
      )}
      {createPortal(
        <dialog
          ref={dialog}
          aria-labelledby="sign-in-again-title"
          aria-describedby="sign-in-again-why"
          className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-6 text-brand-ink shadow-xl backdrop:bg-brand-navy/60 sm:p-8"
        >
          <h2 id="sign-in-again-title" className="text-xl font-bold">
            Sign in again to save
          </h2>
          <p id="sign-in-again-why" className="mt-2 mb-5 text-brand-slate">
            Your session has ended, so nothing was saved. Everything you typed is still in the form:
            sign in here, then press the same button again.
          </p>
          <form action={action} className="flex flex-col gap-4" noValidate>
            {state.message && (
              <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
                {state.message}
              </p>
            )}
            <Field
              label="E-mail address"
              name="email"
              id="sign-in-again-email"
              type="email"
              autoComplete="username"
              required
              defaultValue={state.email || email}
              key={state.email || email}
            />
            <Field
              label="Password"
              name="password"
              id="sign-in-again-password"
              type="password"
              autoComplete="current-password"
              required
            />
            <div className="flex flex-wrap gap-3">
              <SubmitButton pendingLabel="Signing in…">Sign in</SubmitButton>
              <button
                type="button"
                onClick={() => dialog.current?.close()}
                className="rounded-md border border-black/20 bg-white px-4 py-2 font-semibold hover:border-brand-teal"
              >
                Not now
              </button>
            </div>
          </form>
        </dialog>,
        document.body,
      )}
    </>
  );
}
