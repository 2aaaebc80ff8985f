import { Banner } from '@/components/ui/banner';
import { Section } from '@/components/ui/section';
import { BanglaCopy, MarkedText } from '@/components/ui/bangla-copy';
import { greenTourBn } from '@/lib/copy/bn/green-tour';
import { greenTour as greenTourEn, greenTourMailto } from '@/lib/copy/green-tour';
import { currentLanguage } from '@/lib/i18n/server';

export async function GreenTourPage() {
  const lang = await currentLanguage();
  const greenTour = lang === 'bn' ? greenTourBn : greenTourEn;
  const { labels } = greenTour;
  return (
    <BanglaCopy lang={lang}>
      <Banner
        lang={lang}
        eyebrow={greenTour.factory}
        title={greenTour.title}
        trail={[{ name: greenTour.crumb, path: greenTour.path }]}
      >
        <p>{greenTour.intro}</p>
      </Banner>
      <div className="border-b border-black/5 bg-brand-teal-100">
        <dl className="mx-auto grid max-w-content gap-4 px-5 py-8 sm:grid-cols-3 sm:px-8">
          {greenTour.figures.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse">
              <dt className="text-sm text-brand-ink">{figure.label}</dt>
              <dd className="text-2xl font-bold text-brand-navy">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <Section id="initiatives" eyebrow={labels.initiativesEyebrow} title={labels.initiativesTitle}>
        <ul className="grid gap-4 md:grid-cols-2">
          {greenTour.initiatives.map((initiative) => (
            <li
              key={initiative}
              className="flex gap-3 rounded-xl bg-brand-cream p-5 text-brand-ink"
            >
              <span
                aria-hidden="true"
                className="mt-2 size-2 shrink-0 rounded-full bg-brand-teal"
              />
              {initiative}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="visit" eyebrow={labels.visitEyebrow} title={labels.visitTitle} tone="cream">
        <div className="grid gap-10 md:grid-cols-2">
          <div>
            <h3 className="text-heading-3">{labels.schedule}</h3>
            <ul className="mt-4 space-y-3 text-brand-slate">
              {greenTour.schedule.map((line) => (
                <li key={line} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="mt-2 size-2 shrink-0 rounded-full bg-brand-saffron"
                  />
                  {line}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-heading-3">{labels.rules}</h3>
            <ol className="mt-4 list-decimal space-y-3 pl-5 text-brand-slate marker:font-semibold marker:text-brand-navy">
              {greenTour.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ol>
          </div>
        </div>
        <div className="mt-12 flex flex-col items-start gap-4 rounded-xl bg-brand-navy p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div className="max-w-2xl">
            <p>{greenTour.booking.text}</p>
            {/* The address as text too: many visitors browse where no mail program is set up. */}
            <p className="mt-3 text-sm text-white/80">
              {labels.writeTo}{' '}
              <span className="select-all font-semibold text-white">{greenTour.booking.email}</span>{' '}
              {labels.withSubject} ‘<MarkedText text={greenTour.booking.subject} within={lang} />’
              {labels.end}
            </p>
          </div>
          <a
            href={greenTourMailto}
            className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-brand-saffron px-6 font-semibold text-brand-navy hover:bg-white"
          >
            {labels.book}
          </a>
        </div>
      </Section>
    </BanglaCopy>
  );
}
