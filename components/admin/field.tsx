import type { InputHTMLAttributes } from 'react';
import { DateInWords } from './date-in-words';

export const fieldClass =
  'w-full rounded-md border border-black/20 bg-white px-3 py-2 text-brand-ink focus:border-brand-teal aria-[invalid=true]:border-red-700';

/** A labelled input whose error is announced with it; rendered on the server or the client. */
export function Field({
  label,
  name,
  error,
  hint,
  ...input
}: {
  label: string;
  name: string;
  error?: string;
  hint?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = input.id ?? `field-${name}`;
  const dated = input.type === 'date' || input.type === 'datetime-local';
  const described = [error && `${id}-error`, dated && `${id}-words`, hint && `${id}-hint`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-brand-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={fieldClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {dated && (
        <DateInWords inputId={id} value={String(input.defaultValue ?? input.value ?? '')} />
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A labelled choice; the first option, "Choose…", stands for none. */
export function SelectField({
  name,
  label,
  choices,
  value,
  error,
  none = 'Choose…',
}: {
  name: string;
  label: string;
  choices: readonly { value: string; label: string }[];
  value: string;
  error?: string;
  /** The first option's words (its value is empty): "Choose…", or "Any" in a filter. */
  none?: string;
}) {
  const id = `field-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        className={fieldClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{none}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled several-line text field, its hint and error announced with it. */
export function TextAreaField({
  label,
  name,
  error,
  hint,
  defaultValue,
  rows = 3,
  lang,
  id = `field-${name}`,
}: {
  id?: string;
  label: string;
  name: string;
  error?: string;
  hint?: string;
  defaultValue?: string;
  rows?: number;
  /** Its text's language, when not the page's. */
  lang?: string;
}) {
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-brand-ink">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        lang={lang}
        defaultValue={defaultValue}
        className={fieldClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A field's hint and error, named by its aria-describedby (`<id>-hint`, `<id>-error`). */
function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-brand-slate">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled checkbox, sent as "on" when checked. */
export function CheckboxField({
  name,
  label,
  checked,
  className = '',
}: {
  name: string;
  label: string;
  checked: boolean;
  className?: string;
}) {
  return (
    <label className={`flex items-center gap-2 ${className}`}>
      <input type="checkbox" name={name} defaultChecked={checked} className="size-5" />
      {label}
    </label>
  );
}
