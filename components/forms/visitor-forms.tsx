'use client';

import type { ComponentType } from 'react';
import type { FieldErrors, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { contactSchema, newsletterSchema, type FormPath } from '@/lib/forms/schemas';
import { ContactFormView, NewsletterFormView, type FormViewProps } from './form-views';
import type { Handoff } from './handoff';
import { SuccessPopup } from './success-popup';
import { useVisitorForm } from './use-visitor-form';

/** A form's view wired to its schema and endpoint (loaded on intent: deferred-forms.tsx). */
function wired<Schema extends z.ZodType<FieldValues, FieldValues>>(
  path: FormPath,
  schema: Schema,
  empty: z.input<Schema>,
  View: ComponentType<FormViewProps>,
) {
  return function VisitorForm({ id, handoff }: { id: string; handoff: Handoff }) {
    const { form, formRef, onSubmit, submitButtonRef, success, closeSuccess } = useVisitorForm(
      path,
      schema,
      empty,
      handoff,
    );
    return (
      <>
        <View
          id={id}
          field={(name) => form.register(name as Path<z.input<Schema>>)}
          errorOf={(name) => {
            const message = (form.formState.errors as FieldErrors)[name]?.message;
            return typeof message === 'string' ? message : undefined;
          }}
          submitting={form.formState.isSubmitting}
          onSubmit={onSubmit}
          formRef={formRef}
          buttonRef={submitButtonRef}
        />
        <SuccessPopup
          open={success.open}
          message={success.message}
          onClose={closeSuccess}
          returnFocusRef={submitButtonRef}
        />
      </>
    );
  };
}

export const ContactForm = wired(
  '/api/store/contact-us',
  contactSchema,
  { name: '', phone: '', email: '', subject: '', note: '' },
  ContactFormView,
);

export const NewsletterForm = wired(
  '/api/store/subscribers',
  newsletterSchema,
  { email: '' },
  NewsletterFormView,
);
