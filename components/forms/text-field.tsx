import type { HTMLInputTypeAttribute } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

const tones = {
  light: {
    label: 'text-brand-ink',
    field:
      'border-black/15 bg-white text-brand-ink placeholder:text-brand-slate/70 focus:border-brand-teal',
    invalid: 'border-red-700',
    error: 'text-red-700',
  },
  dark: {
    label: 'text-white',
    field:
      'border-white/25 bg-white/10 text-white placeholder:text-white/60 focus:border-brand-saffron',
    invalid: 'border-brand-saffron',
    error: 'text-brand-saffron',
  },
};

/**
 * The asterisk of a required field: seen, not read out (the field itself says
 * "required", and the label's name stays the spec's word).
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-700">
      *
    </span>
  );
}

/** A labelled input (or textarea) whose error is announced with it (aria-describedby). */
export function TextField({
  id,
  label,
  registration,
  error,
  defaultValue,
  autoFocus,
  type = 'text',
  autoComplete,
  multiline = false,
  tone = 'light',
  hideLabel = false,
  placeholder,
  required = false,
  className = '',
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** What the visitor typed, after a post sent without JavaScript. */
  defaultValue?: string;
  autoFocus?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  multiline?: boolean;
  tone?: keyof typeof tones;
  hideLabel?: boolean;
  placeholder?: string;
  /**
   * Whether the server refuses the form without it: the field says so to assistive
   * technology (`required`, `aria-required`) and, with a visible label, shows an
   * asterisk the form's legend explains. The form is `noValidate`, so the browser
   * never blocks a post: the server's messages (the spec's) are the ones shown.
   */
  required?: boolean;
  className?: string;
}) {
  const colours = tones[tone];
  const errorId = `${id}-error`;
  const fieldProps = {
    id,
    ...registration,
    defaultValue,
    autoFocus,
    placeholder,
    required: required || undefined,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `block w-full rounded-lg border px-4 py-2.5 text-body transition-colors motion-reduce:transition-none ${colours.field} ${error ? colours.invalid : ''}`,
  };
  return (
    <div className={className}>
      {required && !hideLabel ? (
        // The asterisk beside the label, not in it: the label's text stays the field's name.
        <div className="mb-1.5 flex text-sm font-medium">
          <label htmlFor={id} className={colours.label}>
            {label}
          </label>
          <RequiredMark />
        </div>
      ) : (
        <label
          htmlFor={id}
          className={hideLabel ? 'sr-only' : `mb-1.5 block text-sm font-medium ${colours.label}`}
        >
          {label}
        </label>
      )}
      {multiline ? (
        <textarea rows={5} {...fieldProps} />
      ) : (
        <input type={type} autoComplete={autoComplete} {...fieldProps} />
      )}
      {error && (
        <p id={errorId} className={`mt-1.5 text-sm ${colours.error}`}>
          {error}
        </p>
      )}
    </div>
  );
}
