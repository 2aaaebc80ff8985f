import { ContentImage } from '@/components/ui/content-image';
import { Section } from '@/components/ui/section';
import type { ReadData } from '@/lib/content/contract';
import { homeIn } from '@/lib/copy/bn/home';
import type { Language } from '@/lib/i18n/languages';

/** #business-overview: the export turnover and export share charts. */
export function BusinessOverviewSection({
  overview,
  lang,
}: {
  overview: ReadData<'businessOverview'>['data'];
  lang: Language;
}) {
  const { c, l } = homeIn(lang);
  return (
    <Section
      renderWhenNear
      id="business-overview"
      eyebrow={c.overview.years}
      title={c.overview.title}
      tone="cream"
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <figure className="rounded-xl bg-white p-4 ring-1 ring-black/5">
          <ContentImage
            src={overview.business_overview}
            alt={`${l.overview.turnover}, ${c.overview.years}`}
            width={1400}
            height={800}
            sizes="(min-width: 1024px) 36rem, 100vw"
            className="aspect-[7/4] h-auto w-full object-contain"
          />
          <figcaption className="mt-3 text-sm text-brand-slate">
            {`${l.overview.turnover}, `}
            {c.overview.years}
          </figcaption>
        </figure>
        <figure className="rounded-xl bg-white p-4 ring-1 ring-black/5">
          <ContentImage
            src={overview.export_countries}
            alt={l.overview.share}
            width={1400}
            height={800}
            sizes="(min-width: 1024px) 36rem, 100vw"
            className="aspect-[7/4] h-auto w-full object-contain"
          />
          <figcaption className="mt-3 text-sm text-brand-slate">{l.overview.share}</figcaption>
        </figure>
      </div>
    </Section>
  );
}
