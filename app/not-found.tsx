import Link from 'next/link';

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-content flex-col items-center px-5 py-24 text-center">
      <p className="text-overline uppercase text-brand-teal">Error 404</p>
      <h1 className="mt-3 text-heading-1">This page could not be found</h1>
      <p className="mt-4 text-brand-slate">The link may be old, or the page may have moved.</p>
      <Link
        href="/"
        className="mt-8 rounded-full bg-brand-navy px-6 py-3 font-semibold text-white hover:bg-brand-teal"
      >
        Back to the home page
      </Link>
    </div>
  );
}
