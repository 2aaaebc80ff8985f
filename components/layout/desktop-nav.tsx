import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { isGroup } from '@/lib/navigation';
import { NavDropdown } from './nav-dropdown';
import { activeStyle, idleStyle, ItemLink, linkBase, useNavText, type NavProps } from './nav-link';

/** The bar from xl up: plain links and dropdown groups, at most one group open. */
export function DesktopNav({ items, brochureUrl, isCurrent, groupIsCurrent }: NavProps) {
  const text = useNavText();
  const [open, setOpen] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const pathname = usePathname();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    // A new page: close any open dropdown.
    setShownFor(pathname);
    setOpen(null);
  }
  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  return (
    <nav ref={navRef} aria-label={text.mainNav} className="hidden xl:block">
      <ul className="flex items-center">
        {items.map((item) =>
          isGroup(item) ? (
            <NavDropdown
              key={item.label}
              group={item}
              open={open === item.label}
              onOpenChange={(next) => setOpen(next ? item.label : null)}
              current={groupIsCurrent(item)}
              isCurrent={isCurrent}
              brochureUrl={item.brochure ? brochureUrl : undefined}
            />
          ) : (
            <li key={item.href}>
              <ItemLink
                link={item}
                current={isCurrent(item.href)}
                className={`${linkBase} ${isCurrent(item.href) ? activeStyle : idleStyle}`}
              />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
