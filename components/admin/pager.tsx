import Link from 'next/link';

/** Previous / next links of a paged list, with where the reader is. */
export function Pager({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link
          className="inline-flex min-h-11 items-center font-semibold text-brand-navy underline"
          href={href(page - 1)}
        >
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {Math.min(page, pages)} of {pages}
      </span>
      {page < pages ? (
        <Link
          className="inline-flex min-h-11 items-center font-semibold text-brand-navy underline"
          href={href(page + 1)}
        >
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
