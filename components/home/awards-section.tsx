import { Link } from '@/components/ui/link';
import { ContentImage } from '@/components/ui/content-image';
import { Section } from '@/components/ui/section';
import { Slider } from '@/components/ui/slider';
import { breakpoints } from '@/lib/breakpoints';
import type { ReadData } from '@/lib/content/contract';
import { homeIn } from '@/lib/copy/bn/home';
import type { Language } from '@/lib/i18n/languages';
import { textLink } from './text-link';

/** Awards: one and a half on a phone, three from sm, all six from lg. */
const awardSlides = {
  0: { perView: 1.5, gap: 12 },
  [breakpoints.sm]: { perView: 3, gap: 16 },
  [breakpoints.lg]: { perView: 6, gap: 16 },
};

/** #awards: the awards in a slider; fixed image widths, as for the clients' logos. */
export function AwardsSection({
  awards,
  lang,
}: {
  awards: ReadData<'homeAwards'>['awards'];
  lang: Language;
}) {
  if (awards.length === 0) return null;
  const { l } = homeIn(lang);
  return (
    <Section
      id="awards"
      eyebrow={l.awards.eyebrow}
      title={l.awards.title}
      tone="cream"
      renderWhenNear
    >
      <Slider label={l.awards.slider} breakpoints={awardSlides}>
        {awards.map((award) => (
          <ContentImage
            key={award.title}
            src={award.feature_image}
            alt={award.title}
            width={358}
            height={460}
            className="aspect-[358/460] h-auto w-full rounded-lg object-contain"
          />
        ))}
      </Slider>
      <p className="mt-8">
        <Link href="/awards" className={textLink}>
          {l.awards.all}
        </Link>
      </p>
    </Section>
  );
}
