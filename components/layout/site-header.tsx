import Link from 'next/link';
import { site } from '@/lib/site';

const primary = [
  { label: 'At a Glance', href: '/masco-at-a-glance' },
  { label: 'Sustainability', href: '/sustainability' },
  { label: 'Blogs', href: '/blogs' },
  { label: 'Career', href: '/career' },
  { label: 'Contact Us', href: '/contact-us' },
];

/** A minimal header; the full navigation with dropdowns and the mobile menu is built on lib/navigation.ts. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-black/5 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-content items-center justify-between gap-6 px-5 sm:px-8">
        <Link
          href="/"
          className="flex items-center gap-2 text-lg font-bold tracking-tight text-brand-navy"
        >
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-md bg-brand-navy text-sm text-white"
          >
            M
          </span>
          {site.name}
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-6 text-sm font-medium text-brand-ink/80">
            {primary.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="hover:text-brand-teal">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
