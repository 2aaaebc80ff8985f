import { Banner } from '@/components/ui/banner';
import { ContentImage } from '@/components/ui/content-image';
import { Section } from '@/components/ui/section';
import type { ReadData } from '@/lib/content/contract';
import { BanglaCopy } from '@/components/ui/bangla-copy';
import { clientsPage as clientsPageEn } from '@/lib/copy/about';
import { clientsPageBn } from '@/lib/copy/bn/about';
import type { Language } from '@/lib/i18n/languages';
import { messagesFor } from '@/lib/i18n/messages';

export function ClientLogos({
  logos,
  lang = 'en',
}: {
  logos: ReadData<'clientLogos'>['clientLogo'];
  lang?: Language;
}) {
  const clientsPage = lang === 'bn' ? clientsPageBn : clientsPageEn;
  const { labels } = clientsPage;
  const newTab = messagesFor(lang).chrome.newTab;
  return (
    <BanglaCopy lang={lang}>
      <Banner
        eyebrow={labels.eyebrow}
        lang={lang}
        title={clientsPage.title}
        trail={[{ name: clientsPage.title, path: clientsPage.path }]}
      >
        <p>{clientsPage.intro}</p>
      </Banner>
      <Section title={labels.sectionTitle} eyebrow={labels.sectionEyebrow}>
        {logos.length === 0 ? (
          <p className="text-brand-slate">{clientsPage.empty}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {logos.map((logo, i) => {
              const image = (
                <ContentImage
                  src={logo.feature_image}
                  alt={logo.title}
                  width={360}
                  height={180}
                  sizes="(min-width: 1024px) 16rem, (min-width: 640px) 30vw, 45vw"
                  className="aspect-[2/1] h-auto w-full object-contain"
                />
              );
              const frame =
                'flex h-full items-center justify-center rounded-xl bg-white p-4 ring-1 ring-black/5';
              return (
                <li key={`${logo.title}-${i}`}>
                  {logo.link ? (
                    <a
                      href={logo.link}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={`${frame} transition hover:shadow-md hover:ring-brand-teal/40`}
                    >
                      {image}
                      <span className="sr-only">{` ${newTab}`}</span>
                    </a>
                  ) : (
                    <div className={frame}>{image}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Section>
    </BanglaCopy>
  );
}
