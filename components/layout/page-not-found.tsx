import { ContentImage } from '@/components/ui/content-image';
import { Link } from '@/components/ui/link';
import type { Language } from '@/lib/i18n/languages';
import { messagesFor, navLabel } from '@/lib/i18n/messages';
import { SearchField } from './search-field';

/** What people most often look for, offered where an address has failed them. */
const wanted = [
  { label: 'Career', href: '/career' },
  { label: 'Contact Us', href: '/contact-us' },
];

/**
 * The site's not-found view: the not-found boundaries of app/[lang], the document
 * of addresses no route matches, and pages whose item does not exist. In the page's
 * language (marked, since on a Bangla page it sits in content marked English).
 */
export function PageNotFound({ lang }: { lang: Language }) {
  const messages = messagesFor(lang);
  const text = messages.notFound;
  return (
    <div
      lang={lang === 'en' ? undefined : lang}
      className="mx-auto flex max-w-content flex-col items-center px-5 py-16 text-center sm:py-24 [@media(max-height:520px)]:py-6"
    >
      {/* Lazy, as images are by default: this view is part of every page's payload, and
          React preloads each eager image it renders, so every page would load it. */}
      <ContentImage
        src="/images/not-found.svg"
        alt=""
        width={640}
        height={400}
        unoptimized
        // On a short screen (a phone held sideways) the picture stays small, so the
        // heading and the search are on the first screen.
        className="h-auto w-full max-w-md [@media(max-height:520px)]:max-w-40"
      />
      <h1 className="mt-10 text-heading-1 [@media(max-height:520px)]:mt-4">{text.title}</h1>
      <p className="mt-4 text-brand-slate">{text.body}</p>
      <div className="mt-8 w-full max-w-md text-left">
        <SearchField
          variant="menu"
          label={text.searchLabel}
          submitLabel={messages.chrome.search}
          lang={lang}
          text={messages.chrome}
        />
      </div>
      <nav aria-label={text.wantedLabel} className="mt-8">
        <ul className="flex flex-wrap justify-center gap-3">
          <li>
            <Link
              href="/"
              className="inline-flex rounded-full bg-brand-navy px-6 py-3 font-semibold text-white hover:bg-brand-teal"
            >
              {text.home}
            </Link>
          </li>
          {wanted.map(({ label, href }) => (
            <li key={href}>
              <Link
                href={href}
                className="inline-flex rounded-full px-6 py-3 font-semibold text-brand-navy ring-1 ring-black/15 hover:bg-brand-cream"
              >
                {navLabel(messages, label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
