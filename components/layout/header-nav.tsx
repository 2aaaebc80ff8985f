'use client';

import { usePathname } from 'next/navigation';
import type { NavGroup, NavItem } from '@/lib/navigation';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';

type Props = { items: NavItem[]; brochureUrl: string | null };

function decoded(path: string) {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * Desktop navigation with dropdowns (xl and up) and the mobile menu (below xl).
 * The client boundary of the header: the modules beside it are client code
 * because this one imports them.
 */
export function HeaderNav({ items, brochureUrl }: Props) {
  const pathname = decoded(usePathname() ?? '/');
  const isCurrent = (href: string) => pathname === href;
  const groupIsCurrent = (group: NavGroup) => group.children.some((child) => isCurrent(child.href));
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
