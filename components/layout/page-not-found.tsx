import { ContentImage } from '@/components/ui/content-image';
import { Link } from '@/components/ui/link';

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
      <Link
        href="/"
        className="mt-8 rounded-full bg-brand-navy px-6 py-3 font-semibold text-white hover:bg-brand-teal"
      >
        Back to the home page
      </Link>
    </div>
  );
}
