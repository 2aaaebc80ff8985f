import { DeferredContactForm as ContactForm } from '@/components/forms/deferred-forms';
import { MarkedText } from '@/components/ui/bangla-copy';
import { Section } from '@/components/ui/section';
import { readSettings } from '@/lib/content/settings';
import { addressIn } from '@/lib/copy/bn/addresses';
import { formText, messagesFor } from '@/lib/i18n/messages';
import { currentLanguage } from '@/lib/i18n/server';
import { site } from '@/lib/site';
import { OfficeMap } from './office-map';

/**
 * The offices' addresses, phones and e-mail, as set in Settings (on a Bangla page the
 * addresses in Bangla, lib/copy/bn/addresses.ts; one changed since, as written, marked English).
 */
export async function ContactDetails() {
  const settings = await readSettings();
  const lang = await currentLanguage();
  const words = messagesFor(lang).contact;
  return (
    <address className="space-y-3 not-italic text-brand-slate">
      <p>
        <span className="block text-sm font-semibold text-brand-navy">{words.corporateOffice}</span>
        <MarkedText text={addressIn(lang, settings.corporateAddress)} within={lang} />
      </p>
      <p>
        <span className="block text-sm font-semibold text-brand-navy">{words.factories}</span>
        <MarkedText text={addressIn(lang, settings.factoryAddress)} within={lang} />
      </p>
      <p>
        <span className="block text-sm font-semibold text-brand-navy">{words.phone}</span>
        {/* The form requires an e-mail address (the spec's): a visitor with a phone alone is told to call. */}
        <span id="phone-instead" className="block text-sm">
          {words.phoneOnly}
        </span>
        {settings.phones.map((phone) => (
          <a
            key={phone}
            href={`tel:${phone.replace(/\s/g, '')}`}
            className="mr-4 inline-flex min-h-11 items-center hover:text-brand-teal-700"
          >
            {phone}
          </a>
        ))}
      </p>
      <p>
        <span className="block text-sm font-semibold text-brand-navy">{words.email}</span>
        <a
          href={`mailto:${settings.email}`}
          className="inline-flex min-h-11 items-center hover:text-brand-teal-700"
        >
          {settings.email}
        </a>
      </p>
    </address>
  );
}

/** The contact form beside the contact details and the office map (home and /contact-us). */
export async function GetInTouch({
  title,
  eyebrow,
  renderWhenNear = false,
}: {
  title?: string;
  eyebrow?: string;
  /** Far down a long page (home): see Section. */
  renderWhenNear?: boolean;
}) {
  const lang = await currentLanguage();
  const words = messagesFor(lang).contact;
  return (
    <Section
      id="get-in-touch"
      eyebrow={eyebrow ?? words.eyebrow}
      title={title ?? words.title}
      renderWhenNear={renderWhenNear}
    >
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <ContactForm lang={lang} text={formText(lang)} />
        <div className="space-y-6">
          <ContactDetails />
          <OfficeMap
            address={addressIn(lang, site.addresses.gazipurOffice)}
            embedUrl={site.map.embed}
            openUrl={site.map.open}
            {...(lang === 'en' ? {} : { words: words.map })}
          />
        </div>
      </div>
    </Section>
  );
}
