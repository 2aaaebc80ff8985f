import { Link } from '@/components/ui/link';
import { Banner } from '@/components/ui/banner';
import { Section } from '@/components/ui/section';
import type { ReadData } from '@/lib/content/contract';
import { BanglaCopy } from '@/components/ui/bangla-copy';
import * as en from '@/lib/copy/about';
import * as bn from '@/lib/copy/bn/about';
import type { Language } from '@/lib/i18n/languages';
import { langProps } from '@/lib/i18n/translate';
import { countIn } from '@/lib/i18n/dates';

type GlanceRecord = ReadData<'glance'>['data'];

export function GlancePage({ record, lang }: { record: GlanceRecord; lang: Language }) {
  const inBangla = lang === 'bn';
  const glancePage = inBangla ? bn.glancePageBn : en.glancePage;
  const glanceOverview = inBangla ? bn.glanceOverviewBn : en.glanceOverview;
  const businessSection = inBangla ? bn.businessSectionBn : en.businessSection;
  const bestPractices = inBangla ? bn.bestPracticesBn : en.bestPractices;
  const { labels } = glancePage;
  return (
    <BanglaCopy lang={lang}>
      <Banner
        eyebrow={labels.eyebrow}
        lang={lang}
        title={glancePage.title}
        trail={[{ name: glancePage.title, path: glancePage.path }]}
      >
        <p>{glancePage.intro}</p>
      </Banner>

      <Section id="overview" eyebrow={labels.figuresEyebrow} title={labels.figuresTitle}>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {glanceOverview.map((tile) => (
            <li
              key={tile.field}
              className="flex flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/5 sm:p-6"
            >
              <h3 className="text-caption font-medium uppercase tracking-wide text-brand-slate">
                {tile.label}
              </h3>
              <p
                {...langProps(record[tile.field], lang)}
                className="mt-2 text-lg font-bold text-brand-navy sm:text-2xl"
              >
                {tile.count ? countIn(lang, record[tile.field]) : record[tile.field]}
              </p>
              {tile.href === '#' ? (
                <p className="mt-auto pt-4 text-sm text-brand-slate">{labels.acrossGroup}</p>
              ) : (
                <Link
                  href={tile.href}
                  className="mt-auto inline-flex min-h-11 items-center pt-4 text-sm font-semibold text-brand-teal-700 underline-offset-4 hover:underline"
                >
                  {labels.readMore}
                  <span className="sr-only">{` ${labels.about} ${tile.label.toLowerCase()}`}</span>
                  <span aria-hidden="true" className="ml-1">
                    →
                  </span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="business"
        eyebrow={labels.businessEyebrow}
        title={labels.businessTitle}
        tone="cream"
      >
        <div className="grid gap-6 md:grid-cols-2">
          {businessSection.map((block) => (
            <article
              key={block.field}
              className="rounded-xl bg-white p-6 ring-1 ring-black/5 sm:p-8"
            >
              <h3 className="text-heading-3 text-brand-navy">{block.title}</h3>
              <p
                {...langProps(record[block.field] || block.fallback, lang)}
                className="mt-3 text-brand-slate"
              >
                {record[block.field] || block.fallback}
              </p>
            </article>
          ))}
        </div>
      </Section>

      <Section
        id="best-practices"
        eyebrow={labels.practicesEyebrow}
        title={bestPractices.title}
        intro={bestPractices.intro}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {bestPractices.items.map((item) => (
            <li key={item.name} className="rounded-xl bg-brand-navy p-6 text-white">
              <h3 className="text-2xl font-bold text-brand-saffron">{item.name}</h3>
              <p className="mt-1 font-semibold">{item.title}</p>
              <p className="mt-3 text-white/80">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </BanglaCopy>
  );
}
