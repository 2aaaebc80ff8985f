'use client';

import type { Messages } from '@/lib/i18n/messages';
import { isCurrentGroup, isCurrentLink, type NavGroup, type NavItem } from '@/lib/navigation';
import { DesktopNav } from './desktop-nav';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { NavText } from './nav-link';
import { usePagePath } from './page-address';

type Props = {
  /** The navigation, its labels in the page's language. */
  items: NavItem[];
  brochureUrl: string | null;
  text: Messages['chrome'];
  /** The other language's name, in that language: the switch's label. */
  switchLabel: string;
};

/**
 * Desktop navigation with dropdowns (xl and up) and the mobile menu (below xl).
 * The client boundary of the header: the modules beside it are client code
 * because this one imports them.
 */
export function HeaderNav({ items, brochureUrl, text, switchLabel }: Props) {
  // The navigation's hrefs are the English addresses (components/ui/link.tsx localizes them).
  const pathname = usePagePath()?.path ?? null;
  const isCurrent = (href: string) => pathname !== null && isCurrentLink(pathname, href);
  const groupIsCurrent = (group: NavGroup) => pathname !== null && isCurrentGroup(pathname, group);
  return (
    <NavText value={text}>
      <DesktopNav
        items={items}
        brochureUrl={brochureUrl}
        isCurrent={isCurrent}
        groupIsCurrent={groupIsCurrent}
      />
      <MobileMenu
        items={items}
        brochureUrl={brochureUrl}
        isCurrent={isCurrent}
        groupIsCurrent={groupIsCurrent}
        languageSwitch={
          <div className="border-b border-black/5 px-5 py-3 sm:px-8">
            <LanguageSwitch
              label={switchLabel}
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-base font-semibold text-brand-teal-700 ring-1 ring-brand-teal-700/30 hover:bg-brand-cream"
            />
          </div>
        }
      />
    </NavText>
  );
}
