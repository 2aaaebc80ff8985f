import { ContentImage } from '@/components/ui/content-image';
import { Link } from '@/components/ui/link';
import { SearchField } from './search-field';

/** What people most often look for, offered where an address has failed them. */
const wanted = [
  { label: 'Career', href: '/career' },
  { label: 'Contact Us', href: '/contact-us' },
];

/** The site's not-found view: app/not-found.tsx, and pages whose item does not exist. */
export function PageNotFound() {
  return (
    <div className="mx-auto flex max-w-content flex-col items-center px-5 py-16 text-center sm:py-24">
      {/* Lazy, as images are by default: this view is part of every page's payload, and
          React preloads each eager image it renders, so every page would load it. */}
      <ContentImage
        src="/images/not-found.svg"
        alt=""
        width={640}
        height={400}
        unoptimized
        className="h-auto w-full max-w-md"
      />
      <h1 className="mt-10 text-heading-1">This page could not be found</h1>
      <p className="mt-4 text-brand-slate">The link may be old, or the page may have moved.</p>
      <div className="mt-8 w-full max-w-md text-left">
        <SearchField variant="menu" label="Search the site for the page" />
      </div>
      <nav aria-label="Pages people look for" className="mt-8">
        <ul className="flex flex-wrap justify-center gap-3">
          <li>
            <Link
              href="/"
              className="inline-flex rounded-full bg-brand-navy px-6 py-3 font-semibold text-white hover:bg-brand-teal"
            >
              Back to the home page
            </Link>
          </li>
          {wanted.map(({ label, href }) => (
            <li key={href}>
              <Link
                href={href}
                className="inline-flex rounded-full px-6 py-3 font-semibold text-brand-navy ring-1 ring-black/15 hover:bg-brand-cream"
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
