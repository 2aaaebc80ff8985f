'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { FormPath } from '@/lib/forms/schemas';
import { submitForm } from '@/lib/forms/submit';
import { zodResolver } from '@hookform/resolvers/zod';
import { formControls, type Handoff } from './handoff';
import { showToaster } from './toaster-slot';

const HONEYPOT = 'website';

function honeypotOf(form: HTMLFormElement | null | undefined) {
  const field = form?.elements.namedItem(HONEYPOT);
  return field instanceof HTMLInputElement ? field : null;
}

/**
 * What both visitor forms do (spec part 1, sections 4 and 8): validate with the
 * shared schema, post with the honeypot (the form's `website` field), then on success clear the form and open
 * the success popup; on any failure keep the values, toast at bottom-right and,
 * for a 422, put the server's messages on the fields.
 *
 * `handoff` is what the plain form had when this one took over: its values, the
 * focused field (with its caret) or button, and whether submit was already pressed.
 */
export function useVisitorForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  path: FormPath,
  schema: Schema,
  empty: z.input<Schema>,
  handoff: Handoff,
  /** The toast of a failed post ('Something went wrong!'), in the page's language. */
  errorToast: string,
) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(
      Object.keys(empty).map((name) => [name, handoff.values[name] ?? empty[name]]),
    ) as DefaultValues<z.input<Schema>>,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const submitButtonRef = useRef<HTMLButtonElement>(null);
  const [success, setSuccess] = useState<{ open: boolean; message?: string }>({ open: false });
  const closeSuccess = useCallback(() => setSuccess((state) => ({ ...state, open: false })), []);

  // Take over from the plain form, once.
  const { focus, submit } = handoff;
  const bot = handoff.values[HONEYPOT] ?? '';
  const tookOver = useRef(false);
  useEffect(() => {
    if (tookOver.current) return;
    tookOver.current = true;
    showToaster();
    const trap = honeypotOf(formRef.current);
    if (trap) trap.value = bot;
    const focused = focus && formRef.current && formControls(formRef.current)[focus.index];
    if (focused instanceof HTMLElement) focused.focus();
    if (
      (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement) &&
      focus?.start != null &&
      focus.end != null
    ) {
      try {
        focused.setSelectionRange(focus.start, focus.end);
      } catch {
        // e-mail inputs have no selection API; the caret stays at the end.
      }
    }
    if (submit) formRef.current?.requestSubmit();
  }, [bot, focus, submit]);

  const onSubmit = form.handleSubmit(async (values, event) => {
    setSuccess({ open: false });
    const trap = honeypotOf(event?.target as HTMLFormElement | undefined);
    const result = await submitForm(path, { ...values, [HONEYPOT]: trap?.value ?? '' });
    if (result.ok) {
      form.reset(empty);
      if (trap) trap.value = '';
      setSuccess({ open: true, message: result.message });
      return;
    }
    if (result.status === 422 && result.errors) {
      for (const [field, messages] of Object.entries(result.errors)) {
        if (messages[0])
          form.setError(field as Path<z.input<Schema>>, { type: 'server', message: messages[0] });
      }
    }
    toast.error(errorToast, { position: 'bottom-right' });
  });

  return { form, formRef, onSubmit, submitButtonRef, success, closeSuccess };
}
