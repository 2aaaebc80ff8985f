import type { JobPostingJsonLd } from 'next-seo';
import type { ReadData } from '@/lib/content/contract';
import { isOnOrAfterToday } from '@/lib/dates';

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
