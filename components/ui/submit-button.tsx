'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { useFormStatus } from 'react-dom';

const tones = {
  primary: 'bg-brand-navy text-white hover:bg-brand-teal',
  quiet: 'border border-black/20 bg-white text-brand-ink hover:border-brand-teal',
  danger: 'bg-red-700 text-white hover:bg-red-800',
};

/** The id of a note every submit button of the form is described by ("Unsaved changes"). */
export const SubmitNote = createContext<string | undefined>(undefined);

/** A form's submit button that says so while its post is on the way. */
export function SubmitButton({
  children,
  pendingLabel,
  tone = 'primary',
  name,
  value,
  label,
  formNoValidate,
}: {
  children: ReactNode;
  /** Posts without the browser's checks of the form's fields (a choice that needs none of them). */
  formNoValidate?: boolean;
  /** The button's accessible name, when its text is only a symbol. */
  label?: string;
  pendingLabel?: string;
  tone?: keyof typeof tones;
  name?: string;
  value?: string;
}) {
  const { pending } = useFormStatus();
  const note = useContext(SubmitNote);
  return (
    <button
      type="submit"
      name={name}
      value={value}
      formNoValidate={formNoValidate}
      aria-label={label}
      aria-describedby={pending ? undefined : note}
      title={label}
      disabled={pending}
      aria-disabled={pending}
      className={`rounded-md px-4 py-2 font-semibold disabled:opacity-70 ${tones[tone]}`}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}

/**
 * The editing area's save buttons, in their order: "Save draft" (for what keeps
 * drafts), the button that publishes, and "Save hidden from the site" (for what
 * can be hidden), each sending its `$intent`.
 */
export function SaveButtons({
  draft = false,
  publish = 'Publish',
  publishing = 'Saving…',
  hide = false,
}: {
  draft?: boolean;
  publish?: ReactNode;
  publishing?: string;
  hide?: boolean;
}) {
  return (
    <>
      {draft && (
        <SubmitButton tone="quiet" pendingLabel="Saving…" name="$intent" value="draft">
          Save draft
        </SubmitButton>
      )}
      <SubmitButton pendingLabel={publishing} name="$intent" value="publish">
        {publish}
      </SubmitButton>
      {hide && (
        <SubmitButton tone="quiet" pendingLabel="Saving…" name="$intent" value="hide">
          {/* A phone's one-row bar shows "Save hidden"; its name stays whole. */}
          Save hidden<span className="max-sm:sr-only"> from the site</span>
        </SubmitButton>
      )}
    </>
  );
}
