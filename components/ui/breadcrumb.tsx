import { Link } from '@/components/ui/link';
import { BreadcrumbJsonLd } from 'next-seo';
import { SeoJsonLd } from '@/components/ui/json-ld';
import { structuredCrumbs, type Crumb } from '@/lib/breadcrumb-data';
import type { Language } from '@/lib/i18n/languages';
import { messagesFor } from '@/lib/i18n/messages';
import { currentLanguage } from '@/lib/i18n/server';
import { langProps } from '@/lib/i18n/translate';

export type { Crumb };

/**
 * 'Home > … > current page' as a labelled navigation list, with the same trail as
 * BreadcrumbList structured data. The last crumb is the current page (not a link).
 */
export async function Breadcrumb({
  trail,
  tone = 'dark',
  lang = 'en',
}: {
  trail: Crumb[];
  tone?: 'dark' | 'light';
  /** The language of the page's copy: its Home and the list's name in it. */
  lang?: Language;
}) {
  // Not the chrome's words: those travel to the header in every page's payload.
  const messages = messagesFor(lang);
  const page = await currentLanguage();
  const crumbs: Crumb[] = [{ name: messages.nav.Home, path: '/' }, ...trail];
  const muted = tone === 'dark' ? 'text-white/75' : 'text-brand-slate';
  const strong = tone === 'dark' ? 'text-white' : 'text-brand-ink';
  const hover = tone === 'dark' ? 'hover:text-white' : 'hover:text-brand-ink';
  return (
    <>
      {/* Marked with its words' language; an item's name shown in English in it, English. */}
      <nav
        aria-label={messages.breadcrumb.label}
        {...(lang === 'en' ? {} : { lang })}
        className="text-caption"
      >
        <ol className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${muted}`}>
          {crumbs.map((crumb, i) => {
            const last = i === crumbs.length - 1;
            return (
              <li key={crumb.path} className="flex items-center gap-2">
                {last ? (
                  <span
                    aria-current="page"
                    className={`font-medium ${strong}`}
                    {...langProps(crumb.name, lang)}
                  >
                    {crumb.name}
                  </span>
                ) : (
                  <>
                    <Link
                      href={crumb.path}
                      className={`underline-offset-4 hover:underline ${hover}`}
                      {...langProps(crumb.name, lang)}
                    >
                      {crumb.name}
                    </Link>
                    <span aria-hidden="true">/</span>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <SeoJsonLd of={BreadcrumbJsonLd} items={structuredCrumbs(crumbs.slice(1), page)} />
    </>
  );
}
