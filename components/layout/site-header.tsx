import { Link } from '@/components/ui/link';
import { readContent } from '@/lib/content/read';
import { readSettings } from '@/lib/content/settings';
import type { Language } from '@/lib/i18n/languages';
import { messagesFor, navLabel } from '@/lib/i18n/messages';
import { navigationWith, translatedNavigation } from '@/lib/navigation';
import { HeaderNav } from './header-nav';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { SearchField } from './search-field';

/**
 * The site header, sticky except on a short screen (a phone held sideways),
 * where it would take a fifth of the height. A server component: the brochure
 * and the external links (Settings) are read here once per
 * render (and so cached with the page); the interactive parts (dropdowns,
 * mobile menu, active state) are one client island, the search field's
 * suggestions another.
 */
export async function SiteHeader({ lang }: { lang: Language }) {
  const [{ data }, settings] = await Promise.all([readContent('brochure'), readSettings()]);
  const messages = messagesFor(lang);
  const items = translatedNavigation(navigationWith(settings), (label) =>
    navLabel(messages, label),
  );
  // The brochure chosen in Settings, else the content source's.
  const brochureUrl = settings.brochure || data.brochure?.file || null;
  return (
    <header className="sticky top-0 z-40 border-b border-black/5 bg-white short:static">
      <div className="mx-auto flex h-16 max-w-[90rem] items-center justify-between gap-4 px-5 sm:px-8">
        <Link href="/" aria-label={messages.chrome.homeLink} className="shrink-0 rounded-md">
          <Logo lang={lang} />
        </Link>
        <div className="flex items-center gap-2">
          <HeaderNav
            items={items}
            brochureUrl={brochureUrl}
            text={messages.chrome}
            switchLabel={messages.language.switchLabel}
          />
          <SearchField
            variant="bar"
            submitLabel={messages.chrome.search}
            lang={lang}
            text={messages.chrome}
          />
          {/* After the search field, so the keyboard reaches the field right after the navigation. */}
          <LanguageSwitch
            label={messages.language.switchLabel}
            className="hidden rounded-md px-2.5 py-2 text-sm font-semibold text-brand-teal-700 ring-1 ring-brand-teal-700/30 hover:bg-brand-cream xl:inline-flex [@media(scripting:none)]:inline-flex"
          />
        </div>
      </div>
    </header>
  );
}
