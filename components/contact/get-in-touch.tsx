import { DeferredContactForm as ContactForm } from '@/components/forms/deferred-forms';
import { Section } from '@/components/ui/section';
import { readSettings } from '@/lib/content/settings';
import { formText } from '@/lib/i18n/messages';
import { currentLanguage } from '@/lib/i18n/server';
import { site } from '@/lib/site';
import { OfficeMap } from './office-map';

/** The offices' addresses, phones and e-mail, as set in Settings. */
export async function ContactDetails() {
  const settings = await readSettings();
  return (
    <address className="space-y-3 not-italic text-brand-slate">
      <p>
        <span className="block text-sm font-semibold text-brand-navy">Corporate office</span>
        {settings.corporateAddress}
      </p>
      <p>
        <span className="block text-sm font-semibold text-brand-navy">Factories</span>
        {settings.factoryAddress}
      </p>
      <p>
        <span className="block text-sm font-semibold text-brand-navy">Phone</span>
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
        <span className="block text-sm font-semibold text-brand-navy">E-mail</span>
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
  title = 'Get in touch',
  eyebrow = 'Contact',
  renderWhenNear = false,
}: {
  title?: string;
  eyebrow?: string;
  /** Far down a long page (home): see Section. */
  renderWhenNear?: boolean;
}) {
  const lang = await currentLanguage();
  return (
    <Section id="get-in-touch" eyebrow={eyebrow} title={title} renderWhenNear={renderWhenNear}>
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <ContactForm lang={lang} text={formText(lang)} />
        <div className="space-y-6">
          <ContactDetails />
          <OfficeMap
            address={site.addresses.gazipurOffice}
            embedUrl={site.map.embed}
            openUrl={site.map.open}
          />
        </div>
      </div>
    </Section>
  );
}
