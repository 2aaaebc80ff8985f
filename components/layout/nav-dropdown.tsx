import { useId, useRef, type KeyboardEvent } from 'react';
import type { NavGroup } from '@/lib/navigation';
import { BrochureLink } from './brochure-link';
import { activeStyle, Chevron, idleStyle, ItemLink, linkBase, useNavText } from './nav-link';

/** One group of the desktop bar: its button and the dropdown panel of its links. */
export function NavDropdown({
  group,
  open,
  onOpenChange,
  current,
  isCurrent,
  brochureUrl,
}: {
  group: NavGroup;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: boolean;
  isCurrent: (href: string) => boolean;
  /** undefined: this group has no brochure entry. */
  brochureUrl?: string | null;
}) {
  const panelId = useId();
  const text = useNavText();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Set while the group is open because a mouse pointed at it, until the next click.
  const openedByHover = useRef(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onOpenChange(false);
      buttonRef.current?.focus();
    }
  };
  const itemClass = 'block rounded-md px-3 py-2 text-sm';
  return (
    <li
      className="relative"
      onKeyDown={onKeyDown}
      // Hover opens for a mouse only; touch and keyboard use the button.
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse' || open) return;
        openedByHover.current = true;
        onOpenChange(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse') return;
        openedByHover.current = false;
        onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={current || undefined}
        onClick={() => {
          // The first click on a group that pointing at it opened keeps it open (it is
          // what the visitor meant to do); any other click (and Enter/Space) toggles it.
          // No time window: the same on a slow phone as on a fast desktop.
          const keep = openedByHover.current && open;
          openedByHover.current = false;
          onOpenChange(keep ? true : !open);
        }}
        className={`${linkBase} flex items-center gap-1 ${current ? activeStyle : idleStyle}`}
      >
        {group.label}
        <Chevron open={open} />
      </button>
      <div id={panelId} hidden={!open} className="absolute left-0 top-full pt-2">
        <ul className="min-w-60 rounded-xl bg-white p-2 shadow-lg ring-1 ring-black/5">
          {group.children.map((child) => (
            <li key={child.href}>
              <ItemLink
                link={child}
                current={isCurrent(child.href)}
                className={`${itemClass} ${isCurrent(child.href) ? activeStyle : idleStyle}`}
              />
            </li>
          ))}
          {brochureUrl !== undefined && (
            <li>
              <BrochureLink url={brochureUrl} className={`${itemClass} ${idleStyle}`} text={text} />
            </li>
          )}
        </ul>
      </div>
    </li>
  );
}
