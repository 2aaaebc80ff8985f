'use client';

import { isCurrentGroup, isCurrentLink, type NavGroup, type NavItem } from '@/lib/navigation';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import { usePageAddress } from './page-address';

type Props = { items: NavItem[]; brochureUrl: string | null };

/**
 * Desktop navigation with dropdowns (xl and up) and the mobile menu (below xl).
 * The client boundary of the header: the modules beside it are client code
 * because this one imports them.
 */
export function HeaderNav({ items, brochureUrl }: Props) {
  const pathname = usePageAddress();
  const isCurrent = (href: string) => pathname !== null && isCurrentLink(pathname, href);
  const groupIsCurrent = (group: NavGroup) => pathname !== null && isCurrentGroup(pathname, group);
  return (
    <>
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
      />
    </>
  );
}
