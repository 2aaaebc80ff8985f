import { JobPostingJsonLd } from 'next-seo';
import { langProps } from '@/lib/i18n/translate';
import { SeoJsonLd } from '@/components/ui/json-ld';
import { careerPageBn } from '@/lib/copy/bn/career';
import { careerPage } from '@/lib/copy/career';
import type { Language } from '@/lib/i18n/languages';
import type { ReactNode } from 'react';
import { DateText } from '@/components/ui/date-text';
import { dateIn, digitsIn } from '@/lib/i18n/dates';
import { site } from '@/lib/site';
import { fillText } from '@/lib/i18n/messages';
import { applySite, employmentType, postingDescription, type Job } from './job-posting';

/**
 * One open job post: its fields, 'Apply Now' (the post's own page, in a new tab)
 * and its JobPosting structured data in the server HTML.
 */
export function JobCard({
  job,
  index,
  identifier,
  today,
  lang = 'en',
}: {
  job: Job;
  index: number;
  /** The same for the post in both languages (jobIdentifiers). */
  identifier: string;
  today: string;
  lang?: Language;
}) {
  const { labels, posting } = lang === 'bn' ? careerPageBn : careerPage;
  const leavesFor = job.link ? applySite(job.link) : null;
  const deadline = dateIn(lang, job.application_deadline, 'card');
  const fields: [label: string, value: ReactNode][] = [
    [labels.location, job.job_location],
    [labels.type, job.employment_status],
    [labels.vacancy, digitsIn(lang, job.vacancy)],
    [labels.deadline, deadline && <DateText date={deadline} />],
  ];
  return (
    <li className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-black/5">
      <h3 {...langProps(job.title, lang)} className="text-heading-3 text-brand-navy">
        <span className="sr-only">{labels.post}: </span>
        {job.title}
      </h3>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt className="font-semibold uppercase tracking-wide text-brand-slate">{label}</dt>
            <dd
              {...(typeof value === 'string' ? langProps(value, lang) : {})}
              className="mt-0.5 text-brand-ink"
            >
              {value || '—'}
            </dd>
          </div>
        ))}
      </dl>
      {job.link && (
        <>
          <a
            href={job.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={`job-${index}-opens`}
            className="mt-6 inline-flex min-h-11 items-center gap-2 self-start rounded-full bg-brand-teal-700 px-6 font-semibold text-white hover:bg-brand-navy"
          >
            {labels.apply}
            <span {...langProps(job.title, lang)} className="sr-only">
              : {job.title}
            </span>
            <svg aria-hidden="true" viewBox="0 0 12 12" className="size-3">
              <path d="M4 2h6v6M10 2 3 9" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </a>
          <p id={`job-${index}-opens`} className="mt-2 text-sm text-brand-slate">
            {leavesFor ? fillText(labels.applyOpensAt, { site: leavesFor }) : labels.applyOpens}
          </p>
        </>
      )}
      <SeoJsonLd
        of={JobPostingJsonLd}
        title={job.title}
        description={postingDescription(job, lang)}
        // The contract has no publication date; the render date is the closest it knows.
        datePosted={today}
        validThrough={job.application_deadline ?? undefined}
        employmentType={employmentType(job.employment_status)}
        hiringOrganization={{ '@type': 'Organization', name: site.name, sameAs: site.url }}
        jobLocation={{
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: job.job_location,
            addressCountry: posting.country,
          },
        }}
        url={job.link ?? undefined}
        identifier={{ '@type': 'PropertyValue', name: site.name, value: identifier }}
        // Applications leave the site (the job's link or e-mail), so not a direct application.
        directApply={false}
        scriptId={`job-posting-${index}`}
        scriptKey={`job-${index}`}
      />
    </li>
  );
}
