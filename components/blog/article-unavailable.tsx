import { Link } from '@/components/ui/link';
import { langMark } from '@/lib/i18n/dates';
import { currentLanguage } from '@/lib/i18n/server';
import { messagesFor } from '@/lib/i18n/messages';

/** The missing-article text of the spec, with ways on, in the page's language. */
export async function ArticleUnavailable() {
  const lang = await currentLanguage();
  const text = messagesFor(lang).articleMissing;
  return (
    <section lang={langMark(lang)} className="mx-auto max-w-2xl px-5 py-20 text-center sm:px-8">
      <h1 className="text-heading-2 text-brand-ink">{text.title}</h1>
      <p className="mt-4 text-body-lg text-brand-slate">{text.body}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          href="/blogs"
          className="inline-flex min-h-11 items-center rounded-full bg-brand-navy px-6 font-semibold text-white hover:bg-brand-teal-700"
        >
          {text.allArticles}
        </Link>
        <Link
          href="/"
          className="inline-flex min-h-11 items-center rounded-full px-6 font-semibold text-brand-navy ring-1 ring-black/10 hover:bg-brand-cream"
        >
          {text.home}
        </Link>
      </p>
    </section>
  );
}
