import type { FormEventHandler, ReactNode, Ref, SyntheticEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FormState } from '@/lib/forms/form-state';
import type { Language } from '@/lib/i18n/languages';
import { formMessage, type FormText } from '@/lib/i18n/form-text';
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
  /** The form's words in the page's language; the schema's and the API's messages are translated with them. */
  text: FormText;
  /** The page's language: the form marks itself with it inside English content. */
  lang: Language;
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
function FormOutcome({
  state,
  tone,
  text,
}: {
  state?: FormState;
  tone: 'light' | 'dark';
  text: FormText;
}) {
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
      <p className="font-semibold">{saved ? text.successTitle : text.errorTitle}</p>
      {state.message && <p className="mt-1 text-sm">{formMessage(text, state.message)}</p>}
    </div>
  );
}

/** The <form> both views share: its name, and the intent signals while it is inert. */
function FormFrame({
  view: { onSubmit, onIntent, formRef, action, lang },
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
      // Marked on a Bangla page, where it may sit in content marked English; English pages as they were.
      lang={lang === 'en' ? undefined : lang}
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

/** The contact form's fields (`required` as lib/forms/schemas.ts requires them: a unit test holds the two together); each label is the key of its words in messages.forms. */
export const contactFields = [
  { name: 'name', label: 'name', autoComplete: 'name', required: true },
  { name: 'phone', label: 'phone', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'email', label: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'subject', label: 'subject', required: true },
  { name: 'note', label: 'note', multiline: true, className: 'sm:col-span-2' },
] as const;

/** A field's message (the browser's check, the server's or a post without JavaScript's), translated. */
const messageOf = (view: FormViewProps, name: string) => {
  const message = (view.errorOf ?? noError)(name) ?? serverError(view.state, name);
  return message && formMessage(view.text, message);
};

/** What the asterisk means, said once before the fields, in the page's language. */
function RequiredLegend({ text }: { text: FormText }) {
  const [before, after] = text.requiredLegend.split('{mark}');
  return (
    <p className="-mb-1 text-sm text-brand-slate sm:col-span-2">
      {before}
      {/* Read out here (unlike the fields' own asterisks), or the sentence would end short. */}
      <span className="text-red-700">*</span>
      {after}
    </p>
  );
}

/** The contact form (spec part 1, section 5): name, phone, e-mail, subject, optional note. */
export function ContactFormView(view: FormViewProps) {
  const { id, field, state, text } = view;
  const refused = firstRefused(
    state,
    contactFields.map((f) => f.name),
  );
  return (
    <FormFrame
      view={view}
      label={text.contactLabel}
      className="relative grid gap-5 rounded-xl bg-white p-6 ring-1 ring-black/5 sm:grid-cols-2 sm:p-8"
    >
      <RequiredLegend text={text} />
      {contactFields.map(({ name, label, ...props }) => (
        <TextField
          key={name}
          id={`${id}-${name}`}
          label={text[label]}
          registration={field(name)}
          error={messageOf(view, name)}
          defaultValue={typedValue(state, name)}
          autoFocus={name === refused}
          {...props}
        />
      ))}
      <HoneypotField label={text.website} />
      <FormOutcome state={state} tone="light" text={text} />
      <div className="sm:col-span-2">
        <SubmitButton
          view={view}
          idle={text.send}
          busy={text.sending}
          className="inline-flex items-center justify-center rounded-lg bg-brand-navy px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-navy-500 disabled:cursor-wait disabled:opacity-70 motion-reduce:transition-none"
        />
      </div>
    </FormFrame>
  );
}

/** The newsletter subscription (spec part 1, section 5), made for the navy footer. */
export function NewsletterFormView(view: FormViewProps) {
  const { id, field, state, text } = view;
  return (
    <FormFrame
      view={view}
      label={text.newsletterLabel}
      className="relative flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start"
    >
      <TextField
        id={`${id}-email`}
        label={text.email}
        hideLabel
        type="email"
        autoComplete="email"
        placeholder={text.emailPlaceholder}
        tone="dark"
        registration={field('email')}
        error={messageOf(view, 'email')}
        defaultValue={typedValue(state, 'email')}
        autoFocus={firstRefused(state, ['email']) === 'email'}
        required
        className="flex-1"
      />
      <HoneypotField label={text.website} />
      <SubmitButton
        view={view}
        idle={text.subscribe}
        busy={text.subscribing}
        className="shrink-0 rounded-lg bg-brand-saffron px-5 py-2.5 font-semibold text-brand-navy transition-colors hover:bg-brand-saffron-100 disabled:cursor-wait disabled:opacity-70 motion-reduce:transition-none"
      />
      <FormOutcome state={state} tone="dark" text={text} />
    </FormFrame>
  );
}
