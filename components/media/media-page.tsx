import type { ReactNode } from 'react';
import { Banner } from '@/components/ui/banner';
import { BanglaCopy } from '@/components/ui/bangla-copy';
import { mediaCopy } from '@/lib/copy/bn/media';
import type { Language } from '@/lib/i18n/languages';
import { currentLanguage } from '@/lib/i18n/server';
import { MagazineSidebar, type Magazine } from './magazine-sidebar';
import { MediaGrid, type MediaItem } from './media-cards';

/** A media page's body: the main column and, beside it on wide screens (below on phones), the magazine sidebar. */
export function WithMagazines({
  magazines,
  children,
  lang,
  tone = 'cream',
}: {
  magazines: Magazine[];
  children: ReactNode;
  lang: Language;
  tone?: 'cream' | 'plain';
}) {
  return (
    <div className={tone === 'cream' ? 'bg-brand-cream' : 'bg-white'}>
      <div className="mx-auto grid max-w-content grid-cols-1 gap-10 px-5 py-12 sm:px-8 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
        <div className="min-w-0">{children}</div>
        <MagazineSidebar magazines={magazines} words={mediaCopy(lang).sidebar} />
      </div>
    </div>
  );
}

/** /media: banner, the news and video grid, and the 'Masco Magazine' sidebar. */
export async function MediaPage({
  items,
  magazines,
}: {
  items: MediaItem[];
  magazines: Magazine[];
}) {
  const lang = await currentLanguage();
  const { page: mediaPage } = mediaCopy(lang);
  return (
    <BanglaCopy lang={lang}>
      <Banner
        lang={lang}
        eyebrow={mediaPage.eyebrow}
        title={mediaPage.title}
        trail={[{ name: mediaPage.crumb, path: mediaPage.path }]}
      >
        <p>{mediaPage.intro}</p>
      </Banner>
      <WithMagazines magazines={magazines} lang={lang}>
        <section aria-labelledby="news-and-videos-heading">
          <p className="text-overline uppercase text-brand-teal-700">{mediaPage.gridEyebrow}</p>
          <h2 id="news-and-videos-heading" className="mt-2 text-heading-2 text-brand-navy">
            {mediaPage.gridTitle}
          </h2>
          <div className="mt-8">
            <MediaGrid items={items} words={mediaPage} />
          </div>
        </section>
      </WithMagazines>
    </BanglaCopy>
  );
}
