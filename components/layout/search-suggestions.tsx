'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import { localizeHref, type Language } from '@/lib/i18n/languages';
import { KIND_LABELS, MIN_SUGGEST_LENGTH, type Suggestion } from '@/lib/search/types';
import { usePageLanguage } from './page-address';
import { fetchSuggestions } from './suggestions-fetch';

/** The suggestions for what is typed; `settled` is false while they are still the previous text's. */
type Answer = { suggestions: Suggestion[]; settled: boolean } | null;
type QueryProps = { text: string; lang: Language; onAnswer: (answer: Answer) => void };

/**
 * react-query and the fetching (suggestions-fetch.ts), loaded when the visitor first points at or
 * focuses the field: the header is on every page, and most visits never search.
 * Renders nothing; it hands each answer to the field.
 */
const loadSuggestionsQuery = () =>
  import('@tanstack/react-query').then(({ QueryClient, useQuery, keepPreviousData }) => {
    const client = new QueryClient({
      defaultOptions: { queries: { staleTime: 60_000, retry: false } },
    });
    return function SuggestionsQuery({ text, lang, onAnswer }: QueryProps) {
      const enabled = text.trim().length >= MIN_SUGGEST_LENGTH;
      const { data, isError, isPlaceholderData } = useQuery(
        {
          queryKey: ['search-suggest', lang, text],
          queryFn: ({ signal }) =>
            fetchSuggestions(lang === 'en' ? { q: text } : { q: text, lang }, signal),
          enabled,
          // The previous text's list stays up while the next one is on its way.
          placeholderData: keepPreviousData,
        },
        client,
      );
      useEffect(() => {
        onAnswer(
          !enabled || isError || !data ? null : { suggestions: data, settled: !isPlaceholderData },
        );
      }, [onAnswer, enabled, isError, data, isPlaceholderData]);
      return null;
    };
  });
const SuggestionsQuery = dynamic(loadSuggestionsQuery, { ssr: false });

const noSubscription = () => () => {};

/** A site path opens in the app; a file or another site is a full navigation. */
const opensInApp = (href: string) => href.startsWith('/') && !/\.[a-z0-9]+$/i.test(href);

const announce = (count: number) =>
  count === 0 ? 'No suggestions' : count === 1 ? '1 suggestion' : `${count} suggestions`;

const inputStyle = {
  // The header bar (xl and up): an icon-sized field that widens over the
  // navigation while the form has focus (search-field.tsx draws the icon, which
  // becomes the submit button).
  bar:
    'absolute right-0 top-0 h-10 w-10 rounded-md bg-white p-0 text-base text-transparent ring-black/10 placeholder:text-transparent hover:bg-brand-cream motion-safe:transition-[width] ' +
    'group-focus-within:w-[min(20rem,calc(100vw-2.5rem))] group-focus-within:pl-4 group-focus-within:pr-12 group-focus-within:text-brand-ink ' +
    'group-focus-within:shadow-lg group-focus-within:ring-1 group-focus-within:placeholder:text-brand-slate',
  // The mobile menu: a full-width field beside its button.
  menu: 'h-12 w-full min-w-0 rounded-lg bg-brand-cream px-4 text-base ring-1 ring-black/10 placeholder:text-brand-slate',
};
const listStyle = {
  bar: 'absolute right-0 top-full z-10 mt-2 w-[min(24rem,calc(100vw-2.5rem))] rounded-xl bg-white p-2 shadow-lg ring-1 ring-black/5',
  menu: 'col-span-2 rounded-xl bg-white p-1 ring-1 ring-black/10',
};

/** The search field's words: English unless the page gives its own (components/layout/search-field.tsx). */
export type SearchText = { searchSite: string; searchPlaceholder: string };
const SEARCH_TEXT: SearchText = {
  searchSite: 'Search the site',
  searchPlaceholder: 'Search articles, jobs, pages…',
};

type Props = {
  variant: 'bar' | 'menu';
  /** Called when a suggestion is chosen (the mobile menu closes). */
  onChoose?: () => void;
  /** The field's name and hint in the page's language. */
  words?: SearchText;
};

