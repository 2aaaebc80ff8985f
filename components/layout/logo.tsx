import type { Language } from '@/lib/i18n/languages';
import { site } from '@/lib/site';
import { BrandMark } from './brand-mark';

/**
 * The group's mark and wordmark. The wordmark is part of the logo and stays as drawn;
 * on a Bangla page it is marked English and left to the link around it, whose name
 * is the page's words, the wordmark's first (`chrome.homeLink`: `Masco Group (মাসকো গ্রুপ),
 * প্রথম পাতা`), so a voice command saying what is seen finds it (WCAG 2.5.3).
 */
export function Logo({ lang = 'en' }: { lang?: Language }) {
  return (
    <span className="flex items-center gap-2.5 text-brand-navy">
      <BrandMark size={32} className="shrink-0" />
      <span
        {...(lang === 'en' ? {} : { lang: 'en', 'aria-hidden': true })}
        className="text-lg font-bold tracking-tight"
      >
        {site.name}
      </span>
    </span>
  );
}
