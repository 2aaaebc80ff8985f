import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { Banner } from '@/components/ui/banner';
import { CertificateImage } from '@/components/ui/certificate-image';
import { FactList } from '@/components/ui/fact-list';
import { StatTile } from '@/components/ui/stat-tile';
import { BanglaCopy } from '@/components/ui/bangla-copy';
import { factoryBn, unitLabelsBn, unitPageBn } from '@/lib/copy/bn/units';
import { addressIn } from '@/lib/copy/bn/addresses';
import { companyNameBn, registeredName } from '@/lib/copy/bn/company-names';
import { unitLabels, type Factory, type UnitPage } from '@/lib/copy/units';
import { digitsIn } from '@/lib/i18n/dates';
import { currentLanguage } from '@/lib/i18n/server';
import type { Language } from '@/lib/i18n/languages';
import { langProps, textLang } from '@/lib/i18n/translate';

const labelsIn = (lang: Language) => (lang === 'bn' ? unitLabelsBn : unitLabels);

/** A unit page's banner, in the page's language (its Bangla words where they are written). */
export async function UnitBanner({
  page: english,
}: {
  page: Pick<UnitPage<unknown>, 'path' | 'title' | 'intro'>;
}) {
  const lang = await currentLanguage();
  const page = lang === 'bn' ? unitPageBn(english) : english;
  return (
    <BanglaCopy lang={lang}>
      <Banner
        eyebrow={labelsIn(lang).eyebrow}
        lang={lang}
        title={page.title}
        trail={[{ name: page.title, path: page.path }]}
      >
        <p {...langProps(page.intro, lang)}>{page.intro}</p>
      </Banner>
    </BanglaCopy>
  );
}

/** Jump links to the factory sections of a page with several factories. */
export async function UnitIndex({ factories }: { factories: { id: string; title: string }[] }) {
  const lang = await currentLanguage();
  return (
    <BanglaCopy lang={lang}>
      <nav aria-label={labelsIn(lang).index} className="border-b border-black/5 bg-white">
        <ul className="relative mx-auto flex max-w-content gap-2 overflow-x-auto px-5 py-4 sm:flex-wrap sm:px-8">
          {factories.map((english) => {
            const factory = lang === 'bn' ? factoryBn(english) : english;
            return (
              <li key={factory.id} className="shrink-0">
                <a
                  href={`#${factory.id}`}
                  className="inline-flex min-h-11 items-center rounded-full bg-brand-cream px-4 text-sm font-medium text-brand-navy ring-1 ring-black/5 hover:bg-brand-teal-100"
                >
                  {factory.title}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </BanglaCopy>
  );
}

/**
 * One factory: its static facts and words, its figures from the record (0 until the
 * record has them) and its certificate (a placeholder until it arrives).
 */
export async function FactorySection<R>({
  factory: english,
  record,
  tone = 'plain',
  children,
}: {
  factory: Factory<R>;
  record: R;
  tone?: 'plain' | 'cream';
  children?: ReactNode;
}) {
  const lang = await currentLanguage();
  const factory = lang === 'bn' ? factoryBn(english) : english;
  const labels = labelsIn(lang);
  const fact = (label: string, value: string) => ({ label, value, lang: textLang(value, lang) });
  const certificate = factory.certificate ? (record[factory.certificate] as string) : null;
  // A year is read in the page's digits (the README's rule), wherever the page names it.
  const established = digitsIn(lang, factory.established);
  const headingId = `${factory.id}-heading`;
  // A company in the page's language; on a Bangla page its registered English name beside it.
  const name = lang === 'bn' ? companyNameBn(english.name) : english.name;
  const nameFact =
    name === english.name
      ? fact(labels.factory, name)
      : {
          label: labels.factory,
          value: (
            <>
              {name} (<span lang="en">{registeredName(english.name)}</span>)
            </>
          ),
        };
  return (
    <BanglaCopy lang={lang}>
      <section
        id={factory.id}
        aria-labelledby={headingId}
        className={`scroll-mt-24 py-14 sm:py-20 ${tone === 'cream' ? 'bg-brand-cream' : 'bg-white'}`}
      >
        <div className="mx-auto grid max-w-content gap-10 px-5 sm:px-8 lg:grid-cols-[1fr_15rem]">
          <div className="min-w-0">
            <p className="text-overline uppercase text-brand-teal-700">
              {labels.since} {established}
            </p>
            <h2
              id={headingId}
              {...langProps(factory.title, lang)}
              className="mt-2 text-heading-2 text-brand-ink"
            >
              {factory.title}
            </h2>
            <FactList
              className="mt-6"
              facts={[
                nameFact,
                fact(labels.address, addressIn(lang, factory.address)),
                ...(factory.products ? [fact(labels.products, factory.products)] : []),
                {
                  label: labels.established,
                  value: factory.establishedNote
                    ? `${established} (${factory.establishedNote})`
                    : established,
                },
              ]}
            />
            <p
              {...langProps(factory.summary, lang)}
              className="mt-6 max-w-3xl text-body-lg text-brand-slate"
            >
              {factory.summary}
            </p>
            {factory.details && (
              <p {...langProps(factory.details, lang)} className="mt-3 max-w-3xl text-brand-slate">
                {factory.details}
              </p>
            )}
            <dl className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
              {factory.figures.map((figure) => (
                <StatTile
                  key={figure.field}
                  label={figure.label}
                  labelLang={textLang(figure.label, lang)}
                  unitLang={textLang(figure.unit, lang)}
                  value={record[figure.field] as number}
                  unit={figure.unit}
                />
              ))}
            </dl>
            {children}
            {factory.link && (
              <Link
                href={factory.link.href}
                className="mt-8 inline-flex min-h-11 items-center rounded-full bg-brand-teal-700 px-6 font-semibold text-white hover:bg-brand-navy"
              >
                {factory.link.label}
              </Link>
            )}
          </div>
          {certificate !== null && (
            <div className="max-w-[11rem] sm:max-w-[15rem] lg:pt-16">
              <CertificateImage
                src={certificate}
                title={`${name} ${labels.certificate}`}
                sizes="15rem"
              />
            </div>
          )}
        </div>
      </section>
    </BanglaCopy>
  );
}

/** A unit page: banner, an index when there are several factories, a section per factory. */
export function UnitPageView<R>({ page, record }: { page: UnitPage<R>; record: R }) {
  return (
    <>
      <UnitBanner page={page} />
      {page.factories.length > 2 && <UnitIndex factories={page.factories} />}
      {page.factories.map((factory, i) => (
        <FactorySection
          key={factory.id}
          factory={factory}
          record={record}
          tone={i % 2 ? 'cream' : 'plain'}
        />
      ))}
    </>
  );
}
