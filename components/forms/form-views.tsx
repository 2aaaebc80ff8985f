import type { FormEventHandler, ReactNode, Ref, SyntheticEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FormState } from '@/lib/forms/form-state';
import { FORM_ERROR_TOAST, SUCCESS_TITLE } from './form-messages';
import { HoneypotField } from './honeypot-field';
import { TextField } from './text-field';

/**
 * The markup of the two visitor forms, with no logic of their own. The page first
 * renders them with inert fields (components/forms/deferred-forms.tsx); the first
 * sign that a visitor means to use one (pointer, focus, key, submit) loads
 * react-hook-form, zod, ky and sonner and the same view comes back wired to them.
 */
export type FormViewProps = {
  id: string;
  field: (name: string) => UseFormRegisterReturn;
  /** The message to show under a field, if any. */
  errorOf?: (name: string) => string | undefined;
  submitting?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Any sign of intent (see above); the wired-up form leaves it out. */
  onIntent?: (event: SyntheticEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
  buttonRef?: Ref<HTMLButtonElement>;
  /** The server action a post without JavaScript goes to, and what it answered. */
  action?: (formData: FormData) => void;
  state?: FormState;
};

/** The typed value and the message of a field after a post without JavaScript. */
const typedValue = (state: FormState | undefined, name: string) =>
  state && 'values' in state ? state.values[name] : undefined;
const serverError = (state: FormState | undefined, name: string) =>
  state && 'errors' in state ? state.errors[name] : undefined;
/** The field a post without JavaScript comes back to: the first one the server refused. */
const firstRefused = (state: FormState | undefined, names: readonly string[]) =>
  state?.status === 'invalid' ? names.find((name) => state.errors[name]) : undefined;

/** The answer to a post sent without JavaScript, where the popup and the toast would be. */
function FormOutcome({ state, tone }: { state?: FormState; tone: 'light' | 'dark' }) {
  if (!state || state.status === 'idle' || state.status === 'invalid') return null;
  const saved = state.status === 'saved';
  const colours =
    tone === 'dark'
      ? 'bg-white/10 text-white ring-white/20'
      : saved
        ? 'bg-brand-teal-100 text-brand-ink ring-brand-teal-700/20'
        : 'bg-red-50 text-red-800 ring-red-700/20';
  return (
    // Focused on load (no script needed), so the answer is on screen, not at the top of the page.
    <div
      role={saved ? 'status' : 'alert'}
      tabIndex={-1}
      autoFocus
      className={`w-full rounded-lg outline-none focus-visible:ring-2 px-4 py-3 ring-1 sm:col-span-2 ${colours}`}
    >
      <p className="font-semibold">{saved ? SUCCESS_TITLE : FORM_ERROR_TOAST}</p>
      {state.message && <p className="mt-1 text-sm">{state.message}</p>}
    </div>
  );
}

/** The <form> both views share: its name, and the intent signals while it is inert. */
function FormFrame({
  view: { onSubmit, onIntent, formRef, action },
  label,
  className,
  children,
}: {
  view: FormViewProps;
  label: string;
  className: string;
  children: ReactNode;
}) {
  const intent = onIntent
    ? { onPointerEnter: onIntent, onPointerDown: onIntent, onFocus: onIntent, onKeyDown: onIntent }
    : {};
  return (
    <form
      ref={formRef}
      aria-label={label}
      noValidate
      action={action}
      onSubmit={onSubmit}
      {...intent}
      className={className}
    >
      {children}
    </form>
  );
}

/** The submit button of either view: disabled, with its busy label, while a post is on its way. */
function SubmitButton({
  view: { submitting = false, buttonRef },
  idle,
  busy,
  className,
}: {
  view: FormViewProps;
  idle: string;
  busy: string;
  className: string;
}) {
  return (
    <button ref={buttonRef} type="submit" disabled={submitting} className={className}>
      {submitting ? busy : idle}
    </button>
  );
}

const noError = () => undefined;

export const contactFields = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject' },
  { name: 'note', label: 'Message (optional)', multiline: true, className: 'sm:col-span-2' },
] as const;

/** The contact form (spec part 1, section 5): name, phone, e-mail, subject, optional note. */
export function ContactFormView(view: FormViewProps) {
  const { id, field, errorOf = noError, state } = view;
  const refused = firstRefused(
    state,
    contactFields.map((f) => f.name),
  );
  return (
    <FormFrame
      view={view}
      label="Contact us"
      className="relative grid gap-5 rounded-xl bg-white p-6 ring-1 ring-black/5 sm:grid-cols-2 sm:p-8"
    >
      {contactFields.map(({ name, ...props }) => (
        <TextField
          key={name}
          id={`${id}-${name}`}
          registration={field(name)}
          error={errorOf(name) ?? serverError(state, name)}
          defaultValue={typedValue(state, name)}
          autoFocus={name === refused}
          {...props}
        />
      ))}
      <HoneypotField />
      <FormOutcome state={state} tone="light" />
      <div className="sm:col-span-2">
        <SubmitButton
          view={view}
          idle="Send message"
          busy="Sending…"
          className="inline-flex items-center justify-center rounded-lg bg-brand-navy px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-navy-500 disabled:cursor-wait disabled:opacity-70 motion-reduce:transition-none"
        />
      </div>
    </FormFrame>
  );
}

/** The newsletter subscription (spec part 1, section 5), made for the navy footer. */
export function NewsletterFormView(view: FormViewProps) {
  const { id, field, errorOf = noError, state } = view;
  return (
    <FormFrame
      view={view}
      label="Newsletter"
      className="relative flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start"
    >
      <TextField
        id={`${id}-email`}
        label="Email"
        hideLabel
        type="email"
        autoComplete="email"
        placeholder="Your e-mail address"
        tone="dark"
        registration={field('email')}
        error={errorOf('email') ?? serverError(state, 'email')}
        defaultValue={typedValue(state, 'email')}
        autoFocus={firstRefused(state, ['email']) === 'email'}
        className="flex-1"
      />
      <HoneypotField />
      <SubmitButton
        view={view}
        idle="Subscribe"
        busy="Subscribing…"
        className="shrink-0 rounded-lg bg-brand-saffron px-5 py-2.5 font-semibold text-brand-navy transition-colors hover:bg-brand-saffron-100 disabled:cursor-wait disabled:opacity-70 motion-reduce:transition-none"
      />
      <FormOutcome state={state} tone="dark" />
    </FormFrame>
  );
}
