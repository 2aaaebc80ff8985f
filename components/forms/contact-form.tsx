'use client';

import { useId } from 'react';
import { contactSchema } from '@/lib/forms/schemas';
import { HoneypotField } from './honeypot-field';
import { SuccessPopup } from './success-popup';
import { TextField } from './text-field';
import { useVisitorForm } from './use-visitor-form';

/** The contact form (spec part 1, section 5): name, phone, e-mail, subject, optional note. */
export function ContactForm() {
  const id = useId();
  const { form, onSubmit, submitButtonRef, success, closeSuccess } = useVisitorForm(
    '/api/store/contact-us',
    contactSchema,
    { name: '', phone: '', email: '', subject: '', note: '' },
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <>
      <form
        aria-label="Contact us"
        noValidate
        onSubmit={onSubmit}
        className="relative grid gap-5 rounded-xl bg-white p-6 ring-1 ring-black/5 sm:grid-cols-2 sm:p-8"
      >
        <TextField
          id={`${id}-name`}
          label="Name"
          autoComplete="name"
          registration={register('name')}
          error={errors.name?.message}
        />
        <TextField
          id={`${id}-phone`}
          label="Phone"
          type="tel"
          autoComplete="tel"
          registration={register('phone')}
          error={errors.phone?.message}
        />
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          registration={register('email')}
          error={errors.email?.message}
        />
        <TextField
          id={`${id}-subject`}
          label="Subject"
          registration={register('subject')}
          error={errors.subject?.message}
        />
        <TextField
          id={`${id}-note`}
          label="Message (optional)"
          multiline
          registration={register('note')}
          error={errors.note?.message}
          className="sm:col-span-2"
        />
        <HoneypotField />
        <div className="sm:col-span-2">
          <button
            ref={submitButtonRef}
            type="submit"
            disabled={isSubmitting}
            className="inline-flex items-center justify-center rounded-lg bg-brand-navy px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-navy-500 disabled:cursor-wait disabled:opacity-70 motion-reduce:transition-none"
          >
            {isSubmitting ? 'Sending…' : 'Send message'}
          </button>
        </div>
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
