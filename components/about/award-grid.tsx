import { Banner } from '@/components/ui/banner';
import { ContentImage } from '@/components/ui/content-image';
import { Section } from '@/components/ui/section';
import type { ReadData } from '@/lib/content/contract';
import { BanglaCopy } from '@/components/ui/bangla-copy';
import { awardsPage as awardsPageEn } from '@/lib/copy/about';
import { awardsPageBn } from '@/lib/copy/bn/about';
import type { Language } from '@/lib/i18n/languages';
import { langProps } from '@/lib/i18n/translate';

export function AwardGrid({
  awards,
  lang = 'en',
}: {
  awards: ReadData<'awards'>['awards'];
  lang?: Language;
}) {
  const awardsPage = lang === 'bn' ? awardsPageBn : awardsPageEn;
  const { labels } = awardsPage;
  return (
    <BanglaCopy lang={lang}>
      <Banner
        eyebrow={labels.eyebrow}
        lang={lang}
        title={awardsPage.title}
        trail={[{ name: awardsPage.title, path: awardsPage.path }]}
      >
        <p>{awardsPage.intro}</p>
      </Banner>
      <Section title={labels.sectionTitle} eyebrow={labels.sectionEyebrow}>
        {awards.length === 0 ? (
          <p className="text-brand-slate">{awardsPage.empty}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
            {awards.map((award, i) => (
              <li
                key={`${award.title}-${i}`}
                className="rounded-xl bg-white p-2 ring-1 ring-black/5"
              >
                <ContentImage
                  src={award.feature_image}
                  alt={award.title}
                  width={358}
                  height={460}
                  sizes="(min-width: 1024px) 17rem, (min-width: 768px) 30vw, 45vw"
                  className="aspect-[358/460] h-auto w-full rounded-lg object-contain"
                />
                {/* The title is the image's alt text already; this is its visible caption. */}
                <p
                  aria-hidden="true"
                  {...langProps(award.title, lang)}
                  className="px-2 pb-2 pt-3 text-sm font-medium text-brand-ink">
                  {award.title}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </BanglaCopy>
  );
}
