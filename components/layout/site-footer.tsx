import { Link } from '@/components/ui/link';
import { DeferredNewsletterForm as NewsletterForm } from '@/components/forms/deferred-forms';
import { readContent } from '@/lib/content/read';
import { readSettings } from '@/lib/content/settings';
import { MarkedText } from '@/components/ui/bangla-copy';
import { addressIn } from '@/lib/copy/bn/addresses';
import { groupNameBn } from '@/lib/copy/bn/page-meta';
import { groupDay } from '@/lib/dates';
import { digitsIn } from '@/lib/i18n/dates';
import type { Language } from '@/lib/i18n/languages';
import { NEWSLETTER_MESSAGES } from '@/lib/i18n/form-text';
import { formText, messagesFor, navLabel } from '@/lib/i18n/messages';
import { apparelUnits } from '@/lib/navigation';
import { site } from '@/lib/site';
import { BrochureLink } from './brochure-link';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SocialLinks } from './social-links';

const quickLinks = [
  { label: 'Masco at a Glance', href: '/masco-at-a-glance' },
  { label: 'Management Message', href: '/management-message' },
  { label: 'Sustainability', href: '/sustainability' },
  { label: 'Blogs', href: '/blogs' },
  { label: 'Career', href: '/career' },
  { label: 'Contact Us', href: '/contact-us' },
];

const linkStyle = 'underline-offset-4 hover:text-white hover:underline';

function FooterHeading({ id, children }: { id?: string; children: string }) {
  return (
    <h2 id={id} className="text-overline uppercase text-brand-saffron">
      {children}
    </h2>
  );
}

/**
 * The shared footer: newsletter, social links, contact details (Settings), quick
 * links, the apparel units and the brochure. Always rendered (DESIGN.md). The spec
 * fixes only the newsletter, the social links and the back-to-top button, so the
 * footer also carries the pages a visitor otherwise reaches only through the
 * header's groups. The brochure is read as the header reads it (one cached read per render).
 */
export async function SiteFooter({ lang }: { lang: Language }) {
  const [{ data }, settings] = await Promise.all([readContent('brochure'), readSettings()]);
  const messages = messagesFor(lang);
  const text = messages.footer;
  const label = (english: string) => navLabel(messages, english);
  return (
    <footer className="bg-brand-navy text-white/80">
      <div className="border-b border-white/10">
        <div className="mx-auto grid max-w-content gap-8 px-5 py-12 sm:px-8 lg:grid-cols-[1fr_1.1fr] lg:items-center lg:gap-16">
          <div>
            <FooterHeading id="newsletter-heading">{text.newsletter}</FooterHeading>
            <p className="mt-3 text-heading-3 text-white">{text.newsletterPitch}</p>
          </div>
          <NewsletterForm lang={lang} text={formText(lang, NEWSLETTER_MESSAGES)} />
        </div>
      </div>

      <div className="mx-auto grid max-w-content gap-10 px-5 py-14 sm:grid-cols-2 sm:px-8 lg:grid-cols-[1.3fr_1fr_1fr_0.9fr_0.9fr]">
        <div>
          <p className="text-lg font-semibold text-white">
            {lang === 'bn' ? groupNameBn : site.name}
          </p>
          <p lang={lang} className="mt-3 max-w-sm text-sm leading-relaxed">
            {text.about}
          </p>
          <div className="mt-6">
            <SocialLinks links={settings.social} />
          </div>
        </div>

        <div className="text-sm">
          <FooterHeading>{text.contact}</FooterHeading>
          <ul className="mt-4 space-y-2">
            {settings.phones.map((phone) => (
              <li key={phone}>
                <a className={linkStyle} href={`tel:${phone.replace(/\s/g, '')}`}>
                  {phone}
                </a>
              </li>
            ))}
            <li>
              <a className={linkStyle} href={`mailto:${settings.email}`}>
                {settings.email}
              </a>
            </li>
          </ul>
        </div>

        <div className="text-sm">
          <FooterHeading>{text.addresses}</FooterHeading>
          <address className="mt-4 space-y-4 not-italic leading-relaxed">
            <p>
              <span className="block font-semibold text-white">{text.corporateOffice}</span>
              <MarkedText text={addressIn(lang, settings.corporateAddress)} within={lang} />
            </p>
            <p>
              <span className="block font-semibold text-white">{text.factories}</span>
              <MarkedText text={addressIn(lang, settings.factoryAddress)} within={lang} />
            </p>
          </address>
        </div>

        <nav aria-labelledby="footer-links-heading" className="text-sm">
          <FooterHeading id="footer-links-heading">{text.quickLinks}</FooterHeading>
          <ul className="mt-4 space-y-2">
            {quickLinks.map(({ label: english, href }) => (
              <li key={href}>
                <Link className={linkStyle} href={href}>
                  {label(english)}
                </Link>
              </li>
            ))}
            <li>
              <BrochureLink
                url={settings.brochure || data.brochure?.file || null}
                className={linkStyle}
                text={messages.chrome}
              />
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-apparel-heading" className="text-sm">
          <FooterHeading id="footer-apparel-heading">{label(apparelUnits.label)}</FooterHeading>
          <ul className="mt-4 space-y-2">
            {apparelUnits.children.map(({ label: english, href }) => (
              <li key={href}>
                <Link className={linkStyle} href={href}>
                  {label(english)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 border-t border-white/10 px-5 py-5 text-center text-caption text-white/70">
        <p>
          © {digitsIn(lang, site.founded)}–{digitsIn(lang, groupDay().slice(0, 4))}{' '}
          {lang === 'bn' ? `${groupNameBn}।` : `${site.name}.`} {text.rights}
        </p>
        {/* The way up where the floating button steps aside (the footer in view), with or without scripts: '#top' is the document's top. */}
        <a href="#top" className={`font-semibold ${linkStyle}`}>
          {text.backToTop} <span aria-hidden="true">↑</span>
        </a>
      </div>
      <ScrollToTopButton label={text.backToTop} />
    </footer>
  );
}