/**
 * The search field's input and, once scripts run, its suggestions: a WAI-ARIA
 * combobox (list autocomplete) over GET /api/search/suggest. The form around it
 * (search-field.tsx) is plain HTML and submits to /search without any of this.
 * Focus stays in the input; the options are pointed at with
 * aria-activedescendant.
 */
export function SearchSuggestions({ variant, onChoose, words = SEARCH_TEXT }: Props) {
  const placeholder = { bar: words.searchPlaceholder, menu: words.searchSite };
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const router = useRouter();
  const lang = usePageLanguage();
  const inputRef = useRef<HTMLInputElement>(null);
  // False in the server's HTML and while hydrating: without scripts the input is
  // a plain search box, not a combobox whose list never opens.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [text, setText] = useState('');
  const [wanted, setWanted] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [answer, setAnswer] = useState<Answer>(null);
  // The option pointed at, in the answer it was pointed at in: a new answer starts with none.
  const [active, setActive] = useState<{ answer: Answer; index: number }>({
    answer: null,
    index: -1,
  });

  const long = text.trim().length >= MIN_SUGGEST_LENGTH;
  const suggestions = (long && answer?.suggestions) || [];
  const open = scripted && focused && !dismissed && suggestions.length > 0;
  const activeIndex = open && active.answer === answer ? active.index : -1;
  const announcement =
    scripted && focused && !dismissed && long && answer?.settled
      ? announce(answer.suggestions.length)
      : '';

  const choose = (suggestion: Suggestion) => {
    const input = inputRef.current;
    if (input) input.value = '';
    setText('');
    setDismissed(true);
    input?.blur();
    onChoose?.();
    const href = localizeHref(suggestion.href, lang);
    if (opensInApp(href)) router.push(href);
    else window.location.assign(suggestion.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      const last = suggestions.length - 1;
      const next =
        activeIndex < 0
          ? down
            ? 0
            : last
          : (activeIndex + (down ? 1 : -1) + suggestions.length) % suggestions.length;
      setDismissed(false);
      setActive({ answer, index: next });
    } else if (event.key === 'Enter') {
      // Without an option pointed at, Enter submits the form to /search.
      if (activeIndex < 0) return;
      event.preventDefault();
      choose(suggestions[activeIndex]!);
    } else if (event.key === 'Escape') {
      // With the list closed, Escape does what it would (the mobile menu closes).
      if (!open) return;
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
    }
  };

  return (
    <>
      <input
        ref={inputRef}
        type="search"
        name="q"
        aria-label={words.searchSite}
        placeholder={placeholder[variant]}
        enterKeyHint="search"
        {...(scripted && {
          role: 'combobox',
          autoComplete: 'off',
          'aria-autocomplete': 'list',
          'aria-expanded': open,
          'aria-controls': listId,
          'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
        })}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setDismissed(false);
        }}
        onKeyDown={onKeyDown}
        onPointerEnter={() => setWanted(true)}
        onFocus={() => {
          setWanted(true);
          setFocused(true);
          setDismissed(false);
        }}
        onBlur={() => setFocused(false)}
        className={inputStyle[variant]}
      />
      {wanted && <SuggestionsQuery text={text} lang={lang} onAnswer={setAnswer} />}
      {/* Not in the server's HTML: without scripts there is nothing to list or announce. */}
      {scripted && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          hidden={!open}
          // Choosing with the pointer keeps the focus in the input.
          onMouseDown={(event) => event.preventDefault()}
          className={listStyle[variant]}
        >
          {open &&
            suggestions.map((suggestion, index) => (
              <li
                // Not the address alone: the job openings share /career, and React
                // leaves rows with a repeated key behind when the list changes.
                key={`${index} ${suggestion.href}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                onClick={() => choose(suggestion)}
                className="flex cursor-pointer items-baseline justify-between gap-3 rounded-md px-3 py-2.5 text-sm text-brand-ink hover:bg-brand-cream aria-selected:bg-brand-teal-100/60 aria-selected:text-brand-teal-700"
              >
                <span className="min-w-0 truncate font-medium">
                  {suggestion.title}
                  <span className="sr-only">,</span>
                </span>
                <span className="shrink-0 text-caption text-brand-slate">
                  {suggestion.label ?? KIND_LABELS[suggestion.kind].one}
                </span>
              </li>
            ))}
        </ul>
      )}
      {scripted && (
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      )}
    </>
  );
}
