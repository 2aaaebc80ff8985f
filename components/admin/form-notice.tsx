import type { ReactNode } from 'react';
import type { EditFormState } from '@/lib/admin/form-state';

const tone: Record<EditFormState['status'], string> = {
  idle: '',
  saved: 'bg-emerald-50 text-emerald-900',
  invalid: 'bg-red-50 text-red-800',
  conflict: 'bg-amber-50 text-amber-900',
  refused: 'bg-red-50 text-red-800',
};

/** The sentence a save answered, at the top of its form: a status when saved, an alert otherwise. */
export function FormNotice({
  state,
  children,
}: {
  state: Pick<EditFormState, 'status' | 'message' | 'conflict'>;
  /** More about a refusal (the fields to correct). */
  children?: ReactNode;
}) {
  if (!state.message) return null;
  return (
    <div
      role={state.status === 'saved' ? 'status' : 'alert'}
      className={`rounded-md px-4 py-3 ${tone[state.status]}`}
    >
      <p className="font-semibold">{state.message}</p>
      {state.conflict && state.conflict.length > 0 && (
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm">
          {state.conflict.map((line) => (
            <li key={line.field}>
              <b>{line.field}</b>: they saved “{line.theirs}”
              {line.yours === undefined ? (
                <>, now in the form.</>
              ) : (
                <>; yours, kept in the form: “{line.yours}”.</>
              )}
            </li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}

/**
 * The fields a refused save names, each a link to its control: on a phone the
 * field can be a screen or more below the notice.
 */
export function FieldErrorList({
  errors,
  labelOf,
  idOf = (name) => `field-${name}`,
}: {
  errors: Record<string, string>;
  labelOf: (name: string) => string;
  idOf?: (name: string) => string;
}) {
  const names = Object.keys(errors);
  if (names.length === 0) return null;
  return (
    <ul className="mt-2 list-disc pl-5 text-sm">
      {names.map((name) => (
        <li key={name}>
          <a className="underline" href={`#${idOf(name)}`}>
            {labelOf(name)}
          </a>
          : {errors[name]}
        </li>
      ))}
    </ul>
  );
}
