import Link from 'next/link';
import { site } from '@/lib/site';

export function SiteFooter() {
  return (
    <footer className="bg-brand-navy text-white/80">
      <div className="mx-auto grid max-w-content gap-10 px-5 py-14 sm:grid-cols-3 sm:px-8">
        <div>
          <p className="text-lg font-semibold text-white">{site.name}</p>
          <p className="mt-3 text-sm">{site.description}</p>
        </div>
        <address className="text-sm not-italic">
          <p className="font-semibold text-white">Corporate office</p>
          <p className="mt-2">{site.addresses.corporate}</p>
          <p className="mt-2">
            <a className="underline-offset-4 hover:underline" href={`mailto:${site.email}`}>
              {site.email}
            </a>
          </p>
          {site.phones.map((phone) => (
            <p key={phone}>
              <a
                className="underline-offset-4 hover:underline"
                href={`tel:${phone.replace(/\s/g, '')}`}
              >
                {phone}
              </a>
            </p>
          ))}
        </address>
        <nav aria-label="Footer" className="text-sm">
          <p className="font-semibold text-white">Quick links</p>
          <ul className="mt-2 space-y-1">
            {[
              ['Masco at a Glance', '/masco-at-a-glance'],
              ['Sustainability', '/sustainability'],
              ['Career', '/career'],
              ['Contact Us', '/contact-us'],
            ].map(([label, href]) => (
              <li key={href}>
                <Link className="underline-offset-4 hover:underline" href={href!}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-white/10 py-5 text-center text-caption text-white/60">
        © {site.founded}–{new Date().getFullYear()} {site.name}. All rights reserved.
      </p>
    </footer>
  );
}
