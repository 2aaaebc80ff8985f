import type { JobPostingJsonLd } from 'next-seo';
import type { ReadData } from '@/lib/content/contract';

export type Job = ReadData<'jobPosts'>['career'][number];
type EmploymentType = NonNullable<Parameters<typeof JobPostingJsonLd>[0]['employmentType']>;

/** schema.org's employment type of a job type such as 'Full-time' or 'Contractual'. */
export function employmentType(status: string): EmploymentType | undefined {
  const s = status.toLowerCase();
  if (s.includes('full')) return 'FULL_TIME';
  if (s.includes('part')) return 'PART_TIME';
  if (s.includes('contract')) return 'CONTRACTOR';
  if (s.includes('intern')) return 'INTERN';
  if (s.includes('temp')) return 'TEMPORARY';
  return undefined;
}

/** Today's calendar date (YYYY-MM-DD) where the posts are, so a deadline ends at its local midnight. */
export function todayIn(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Still open on `today`: no deadline, or a deadline today or later (by calendar date). */
export const isOpen = (job: Job, today: string) =>
  !job.application_deadline || job.application_deadline.slice(0, 10) >= today;

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
