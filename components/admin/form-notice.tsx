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
  state: Pick<EditFormState, 'status' | 'message'>;
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
      {children}
    </div>
  );
}
