import { Link } from '@/components/ui/link';
import { blogText } from '@/lib/copy/blog';

/** The missing-article text of the spec, with ways on. */
export function ArticleUnavailable() {
  return (
    <section className="mx-auto max-w-2xl px-5 py-20 text-center sm:px-8">
      <h1 className="text-heading-2 text-brand-ink">Article not available</h1>
      <p className="mt-4 text-body-lg text-brand-slate">{blogText.missingArticle}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          href="/blogs"
          className="inline-flex min-h-11 items-center rounded-full bg-brand-navy px-6 font-semibold text-white hover:bg-brand-teal-700"
        >
          All articles
        </Link>
        <Link
          href="/"
          className="inline-flex min-h-11 items-center rounded-full px-6 font-semibold text-brand-navy ring-1 ring-black/10 hover:bg-brand-cream"
        >
          Back to the home page
        </Link>
      </p>
    </section>
  );
}
