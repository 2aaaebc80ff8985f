import { ContentImage } from '@/components/ui/content-image';
import type { ReadData } from '@/lib/content/contract';
import { BanglaCopy } from '@/components/ui/bangla-copy';
import { unitPageBn, washingLabelsBn } from '@/lib/copy/bn/units';
import { washingLabels, washingPage as washingPageEn } from '@/lib/copy/units';
import { currentLanguage } from '@/lib/i18n/server';
import { FactorySection, UnitBanner } from './unit-sections';

export async function WashingPage({ record }: { record: ReadData<'washing'>['data'] }) {
  const lang = await currentLanguage();
  const washingPage = lang === 'bn' ? unitPageBn(washingPageEn) : washingPageEn;
  const labels = lang === 'bn' ? washingLabelsBn : washingLabels;
  return (
    <>
      <UnitBanner page={washingPageEn} />
      <FactorySection factory={washingPageEn.factories[0]!} record={record}>
        <h3 className="mt-10 text-heading-3 text-brand-ink">{labels.capabilities}</h3>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {washingPage.capabilities.map((capability) => (
            <li key={capability} className="flex gap-3 text-brand-slate">
              <span
                aria-hidden="true"
                className="mt-2 size-2 shrink-0 rounded-full bg-brand-teal"
              />
              {capability}
            </li>
          ))}
        </ul>
      </FactorySection>
      <BanglaCopy lang={lang}>
        <section aria-labelledby="eco-heading" className="bg-brand-cream py-14 sm:py-20">
          <div className="mx-auto max-w-content px-5 sm:px-8">
            <p className="text-overline uppercase text-brand-teal-700">{labels.ecoEyebrow}</p>
            <h2 id="eco-heading" className="mt-2 text-heading-2">
              {labels.ecoTitle}
            </h2>
            <div className="mt-10 grid gap-6 md:grid-cols-2">
              {washingPage.eco.map((item) => (
                <figure
                  key={item.field}
                  className="overflow-hidden rounded-xl bg-white ring-1 ring-black/5"
                >
                  <ContentImage
                    src={record[item.field]}
                    alt={item.title}
                    width={1200}
                    height={800}
                    sizes="(min-width: 768px) 36rem, 100vw"
                    className="aspect-[3/2] h-auto w-full object-cover"
                  />
                  <figcaption className="p-6">
                    <span className="block text-heading-3 text-brand-ink">{item.title}</span>
                    <span className="mt-2 block text-brand-slate">{item.text}</span>
                  </figcaption>
                </figure>
              ))}
            </div>
          </div>
        </section>
      </BanglaCopy>
    </>
  );
}
