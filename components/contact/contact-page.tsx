import { Link } from '@/components/ui/link';
import { Banner } from '@/components/ui/banner';
import { Section } from '@/components/ui/section';
import { BanglaCopy } from '@/components/ui/bangla-copy';
import { contactPageBn } from '@/lib/copy/bn/contact';
import { contactPage as contactPageEn } from '@/lib/copy/contact';
import type { Language } from '@/lib/i18n/languages';
import { GetInTouch } from './get-in-touch';

/** /contact-us: banner, the contact form beside the offices and the map, and quick answers. */
export function ContactPage({ lang = 'en' }: { lang?: Language }) {
  const contactPage = lang === 'bn' ? contactPageBn : contactPageEn;
  const { shortcuts } = contactPage;
  return (
    <BanglaCopy lang={lang}>
      <Banner
        eyebrow={contactPage.eyebrow}
        lang={lang}
        title={contactPage.title}
        trail={[{ name: contactPage.title, path: contactPage.path }]}
      >
        <p>{contactPage.intro}</p>
      </Banner>
      <GetInTouch title={contactPage.form.title} eyebrow={contactPage.form.eyebrow} />
      <Section id="quick-answers" eyebrow={shortcuts.eyebrow} title={shortcuts.title} tone="cream">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {shortcuts.items.map((item) => (
            <li
              key={item.href}
              className="flex flex-col rounded-xl bg-white p-6 ring-1 ring-black/5"
            >
              <h3 className="text-heading-3 text-brand-navy">{item.title}</h3>
              <p className="mt-2 flex-1 text-brand-slate">{item.text}</p>
              <Link
                href={item.href}
                className="mt-4 inline-flex min-h-11 items-center self-start font-semibold text-brand-teal-700 underline-offset-4 hover:underline"
              >
                {item.action}
                <span aria-hidden="true" className="ml-1">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </BanglaCopy>
  );
}
