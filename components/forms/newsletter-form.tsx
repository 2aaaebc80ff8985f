'use client';

import { useId } from 'react';
import { newsletterSchema } from '@/lib/forms/schemas';
import { HoneypotField } from './honeypot-field';
import { SuccessPopup } from './success-popup';
import { TextField } from './text-field';
import { useVisitorForm } from './use-visitor-form';

/** The newsletter subscription (spec part 1, section 5), made for the navy footer. */
export function NewsletterForm() {
  const id = useId();
  const { form, onSubmit, submitButtonRef, success, closeSuccess } = useVisitorForm(
    '/api/store/subscribers',
    newsletterSchema,
    { email: '' },
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <>
      <form
        aria-label="Newsletter"
        noValidate
        onSubmit={onSubmit}
        className="relative flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <TextField
          id={`${id}-email`}
          label="Email"
          hideLabel
          type="email"
          autoComplete="email"
          placeholder="Your e-mail address"
          tone="dark"
          registration={register('email')}
          error={errors.email?.message}
          className="flex-1"
        />
        <HoneypotField />
        <button
          ref={submitButtonRef}
          type="submit"
          disabled={isSubmitting}
          className="shrink-0 rounded-lg bg-brand-saffron px-5 py-2.5 font-semibold text-brand-navy transition-colors hover:bg-brand-saffron-100 disabled:cursor-wait disabled:opacity-70 motion-reduce:transition-none"
        >
          {isSubmitting ? 'Subscribing…' : 'Subscribe'}
        </button>
      </form>
      <SuccessPopup
        open={success.open}
        message={success.message}
        onClose={closeSuccess}
        returnFocusRef={submitButtonRef}
      />
    </>
  );
}
