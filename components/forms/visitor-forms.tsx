'use client';

import type { ComponentType } from 'react';
import type { FieldErrors, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { contactSchema, newsletterSchema, type FormPath } from '@/lib/forms/schemas';
import { ContactFormView, NewsletterFormView, type FormViewProps } from './form-views';
import type { Language } from '@/lib/i18n/languages';
import { formMessage, type FormText } from '@/lib/i18n/form-text';
import type { Handoff } from './handoff';

/** What a loaded form gets from the plain one it takes over (deferred-forms.tsx). */
export type LoadedFormProps = { id: string; handoff: Handoff; text: FormText; lang: Language };
import { SuccessPopup } from './success-popup';
import { useVisitorForm } from './use-visitor-form';

/** A form's view wired to its schema and endpoint (loaded on intent: deferred-forms.tsx). */
function wired<Schema extends z.ZodType<FieldValues, FieldValues>>(
  path: FormPath,
  schema: Schema,
  empty: z.input<Schema>,
  View: ComponentType<FormViewProps>,
) {
  return function VisitorForm({ id, handoff, text, lang }: LoadedFormProps) {
    const { form, formRef, onSubmit, submitButtonRef, success, closeSuccess } = useVisitorForm(
      path,
      schema,
      empty,
      handoff,
      text.errorTitle,
    );
    return (
      <>
        <View
          id={id}
          text={text}
          lang={lang}
          field={(name) => form.register(name as Path<z.input<Schema>>)}
          errorOf={(name) => {
            const message = (form.formState.errors as FieldErrors)[name]?.message;
            return typeof message === 'string' ? message : undefined;
          }}
          submitting={form.formState.isSubmitting}
          onSubmit={onSubmit}
          formRef={formRef}
          buttonRef={submitButtonRef}
          // The popup closes after the spec's 1.5 s; the confirmation stays in the form.
          state={
            !success.open && success.message
              ? { status: 'saved', message: success.message }
              : undefined
          }
        />
        <SuccessPopup
          open={success.open}
          title={text.successTitle}
          message={success.message && formMessage(text, success.message)}
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
