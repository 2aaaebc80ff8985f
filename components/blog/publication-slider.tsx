import { Link } from '@/components/ui/link';
import { Slider } from '@/components/ui/slider';
import type { Publication } from '@/lib/content/contract';
import { AUTOPLAY_MS, CUT } from '@/lib/copy/blog';
import { messagesFor } from '@/lib/i18n/messages';
import { currentLanguage } from '@/lib/i18n/server';
import { PublicationCard } from './publication-card';

/** 'Our Publication': the latest publications, sliding, with a View All link. */
export async function PublicationSlider({ publications }: { publications: Publication[] }) {
  const lang = await currentLanguage();
  const words = messagesFor(lang).blog;
  return (
    <section aria-labelledby="our-publication" className="render-when-near py-12 sm:py-16">
      <div className="flex items-end justify-between gap-4">
        <h2 id="our-publication" className="text-heading-2 text-brand-ink">
          {words.ourPublication}
        </h2>
        <Link
          href="/blogs/publication"
          className="inline-flex min-h-11 items-center font-semibold text-brand-teal-700 underline-offset-4 hover:underline"
        >
          {words.viewAll}
          <span className="sr-only">{words.viewAllPublications}</span>
        </Link>
      </div>
      <div className="mt-6">
        {publications.length === 0 ? (
          <p className="text-brand-slate">{words.noPublication}</p>
        ) : (
          <Slider
            label={words.latestPublications}
            loop
            autoplayMs={AUTOPLAY_MS}
            breakpoints={{
              320: { perView: 1.15, gap: 10 },
              640: { perView: 2, gap: 20 },
              768: { perView: 3, gap: 30 },
              1024: { perView: 4.4, gap: 20 },
            }}
          >
            {publications.map((publication, i) => (
              <PublicationCard
                key={`${publication.title}-${i}`}
                publication={publication}
                titleLength={CUT.publicationTitle}
                lang={lang}
              />
            ))}
          </Slider>
        )}
      </div>
    </section>
  );
}
