'use client';

import {
  useActionState,
  useCallback,
  useId,
  useRef,
  useState,
  type ComponentType,
  type SyntheticEvent,
} from 'react';
import { flushSync } from 'react-dom';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { sendContactMessage, subscribeToNewsletter } from '@/lib/forms/actions';
import { idleForm, type FormState } from '@/lib/forms/form-state';
import { ContactFormView, NewsletterFormView, type FormViewProps } from './form-views';
import { usePageAddress } from '@/components/layout/page-address';
import type { Language } from '@/lib/i18n/languages';
import type { FormText } from '@/lib/i18n/form-text';
import { formControls, type Handoff } from './handoff';
import type { LoadedFormProps } from './visitor-forms';

/*
 * The visitor forms carry react-hook-form, zod, ky and sonner: about 80 kB of
 * gzipped script that no page needs in order to show itself, and most visits never
 * use. The page renders each form's markup with plain, typeable fields; the first
 * sign of intent (pointer over or down, focus, a key, a submit) loads the real
 * form, which takes over what was typed, the focus and caret, and a submit that
 * was already asked for. Nothing typed is lost and nothing shifts.
 *
 * The real form is new DOM in the plain form's place, so it never takes over while
 * a pointer or a key is down on the form: a press on the plain "Send" and its
 * release on the real one would make no click, and the visitor's click would be lost.
 */

type LoadedForm = ComponentType<LoadedFormProps>;

/** What the page gives a form: its words and language (from the server; no dictionary in the script). */
type FormProps = { text: FormText; lang: Language };

const inert = (name: string): UseFormRegisterReturn => ({
  name,
  onChange: async () => undefined,
  onBlur: async () => undefined,
  ref: () => undefined,
});

function handoffFrom(form: HTMLFormElement | null, submit: boolean): Handoff {
  const values: Record<string, string> = {};
  if (!form) return { values, submit };
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string') values[name] = value;
  const controls = formControls(form);
  const index = controls.findIndex((element) => element === document.activeElement);
  const field = controls[index];
  const typed = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
  const caret = typed ? { start: field.selectionStart, end: field.selectionEnd } : {};
  const focus = field && { index, start: null, end: null, ...caret };
  return { values, focus, submit };
}

/** What ends a press; `blur` is the window's own, when the visitor switches away mid-press. */
const RELEASES = ['pointerup', 'pointercancel', 'keyup', 'blur'] as const;

type Action = (state: FormState, formData: FormData) => Promise<FormState>;

function DeferredForm({
  load,
  View,
  action,
  text,
  lang,
}: FormProps & {
  load: () => Promise<LoadedForm>;
  View: ComponentType<FormViewProps>;
  /** Where the form posts while no script runs (the page answers with the result). */
  action: Action;
}) {
  const id = useId();
  // The page's own address as the form's action: without it React writes action="",
  // which is invalid HTML (a post still lands on this page either way). A page served
  // for many addresses posts to the home page, which has the same footer form.
  const [state, formAction] = useActionState(action, idleForm, usePageAddress() ?? '/');
  const [loaded, setLoaded] = useState<{ Form: LoadedForm; handoff: Handoff } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const loading = useRef(false);
  const submitAsked = useRef(false);
  const arrived = useRef<LoadedForm | null>(null);
  const pressed = useRef(false);

  const takeOver = useCallback(() => {
    const Form = arrived.current;
    if (!Form || pressed.current) return;
    arrived.current = null;
    // Synchronously: what is in the fields now is exactly what the real form gets.
    flushSync(() =>
      setLoaded({ Form, handoff: handoffFrom(formRef.current, submitAsked.current) }),
    );
  }, []);

  const start = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (Form) => {
        arrived.current = Form;
        takeOver();
      },
      () => {
        // Offline or a failed deploy: the next sign of intent tries again.
        loading.current = false;
      },
    );
  }, [load, takeOver]);

  const intent = useCallback(
    (event: SyntheticEvent) => {
      start();
      if (pressed.current || (event.type !== 'pointerdown' && event.type !== 'keydown')) return;
      pressed.current = true;
      const listening = new AbortController();
      const release = () => {
        pressed.current = false;
        listening.abort();
        // After the click (and the submit it makes) the release leads to.
        setTimeout(takeOver);
      };
      for (const type of RELEASES)
        window.addEventListener(type, release, { signal: listening.signal });
    },
    [start, takeOver],
  );

  if (loaded) return <loaded.Form id={id} handoff={loaded.handoff} text={text} lang={lang} />;
  return (
    <View
      id={id}
      text={text}
      lang={lang}
      field={inert}
      formRef={formRef}
      action={formAction}
      state={state}
      onIntent={intent}
      onSubmit={(event) => {
        event.preventDefault();
        submitAsked.current = true;
        start();
      }}
    />
  );
}

const loadContactForm = () => import('./visitor-forms').then((m) => m.ContactForm);
const loadNewsletterForm = () => import('./visitor-forms').then((m) => m.NewsletterForm);

export function DeferredContactForm(props: FormProps) {
  return (
    <DeferredForm
      {...props}
      load={loadContactForm}
      View={ContactFormView}
      action={sendContactMessage}
    />
  );
}

export function DeferredNewsletterForm(props: FormProps) {
  return (
    <DeferredForm
      {...props}
      load={loadNewsletterForm}
      View={NewsletterFormView}
      action={subscribeToNewsletter}
    />
  );
}
