import type { JobPostingJsonLd } from 'next-seo';
import type { ReadData } from '@/lib/content/contract';
import { groupNameBn } from '@/lib/copy/bn/page-meta';
import { isOnOrAfterToday } from '@/lib/dates';
import { digitsIn } from '@/lib/i18n/dates';
import type { Language } from '@/lib/i18n/languages';
import { site } from '@/lib/site';

export type Job = ReadData<'jobPosts'>['career'][number];
type EmploymentType = NonNullable<Parameters<typeof JobPostingJsonLd>[0]['employmentType']>;

/**
 * schema.org's employment type of a job type such as 'Full-time' or 'Contractual',
 * or as a Bangla job post names it ('পূর্ণকালীন', 'চুক্তিভিত্তিক').
 */
export function employmentType(status: string): EmploymentType | undefined {
  const s = status.toLowerCase();
  if (s.includes('full') || s.includes('পূর্ণকালীন')) return 'FULL_TIME';
  if (s.includes('part') || s.includes('খণ্ডকালীন')) return 'PART_TIME';
  if (s.includes('contract') || s.includes('চুক্তি')) return 'CONTRACTOR';
  if (s.includes('intern') || s.includes('ইন্টার্ন') || s.includes('শিক্ষানবিশ')) return 'INTERN';
  if (s.includes('temp') || s.includes('অস্থায়ী')) return 'TEMPORARY';
  return undefined;
}

/** The job's description for its structured data, in the page's language. */
export function postingDescription(job: Job, lang: Language): string {
  if (lang === 'bn')
    return `${groupNameBn}-এ ${job.title}, ${job.job_location}। ${job.employment_status}। শূন্য পদ: ${digitsIn('bn', job.vacancy)}।`;
  return `${job.title} at ${site.name}, ${job.job_location}. ${job.employment_status}. Vacancies: ${job.vacancy}.`;
}

/** Still open at `now`: no deadline, or one whose day has not ended in Bangladesh. */
export const isOpen = (job: Job, now: Date) =>
  !job.application_deadline || isOnOrAfterToday(job.application_deadline, now);

/**
 * The job's own identifier for search engines. The contract gives a job no id, so
 * it is a digest (FNV-1a) of what tells one post from another: the same post keeps
 * it from one render to the next, another post gets another.
 */
export function jobIdentifier(job: Job): string {
  let hash = 0x811c9dc5;
  for (const char of `${job.title}|${job.job_location}|${job.application_deadline ?? ''}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `job-${hash.toString(16).padStart(8, '0')}`;
}

/**
 * Each post's identifier, the same in both languages: a Bangla page's posts (their
 * titles and places in Bangla) are named by their English twins, read in the same
 * order. Lists that do not match (one read failed) name each post by itself.
 */
export const jobIdentifiers = (jobs: Job[], english: Job[] = jobs): string[] =>
  jobs.map((job, i) => jobIdentifier(english.length === jobs.length ? english[i]! : job));

/** The site an application leaves for (`bdjobs.com` for `https://jobs.bdjobs.com/…`); null when the link is no web address. */
export function applySite(link: string): string | null {
  let host: string;
  try {
    host = new URL(link).hostname;
  } catch {
    return null;
  }
  const labels = host.replace(/^www\./, '').split('.');
  // A country's second level (bdjobs.com.bd, example.co.uk) keeps the name before it.
  const keep = /^(com|co|org|net|gov|edu|ac)$/.test(labels.at(-2) ?? '') ? 3 : 2;
  return labels.slice(-keep).join('.') || null;
}
