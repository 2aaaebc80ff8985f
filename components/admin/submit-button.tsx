'use client';

import type { ReactNode } from 'react';
import { useFormStatus } from 'react-dom';

const tones = {
  primary: 'bg-brand-navy text-white hover:bg-brand-teal',
  quiet: 'border border-black/20 bg-white text-brand-ink hover:border-brand-teal',
  danger: 'bg-red-700 text-white hover:bg-red-800',
};

/** A form's submit button that says so while its post is on the way. */
export function SubmitButton({
  children,
  pendingLabel,
  tone = 'primary',
  name,
  value,
  label,
}: {
  children: ReactNode;
  /** The button's accessible name, when its text is only a symbol. */
  label?: string;
  pendingLabel?: string;
  tone?: keyof typeof tones;
  name?: string;
  value?: string;
}) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      name={name}
      value={value}
      aria-label={label}
      title={label}
      disabled={pending}
      aria-disabled={pending}
      className={`rounded-md px-4 py-2 font-semibold disabled:opacity-70 ${tones[tone]}`}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
