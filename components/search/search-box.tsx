import { pathIn, type Language } from '@/lib/i18n/languages';
import type { Messages } from '@/lib/i18n/messages';

/** The results page's own search form: a GET to /search (/bn/search), so it works without JavaScript. */
export function SearchBox({
  query,
  words,
  lang,
}: {
  query: string;
  words: Messages['search'];
  lang: Language;
}) {
  return (
    <form
      role="search"
      aria-label={words.formLabel}
      action={pathIn(lang, '/search')}
      method="get"
      className="mt-6 flex max-w-2xl gap-2"
    >
      <label htmlFor="search-page-query" className="sr-only">
        {words.fieldLabel}
      </label>
      <input
        id="search-page-query"
        type="search"
        name="q"
        defaultValue={query}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={words.placeholder}
        className="min-h-12 min-w-0 flex-1 rounded-full border border-black/15 bg-white px-5 text-base text-brand-ink placeholder:text-brand-slate focus:border-brand-navy"
      />
      <button
        type="submit"
        className="min-h-12 shrink-0 rounded-full bg-brand-navy px-6 text-sm font-semibold text-white hover:bg-brand-ink"
      >
        {words.submit}
      </button>
    </form>
  );
}
