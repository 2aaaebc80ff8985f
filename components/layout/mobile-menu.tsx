import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { isGroup } from '@/lib/navigation';
import { BrochureLink } from './brochure-link';
import { Logo } from './logo';
import { SearchField } from './search-field';
import { activeStyle, Chevron, idleStyle, ItemLink, type NavProps } from './nav-link';

/** Tab and Shift+Tab cycle inside the open menu instead of leaving it. */
function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  const focusable = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'),
  ].filter((el) => !el.closest('[hidden]'));
  const first = focusable[0];
  const last = focusable.at(-1);
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/** Below xl: the menu button and the full-screen menu dialog, its groups as accordions. */
export function MobileMenu({ items, brochureUrl, isCurrent, groupIsCurrent }: NavProps) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const panelId = useId();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    // A new page: the menu closes.
    setShownFor(pathname);
    setOpen(false);
  }

  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const rowClass =
    'flex w-full items-center justify-between rounded-lg px-3 py-3 text-base font-medium';
  return (
    <div className="xl:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Open menu"
        onClick={() => setOpen(true)}
        className="grid size-10 place-items-center rounded-md text-brand-navy hover:bg-brand-cream"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
          <path
            d="M4 7h16M4 12h16M4 17h16"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {/* Rendered only while open: the desktop navigation already puts every
          link in the server HTML, so the phone menu adds nothing for crawlers. */}
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-modal="true"
          aria-label="Menu"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
            if (event.key === 'Tab') keepFocusInside(event);
          }}
          className="fixed inset-0 z-50 overflow-y-auto bg-white"
        >
          <div className="flex h-16 items-center justify-between border-b border-black/5 px-5 sm:px-8">
            <Link href="/" onClick={() => close(false)} aria-label="Masco Group, home">
              <Logo />
            </Link>
            <button
              ref={closeRef}
              type="button"
              aria-label="Close menu"
              onClick={() => close()}
              className="grid size-10 place-items-center rounded-md text-brand-navy hover:bg-brand-cream"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
                <path
                  d="M6 6l12 12M18 6 6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </div>
          <div className="border-b border-black/5 px-5 py-4 sm:px-8">
            <SearchField variant="menu" onChoose={() => close(false)} />
          </div>
          <nav aria-label="Main" className="px-5 py-4 sm:px-8">
            <ul className="space-y-1">
              {items.map((item) => {
                if (!isGroup(item)) {
                  return (
                    <li key={item.href}>
                      <ItemLink
                        link={item}
                        current={isCurrent(item.href)}
                        onChoose={() => close(false)}
                        className={`${rowClass} ${isCurrent(item.href) ? activeStyle : idleStyle}`}
                      />
                    </li>
                  );
                }
                const sectionOpen = expanded === item.label;
                const sectionId = `${panelId}-${item.label.replace(/\W+/g, '-')}`;
                return (
                  <li key={item.label}>
                    <button
                      type="button"
                      aria-expanded={sectionOpen}
                      aria-controls={sectionId}
                      data-active={groupIsCurrent(item) || undefined}
                      onClick={() => setExpanded(sectionOpen ? null : item.label)}
                      className={`${rowClass} ${groupIsCurrent(item) ? activeStyle : idleStyle}`}
                    >
                      {item.label}
                      <Chevron open={sectionOpen} />
                    </button>
                    <ul
                      id={sectionId}
                      hidden={!sectionOpen}
                      className="mb-2 ml-3 border-l border-black/10 pl-3"
                    >
                      {item.children.map((child) => (
                        <li key={child.href}>
                          <ItemLink
                            link={child}
                            current={isCurrent(child.href)}
                            onChoose={() => close(false)}
                            className={`block rounded-md px-3 py-2.5 ${isCurrent(child.href) ? activeStyle : idleStyle}`}
                          />
                        </li>
                      ))}
                      {item.label === 'About Us' && (
                        <li>
                          <BrochureLink
                            url={brochureUrl}
                            onChoose={() => close(false)}
                            className={`block rounded-md px-3 py-2.5 ${idleStyle}`}
                          />
                        </li>
                      )}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      )}
    </div>
  );
}
