'use client';

import { useCallback, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { FormPath } from '@/lib/forms/schemas';
import { submitForm } from '@/lib/forms/submit';
import { zodResolver } from '@/lib/forms/zod-resolver';

export const FORM_ERROR_TOAST = 'Something went wrong!';

/**
 * What both visitor forms do (spec part 1, sections 4 and 8): validate with the
 * shared schema, post with the honeypot (the form's `website` field), then on success clear the form and open
 * the success popup; on any failure keep the values, toast at bottom-right and,
 * for a 422, put the server's messages on the fields.
 */
export function useVisitorForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  path: FormPath,
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const submitButtonRef = useRef<HTMLButtonElement>(null);
  const [success, setSuccess] = useState<{ open: boolean; message?: string }>({ open: false });
  const closeSuccess = useCallback(() => setSuccess((state) => ({ ...state, open: false })), []);

  const onSubmit = form.handleSubmit(async (values, event) => {
    const honeypot = (event?.target as HTMLFormElement | undefined)?.elements.namedItem('website');
    const website = honeypot instanceof HTMLInputElement ? honeypot.value : '';
    const result = await submitForm(path, { ...values, website });
    if (result.ok) {
      form.reset();
      if (honeypot instanceof HTMLInputElement) honeypot.value = '';
      setSuccess({ open: true, message: result.message });
      return;
    }
    if (result.status === 422 && result.errors) {
      for (const [field, messages] of Object.entries(result.errors)) {
        if (messages[0])
          form.setError(field as Path<z.input<Schema>>, { type: 'server', message: messages[0] });
      }
    }
    toast.error(FORM_ERROR_TOAST, { position: 'bottom-right' });
  });

  return { form, onSubmit, submitButtonRef, success, closeSuccess };
}
