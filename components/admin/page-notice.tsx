import type { ReactNode } from 'react';

/** A page's one-line answer to what was just done: a status when it went well, an alert when not. */
export function PageNotice({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <p
      role={ok ? 'status' : 'alert'}
      className={`mt-4 rounded-md px-4 py-3 font-semibold ${
        ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-800'
      }`}
    >
      {children}
    </p>
  );
}
