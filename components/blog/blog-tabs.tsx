'use client';

import { Link } from '@/components/ui/link';
import { usePagePath } from '@/components/layout/page-address';
import type { Language } from '@/lib/i18n/languages';
import { langProps } from '@/lib/i18n/translate';

/** The blog section's tab bar: All Articles and one tab per category; the active tab follows the path. */
export function BlogTabs({
  categories,
  words,
  lang,
}: {
  categories: { slug: string; name: string }[];
  /** The all-articles tab's name and the bar's, in the page's language (messages `blog`). */
  words: { allArticles: string; categories: string };
  /** The page's language: a category shown in English on a Bangla page is marked so. */
  lang: Language;
}) {
  const pathname = usePagePath()?.path;
  const tabs = [
    { href: '/blogs', name: words.allArticles },
    ...categories.map((c) => ({ href: `/blogs/${c.slug}`, name: c.name })),
  ];
  return (
    <nav aria-label={words.categories} className="border-b border-black/5 bg-white">
      <ul className="relative mx-auto flex max-w-content gap-1 overflow-x-auto px-5 sm:px-8">
        {tabs.map((tab) => {
          const active = pathname === tab.href;
          return (
            <li key={tab.href} className="shrink-0">
              <Link
                href={tab.href}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex min-h-12 items-center border-b-2 px-3 text-sm font-semibold transition-colors ${
                  active
                    ? 'border-brand-teal-700 text-brand-teal-700'
                    : 'border-transparent text-brand-slate hover:text-brand-ink'
                }`}
                {...langProps(tab.name, lang)}
              >
                {tab.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
