import { BanglaCopy } from '@/components/ui/bangla-copy';
import { Banner } from '@/components/ui/banner';
import { Section } from '@/components/ui/section';
import { careerPageBn } from '@/lib/copy/bn/career';
import { careerPage as careerPageEn } from '@/lib/copy/career';
import type { Language } from '@/lib/i18n/languages';
import { JobCard } from './job-card';
import { groupDay } from '@/lib/dates';
import { isOpen, jobIdentifiers, type Job } from './job-posting';
import { NoOpenings } from './no-openings';

/**
 * /career: the cards of the posts still open (or an open invitation when there are
 * none) and why to join. A post whose last day has ended in Bangladesh is gone,
 * its Apply Now with it, whatever the content source still lists.
 */
export function JobBoard({
  jobs,
  english,
  lang = 'en',
  now = new Date(),
}: {
  jobs: Job[];
  /** On a Bangla page, the same posts read in English: each post's identifier is theirs. */
  english?: Job[];
  lang?: Language;
  now?: Date;
}) {
  const careerPage = lang === 'bn' ? careerPageBn : careerPageEn;
  const { openings, why } = careerPage;
  const identifiers = jobIdentifiers(jobs, english);
  const open = jobs
    .map((job, i) => ({ job, identifier: identifiers[i]! }))
    .filter(({ job }) => isOpen(job, now));
  return (
    <BanglaCopy lang={lang}>
      <Banner
        eyebrow={careerPage.eyebrow}
        lang={lang}
        title={careerPage.title}
        trail={[{ name: careerPage.title, path: careerPage.path }]}
      >
        <p>{careerPage.intro}</p>
      </Banner>
      <Section id="open-positions" eyebrow={openings.eyebrow} title={openings.title}>
        {open.length === 0 ? (
          <NoOpenings words={careerPage.empty} />
        ) : (
          <ul className="grid gap-5 md:grid-cols-2">
            {open.map(({ job, identifier }, i) => (
              <JobCard
                key={`${job.title}-${i}`}
                job={job}
                index={i}
                identifier={identifier}
                today={groupDay(now)}
                lang={lang}
              />
            ))}
          </ul>
        )}
      </Section>
      <Section id="why-masco" eyebrow={why.eyebrow} title={why.title} tone="cream">
        <ul className="grid gap-6 md:grid-cols-3">
          {why.items.map((item) => (
            <li key={item.title} className="rounded-xl bg-white p-6 ring-1 ring-black/5">
              <h3 className="text-heading-3 text-brand-navy">{item.title}</h3>
              <p className="mt-2 text-brand-slate">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </BanglaCopy>
  );
}
