import { Link } from '@/components/ui/link';
import { ContentImage } from '@/components/ui/content-image';
import { Section } from '@/components/ui/section';
import { Slider } from '@/components/ui/slider';
import { breakpoints } from '@/lib/breakpoints';
import type { ReadData } from '@/lib/content/contract';
import { textLink } from './text-link';

/** Awards: one and a half on a phone, three from sm, all six from lg. */
const awardSlides = {
  0: { perView: 1.5, gap: 12 },
  [breakpoints.sm]: { perView: 3, gap: 16 },
  [breakpoints.lg]: { perView: 6, gap: 16 },
};

/** #awards: the awards in a slider; fixed image widths, as for the clients' logos. */
export function AwardsSection({ awards }: { awards: ReadData<'homeAwards'>['awards'] }) {
  if (awards.length === 0) return null;
  return (
    <Section
      id="awards"
      eyebrow="Awards"
      title="Recognised for what we make"
      tone="cream"
      renderWhenNear
    >
      <Slider label="Awards" breakpoints={awardSlides}>
        {awards.map((award) => (
          <ContentImage
            key={award.title}
            src={award.feature_image}
            alt={award.title}
            width={358}
            height={460}
            className="h-auto w-full rounded-lg"
          />
        ))}
      </Slider>
      <p className="mt-8">
        <Link href="/awards" className={textLink}>
          All awards and achievements
        </Link>
      </p>
    </Section>
  );
}
