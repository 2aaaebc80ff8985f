import { JobPostingJsonLd } from 'next-seo';
import { Banner } from '@/components/ui/banner';
import { Section } from '@/components/ui/section';
import type { ReadData } from '@/lib/content/contract';
import { careerPage } from '@/lib/copy/career';
import { cardDate } from '@/lib/format';
import { site } from '@/lib/site';

type Job = ReadData<'jobPosts'>['career'][number];
type EmploymentType = NonNullable<Parameters<typeof JobPostingJsonLd>[0]['employmentType']>;

/** schema.org's employment type of a job type such as 'Full-time' or 'Contractual'. */
function employmentType(status: string): EmploymentType | undefined {
  const s = status.toLowerCase();
  if (s.includes('full')) return 'FULL_TIME';
  if (s.includes('part')) return 'PART_TIME';
  if (s.includes('contract')) return 'CONTRACTOR';
  if (s.includes('intern')) return 'INTERN';
  if (s.includes('temp')) return 'TEMPORARY';
  return undefined;
}

/** Still open on `today`: no deadline, or a deadline today or later (by calendar date). */
const isOpen = (job: Job, today: string) =>
  !job.application_deadline || job.application_deadline.slice(0, 10) >= today;

export function JobBoard({ jobs, today }: { jobs: Job[]; today: string }) {
  const { labels } = careerPage;
  return (
    <>
      <Banner
        eyebrow="Work with us"
        title={careerPage.title}
        trail={[{ name: careerPage.title, path: careerPage.path }]}
      >
        <p>{careerPage.intro}</p>
      </Banner>
      <Section id="open-positions" eyebrow="Open positions" title="Current openings">
        {jobs.length === 0 ? (
          <div className="max-w-2xl rounded-xl bg-brand-cream p-6 sm:p-8">
            <h3 className="text-heading-3 text-brand-navy">{careerPage.empty.title}</h3>
            <p className="mt-3 text-brand-slate">{careerPage.empty.text}</p>
            <a
              href={`mailto:${site.email}?subject=${encodeURIComponent('Open application')}`}
              className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-teal-700 px-6 font-semibold text-white hover:bg-brand-navy"
            >
              Send your CV
            </a>
          </div>
        ) : (
          <ul className="grid gap-5 md:grid-cols-2">
            {jobs.map((job, i) => (
              <li
                key={`${job.title}-${i}`}
                className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-black/5"
              >
                <h3 className="text-heading-3 text-brand-navy">
                  <span className="sr-only">{labels.post}: </span>
                  {job.title}
                </h3>
                <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
                  {[
                    [labels.location, job.job_location],
                    [labels.type, job.employment_status],
                    [labels.vacancy, job.vacancy],
                    [labels.deadline, cardDate(job.application_deadline)],
                  ].map(([label, value]) => (
                    <div key={label}>
                      <dt className="font-semibold uppercase tracking-wide text-brand-slate">
                        {label}
                      </dt>
                      <dd className="mt-0.5 text-brand-ink">{value || '—'}</dd>
                    </div>
                  ))}
                </dl>
                {job.link && (
                  <a
                    href={job.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-6 inline-flex min-h-11 items-center self-start rounded-full bg-brand-teal-700 px-6 font-semibold text-white hover:bg-brand-navy"
                  >
                    {labels.apply}
                    <span className="sr-only">: {job.title} (opens in a new tab)</span>
                  </a>
                )}
                {isOpen(job, today) && (
                  <JobPostingJsonLd
                    title={job.title}
                    description={`${job.title} at ${site.name}, ${job.job_location}. ${job.employment_status}. Vacancies: ${job.vacancy}.`}
                    datePosted={today}
                    validThrough={job.application_deadline ?? undefined}
                    employmentType={employmentType(job.employment_status)}
                    hiringOrganization={{
                      '@type': 'Organization',
                      name: site.name,
                      sameAs: site.url,
                    }}
                    jobLocation={{
                      '@type': 'Place',
                      address: {
                        '@type': 'PostalAddress',
                        addressLocality: job.job_location,
                        addressCountry: 'BD',
                      },
                    }}
                    url={job.link ?? undefined}
                    scriptId={`job-posting-${i}`}
                    scriptKey={`job-${i}`}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="why-masco" eyebrow="Why Masco" title="What we offer" tone="cream">
        <ul className="grid gap-6 md:grid-cols-3">
          {careerPage.why.map((item) => (
            <li key={item.title} className="rounded-xl bg-white p-6 ring-1 ring-black/5">
              <h3 className="text-heading-3 text-brand-navy">{item.title}</h3>
              <p className="mt-2 text-brand-slate">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
