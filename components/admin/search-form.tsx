import type { ReactNode } from 'react';

/** A list's search: a plain GET form, so a search is a link; `children` adds filters. */
export function SearchForm({
  action,
  label,
  search,
  children,
}: {
  action: string;
  label: string;
  search: string;
  children?: ReactNode;
}) {
  return (
    <form role="search" action={action} className="mt-6 flex flex-wrap items-end gap-3">
      {/* At least 16rem wide: on a phone the filters wrap below it rather than squeeze it to nothing. */}
      <div className="flex min-w-0 grow basis-64 flex-col gap-1">
        <label htmlFor="list-q" className="text-sm font-semibold">
          {label}
        </label>
        <input
          id="list-q"
          name="q"
          type="search"
          defaultValue={search}
          className="rounded-md border border-black/20 bg-white px-3 py-2"
        />
      </div>
      {children}
      <button
        type="submit"
        className="rounded-md bg-brand-navy px-4 py-2 font-semibold text-white hover:bg-brand-teal"
      >
        Find
      </button>
    </form>
  );
}
