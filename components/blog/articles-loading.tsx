/** What the list shows while a page of articles is on its way. */
export function ArticlesLoading() {
  return (
    <p role="status" className="flex items-center gap-3 py-16 text-brand-slate">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-brand-teal border-t-transparent motion-reduce:animate-none"
      />
      Loading articles…
    </p>
  );
}
