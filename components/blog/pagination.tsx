import { Link } from '@/components/ui/link';
import type { Meta } from '@/lib/content/contract';
import { digitsIn } from '@/lib/i18n/dates';
import type { Language } from '@/lib/i18n/languages';
import type { Messages } from '@/lib/i18n/messages';
import { pageWindow } from '@/lib/pagination';

/**
 * The page bar: real links (crawlable, work without JavaScript), each marked with
 * `data-page` so a client list around it can take the click over. Hidden when
 * there is one page.
 */
export function Pagination({
  meta,
  hrefFor,
  of,
  words,
  lang = 'en',
}: {
  meta: Meta;
  hrefFor: (page: number) => string;
  /** What the pages are of: the bar's name. */
  of: keyof Pick<Messages['pages'], 'articles' | 'publications' | 'results'>;
  /** The bar's words in the page's language (messages' `pages`: handed down, no dictionary in the browser). */
  words: Messages['pages'];
  /** The page numbers in its digits. */
  lang?: Language;
}) {
  const text = words;
  const label = text[of];
  const items = pageWindow(meta.current_page, meta.last_page);
  if (items.length === 0) return null;
  const current = Math.min(meta.current_page, meta.last_page);
  const link = (page: number, text: React.ReactNode, extra: string, aria?: string) => (
    <Link
      href={hrefFor(page)}
      scroll={false}
      aria-label={aria}
      data-page={page}
      className={`inline-flex size-11 items-center justify-center rounded-full text-sm font-semibold ${extra}`}
    >
      {text}
    </Link>
  );
  const plain = 'text-brand-navy ring-1 ring-black/10 hover:bg-brand-teal-100';
  return (
    <nav aria-label={label} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {meta.prev_page_url && current > 1 && (
          <li>{link(current - 1, <span aria-hidden="true">‹</span>, plain, text.previous)}</li>
        )}
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              {item === current ? (
                <span
                  aria-current="page"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-brand-navy text-sm font-semibold text-white"
                >
                  <span className="sr-only">{text.page} </span>
                  {digitsIn(lang, item)}
                </span>
              ) : (
                link(item, digitsIn(lang, item), plain, `${text.page} ${digitsIn(lang, item)}`)
              )}
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-brand-slate">
              …
            </li>
          ),
        )}
        {meta.next_page_url && current < meta.last_page && (
          <li>{link(current + 1, <span aria-hidden="true">›</span>, plain, text.next)}</li>
        )}
      </ul>
    </nav>
  );
}
