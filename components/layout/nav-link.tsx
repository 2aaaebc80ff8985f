import { createContext, useContext } from 'react';
import { Link } from '@/components/ui/link';
import type { Messages } from '@/lib/i18n/messages';
import type { NavGroup, NavItem, NavLink } from '@/lib/navigation';

/**
 * The header's own words in the page's language, set by header-nav.tsx from the
 * server's messages (no dictionary in the client's script).
 */
export const NavText = createContext<Messages['chrome'] | null>(null);

export function useNavText(): Messages['chrome'] {
  const text = useContext(NavText);
  if (!text) throw new Error('The header navigation is rendered outside HeaderNav.');
  return text;
}

/** What the desktop bar and the mobile menu both get: the items and which is the current page. */
export type NavProps = {
  items: NavItem[];
  brochureUrl: string | null;
  isCurrent: (href: string) => boolean;
  groupIsCurrent: (group: NavGroup) => boolean;
};

export const linkBase =
  'whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium transition-colors 2xl:px-2.5';
export const activeStyle = 'text-brand-teal-700 bg-brand-teal-100/60';
export const idleStyle = 'text-brand-ink/80 hover:text-brand-teal-700 hover:bg-brand-cream';

/** One entry of the navigation: an external link opens in a new tab. */
export function ItemLink({
  link,
  current,
  className,
  onChoose,
  replace,
}: {
  link: NavLink;
  current: boolean;
  className: string;
  onChoose?: () => void;
  /** The page opened replaces the current history entry (the open mobile menu's). */
  replace?: boolean;
}) {
  const text = useNavText();
  if (link.external) {
    return (
      <a
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={onChoose}
      >
        {link.label}
        <span className="sr-only"> {text.newTab}</span>
        <svg aria-hidden="true" viewBox="0 0 12 12" className="ml-1 inline size-2.5 align-baseline">
          <path d="M4 2h6v6M10 2 3 9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </a>
    );
  }
  return (
    <Link
      href={link.href}
      aria-current={current ? 'page' : undefined}
      replace={replace}
      className={className}
      onClick={onChoose}
    >
      {link.label}
    </Link>
  );
}

/** The arrow of a group's button, turned up while the group is open. */
export function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 12 12"
      className={`size-3 transition-transform ${open ? 'rotate-180' : ''}`}
    >
      <path
        d="m2.5 4.5 3.5 3.5 3.5-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
