import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { isGroup, phoneMenuItems } from '@/lib/navigation';
import { BrochureLink } from './brochure-link';
import { Logo } from './logo';
import { usePageLanguage } from './page-address';
import { SearchField } from './search-field';
import { activeStyle, idleStyle, ItemLink, useNavText, type NavProps } from './nav-link';

/** Marks the history entry the open menu pushed: Back (Android's too) closes the menu, not the page. */
const MENU_ENTRY = 'mobileMenuOpen';
const menuEntryIsCurrent = () =>
  (window.history.state as Record<string, unknown> | null)?.[MENU_ENTRY] === true;

const noSubscription = () => () => {};

/** Tab and Shift+Tab cycle inside the open menu (its toggle and panel) instead of leaving it. */
function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  const focusable = [
    ...event.currentTarget.querySelectorAll<HTMLElement>(
      'summary, a[href], button:not([disabled]), input',
    ),
  ].filter((el) => el.checkVisibility());
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

function MenuIcon({ d, className }: { d: string; className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className}>
      <path d={d} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Below xl: the menu toggle and the full-screen menu, its groups as accordions.
 * A <details> disclosure, so the server's HTML opens and closes it at the first
 * tap, before the scripts have arrived and without them; its toggle stays on top
 * of the open panel as the close control, its name and icon switched by CSS on
 * [open]. The groups are <details> of one name (one open at a time). The script
 * adds what a dialog needs: Escape, focus kept inside, the page behind not
 * scrolling, and a history entry while open, so that Back closes the menu.
 */
export function MobileMenu({
  items,
  brochureUrl,
  isCurrent,
  groupIsCurrent,
  languageSwitch,
}: NavProps & { languageSwitch: ReactNode }) {
  const text = useNavText();
  const lang = usePageLanguage();
  const [open, setOpen] = useState(false);
  /** The script runs: the toggle's state is this component's, not only the browser's. */
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  /** Why the menu is closing when it is not the visitor's Back: a link was chosen, or Back itself. */
  const leaving = useRef<'link' | 'back' | null>(null);
  const pathname = usePathname();
  const panelId = useId();
  const groupName = `${panelId}-group`;

  const setDetailsOpen = (next: boolean) => {
    if (detailsRef.current) detailsRef.current.open = next;
  };
  const close = () => setDetailsOpen(false);
  /** A link of the menu was chosen: the page it opens replaces the menu's history entry. */
  const choose = () => {
    leaving.current = 'link';
    close();
  };

  // A new page: the menu closes.
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    setDetailsOpen(false);
  }, [pathname]);

  // Opened from the server's HTML before this script ran: take it over as it is.
  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    if (!menuEntryIsCurrent()) {
      window.history.pushState({ ...window.history.state, [MENU_ENTRY]: true }, '');
    }
    const onPopState = () => {
      if (menuEntryIsCurrent()) return;
      leaving.current = 'back';
      setDetailsOpen(false);
    };
    window.addEventListener('popstate', onPopState);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('popstate', onPopState);
      document.body.style.overflow = overflow;
      // Closed by the toggle, Escape or a link to another tab: the menu's entry goes.
      if (leaving.current === null && menuEntryIsCurrent()) window.history.back();
      leaving.current = null;
    };
  }, [open]);

  const rowClass =
    'flex w-full cursor-pointer items-center justify-between rounded-lg px-3 py-3 text-base font-medium';
  return (
    <details
      ref={detailsRef}
      className="group/menu xl:hidden"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (!open) return;
        if (event.key === 'Escape') {
          close();
          toggleRef.current?.focus();
        }
        if (event.key === 'Tab') keepFocusInside(event);
      }}
    >
      <summary
        ref={toggleRef}
        aria-controls={panelId}
        // Set by the script; the server's HTML leaves it to the browser's own disclosure state.
        aria-expanded={scripted ? open : undefined}
        className="relative z-[60] grid size-10 cursor-pointer list-none place-items-center rounded-md text-brand-navy hover:bg-brand-cream [&::-webkit-details-marker]:hidden"
      >
        <span className="sr-only group-open/menu:hidden">{text.openMenu}</span>
        <span className="sr-only hidden group-open/menu:inline">{text.closeMenu}</span>
        <MenuIcon d="M4 7h16M4 12h16M4 17h16" className="size-6 group-open/menu:hidden" />
        <MenuIcon d="M6 6l12 12M18 6 6 18" className="hidden size-6 group-open/menu:block" />
      </summary>
      <div
        id={panelId}
        role="dialog"
        aria-modal="true"
        aria-label={text.menu}
        className="fixed inset-0 z-50 overflow-y-auto bg-white"
      >
        {/* The toggle above, now the close control, sits over this row's right end. */}
        <div className="flex h-16 items-center border-b border-black/5 px-5 sm:px-8">
          <Link href="/" replace onClick={choose} aria-label={text.homeLink}>
            <Logo lang={lang} />
          </Link>
        </div>
        <div className="border-b border-black/5 px-5 py-4 sm:px-8">
          <SearchField
            variant="menu"
            onChoose={choose}
            submitLabel={text.search}
            lang={lang}
            text={text}
          />
        </div>
        {languageSwitch}
        <nav aria-label={text.mainNav} className="px-5 py-4 sm:px-8">
          <ul className="space-y-1">
            {phoneMenuItems(items, lang).map((item) => {
              if (!isGroup(item)) {
                return (
                  <li key={item.href}>
                    <ItemLink
                      link={item}
                      current={isCurrent(item.href)}
                      onChoose={item.external ? close : choose}
                      replace
                      className={`${rowClass} ${isCurrent(item.href) ? activeStyle : idleStyle}`}
                    />
                  </li>
                );
              }
              return (
                <li key={item.label}>
                  <details name={groupName} className="group/section">
                    <summary
                      data-active={groupIsCurrent(item) || undefined}
                      className={`${rowClass} list-none [&::-webkit-details-marker]:hidden ${groupIsCurrent(item) ? activeStyle : idleStyle}`}
                    >
                      {item.label}
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 12 12"
                        className="size-3 transition-transform group-open/section:rotate-180"
                      >
                        <path
                          d="m2.5 4.5 3.5 3.5 3.5-3.5"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="1.6"
                          strokeLinecap="round"
                        />
                      </svg>
                    </summary>
                    <ul className="mb-2 ml-3 border-l border-black/10 pl-3">
                      {item.children.map((child) => (
                        <li key={child.href}>
                          <ItemLink
                            link={child}
                            current={isCurrent(child.href)}
                            onChoose={child.external ? close : choose}
                            replace
                            className={`block rounded-md px-3 py-2.5 ${isCurrent(child.href) ? activeStyle : idleStyle}`}
                          />
                        </li>
                      ))}
                      {item.brochure && (
                        <li>
                          <BrochureLink
                            url={brochureUrl}
                            onChoose={close}
                            text={text}
                            className={`block rounded-md px-3 py-2.5 ${idleStyle}`}
                          />
                        </li>
                      )}
                    </ul>
                  </details>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </details>
  );
}
