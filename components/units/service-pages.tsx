import { Link } from '@/components/ui/link';
import { BanglaCopy } from '@/components/ui/bangla-copy';
import { Banner } from '@/components/ui/banner';
import { fillIn } from '@/components/ui/fill-in';
import { Section } from '@/components/ui/section';
import { designHubBn } from '@/lib/copy/bn/design-hub';
import { fabricRdBn } from '@/lib/copy/bn/fabric-rd';
import { designHub as designHubEn } from '@/lib/copy/design-hub';
import { fabricRd as fabricRdEn } from '@/lib/copy/fabric-rd';
import { digitsIn } from '@/lib/i18n/dates';
import { messagesFor } from '@/lib/i18n/messages';
import { currentLanguage } from '@/lib/i18n/server';
import { site } from '@/lib/site';

const button =
  'mt-10 inline-flex min-h-11 items-center rounded-full bg-brand-teal-700 px-6 font-semibold text-white hover:bg-brand-navy';

function ServiceGrid({ items }: { items: { title: string; text: string }[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="rounded-xl bg-white p-6 ring-1 ring-black/5">
          <h3 className="text-heading-3 text-brand-navy">{item.title}</h3>
          <p className="mt-3 text-brand-slate">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export async function FabricRdPage() {
  const lang = await currentLanguage();
  const fabricRd = lang === 'bn' ? fabricRdBn : fabricRdEn;
  const { labels } = fabricRd;
  return (
    <BanglaCopy lang={lang}>
      <Banner
        eyebrow={labels.eyebrow}
        lang={lang}
        title={fabricRd.title}
        trail={[{ name: fabricRd.title, path: fabricRd.path }]}
      >
        <p>{fabricRd.intro[0]}</p>
      </Banner>
      <Section
        id="services"
        eyebrow={labels.servicesEyebrow}
        title={labels.servicesTitle}
        tone="cream"
        intro={fabricRd.intro[1]}
      >
        <ServiceGrid items={fabricRd.services} />
        <a
          href={site.external.fabricLibrary}
          target="_blank"
          rel="noopener noreferrer"
          className={button}
        >
          {labels.library}
          <span className="sr-only">{` ${messagesFor(lang).chrome.newTab}`}</span>
          <span aria-hidden="true" className="ml-1">
            ↗
          </span>
        </a>
      </Section>
    </BanglaCopy>
  );
}

export async function DesignHubPage() {
  const lang = await currentLanguage();
  const designHub = lang === 'bn' ? designHubBn : designHubEn;
  const { labels } = designHub;
  return (
    <BanglaCopy lang={lang}>
      <Banner
        eyebrow={labels.eyebrow}
        lang={lang}
        title={designHub.title}
        trail={[{ name: designHub.title, path: designHub.path }]}
      >
        <p>{designHub.intro}</p>
      </Banner>
      <Section id="offer" eyebrow={labels.offerEyebrow} title={labels.offerTitle} tone="cream">
        <ServiceGrid items={designHub.offers} />
      </Section>
      <Section id="process" eyebrow={labels.processEyebrow} title={labels.processTitle}>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {designHub.process.map((stage, i) => (
            <li key={stage.step} className="border-t-4 border-brand-teal pt-4">
              <p className="text-overline uppercase text-brand-teal-700">
                {fillIn(labels.step, { n: digitsIn(lang, i + 1) })}
              </p>
              <h3 className="mt-1 text-heading-3">{stage.step}</h3>
              <p className="mt-2 text-brand-slate">{stage.text}</p>
            </li>
          ))}
        </ol>
        <Link href="/contact-us" className={button}>
          {labels.start}
        </Link>
      </Section>
    </BanglaCopy>
  );
}
