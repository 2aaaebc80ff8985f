import { pathIn, type Language } from '@/lib/i18n/languages';
import { SearchSuggestions, type SearchText } from './search-suggestions';

function SearchIcon({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      className={className}
    >
      <path d="m15 15 5 5m-3.5-9.5a6 6 0 1 1-12 0 6 6 0 0 1 12 0" />
    </svg>
  );
}

type Props = {
  /**
   * `bar`: the header bar's field, from xl up (and on any width without scripts,
   * where the mobile menu cannot open). `menu`: the top of the mobile menu.
   */
  variant: 'bar' | 'menu';
  /** Called when a suggestion is chosen (the mobile menu closes). */
  onChoose?: () => void;
  /** The form's name, where the page has another search form (the not-found page). */
  label?: string;
  /** The button's word, in the page's language. */
  submitLabel?: string;
  /** The page's language: a Bangla page searches at /bn/search. */
  lang?: Language;
  /** The field's name and hint in the page's language. */
  text?: SearchText;
};

/**
 * The site's search field: a plain GET form to /search, so it works without
 * scripts and its result is an address to share. Server-rendered in the header
 * bar; only the input and its suggestions (search-suggestions.tsx) are a client
 * island.
 */
export function SearchField({
  variant,
  onChoose,
  label,
  submitLabel = 'Search',
  lang = 'en',
  text,
}: Props) {
  const action = pathIn(lang, '/search');
  if (variant === 'menu') {
    return (
      <form
        role="search"
        aria-label={label}
        action={action}
        method="get"
        className="grid grid-cols-[1fr_auto] gap-2"
      >
        <SearchSuggestions variant="menu" onChoose={onChoose} words={text} />
        <button
          type="submit"
          className="col-start-2 row-start-1 flex h-12 items-center gap-2 rounded-lg bg-brand-teal px-4 font-semibold text-white hover:bg-brand-teal-700"
        >
          <SearchIcon className="size-5" />
          {submitLabel}
        </button>
      </form>
    );
  }
  // An icon-sized field that widens to the left over the navigation while the
  // form has focus. Its icon is the submit button, which the pointer passes
  // through until then: a click on the icon focuses the field.
  return (
    <form
      role="search"
      action={action}
      method="get"
      className="group relative z-10 hidden size-10 shrink-0 text-brand-navy max-xl:order-first xl:block [@media(scripting:none)]:block"
    >
      <SearchSuggestions variant="bar" words={text} />
      <button
        type="submit"
        aria-label={submitLabel}
        className="pointer-events-none absolute right-1 top-1 grid size-8 place-items-center rounded-md group-focus-within:pointer-events-auto group-focus-within:bg-brand-teal group-focus-within:text-white hover:bg-brand-teal-700"
      >
        <SearchIcon className="size-5 group-focus-within:size-4" />
      </button>
    </form>
  );
}
