import { sustainabilityCopyIn } from '@/lib/copy/bn/sustainability';
import { notAvailable, type TopicIcon } from '@/lib/copy/sustainability';
import type { Language } from '@/lib/i18n/languages';
import { langProps } from '@/lib/i18n/translate';

/** Line icons of the environmental topics (24x24 paths). */
const icons: Record<TopicIcon, string> = {
  energy: 'M13 2 4 14h7l-1 8 9-12h-7z',
  water: 'M12 3s-6 7-6 11a6 6 0 0 0 12 0c0-4-6-11-6-11z',
  wastewater: 'M3 8c3-2 6 2 9 0s6-2 9 0M3 13c3-2 6 2 9 0s6-2 9 0M3 18c3-2 6 2 9 0s6-2 9 0',
  air: 'M3 9h11a3 3 0 1 0-3-3M3 14h15a3 3 0 1 1-3 3M3 19h6',
  waste: 'M7 19h10l1-12H6zM4 7h16M10 7V4h4v3M10 11v5M14 11v5',
  chemical: 'M9 3h6M10 3v6l-5 9a2 2 0 0 0 2 3h10a2 2 0 0 0 2-3l-5-9V3M7.5 14h9',
};

/** A topic card: icon, title and its 'Initiatives' bullet list ('N/A' while the list is empty). */
export function Initiatives({
  title,
  icon,
  items,
  lang,
}: {
  title: string;
  icon: TopicIcon;
  items: string[];
  /** The page copy's language. */
  lang: Language;
}) {
  return (
    <article className="rounded-xl bg-white p-6 ring-1 ring-black/5">
      <h3 className="flex items-center gap-3 text-heading-3 text-brand-navy">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-teal-100 text-brand-teal-700"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={icons[icon]} />
          </svg>
        </span>
        {title}
      </h3>
      <p className="mt-4 text-overline uppercase text-brand-teal-700">
        {sustainabilityCopyIn(lang).environmentalCopy.initiativesLabel}
      </p>
      <BulletList
        {...langProps(items.join(' '), lang)}
        items={items}
        className="mt-2 space-y-2 text-sm text-brand-slate"
      />
    </article>
  );
}

/** A bullet list; 'N/A' while it is empty. */
export function BulletList({
  items,
  className,
  lang,
}: {
  items: string[];
  className: string;
  /** The items' language where it differs from the page copy's (a Bangla list in English copy). */
  lang?: string;
}) {
  return (
    <ul {...(lang && { lang })} className={className}>
      {(items.length ? items : [notAvailable]).map((item, i) => (
        <li key={i} className="flex gap-2">
          <span
            aria-hidden="true"
            className="mt-[0.5lh] size-1.5 shrink-0 -translate-y-1/2 rounded-full bg-brand-teal"
          />
          {item}
        </li>
      ))}
    </ul>
  );
}
