import { careerPage } from '@/lib/copy/career';
import { site } from '@/lib/site';

/** No post to show (none advertised, or the source failing): invite an open application by e-mail. */
export function NoOpenings({
  words: empty = careerPage.empty,
}: {
  words?: typeof careerPage.empty;
}) {
  return (
    <div className="max-w-2xl rounded-xl bg-brand-cream p-6 sm:p-8">
      <h3 className="text-heading-3 text-brand-navy">{empty.title}</h3>
      <p className="mt-3 text-brand-slate">{empty.text}</p>
      <a
        href={`mailto:${site.email}?subject=${encodeURIComponent(empty.subject)}`}
        className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-teal-700 px-6 font-semibold text-white hover:bg-brand-navy"
      >
        {empty.action}
      </a>
    </div>
  );
}
