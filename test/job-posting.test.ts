import { describe, expect, it } from 'vitest';
import {
  employmentType,
  isOpen,
  jobIdentifier,
  todayIn,
  type Job,
} from '@/components/career/job-posting';

const job = (application_deadline: string | null): Job => ({
  title: 'Dyeing Master',
  job_location: 'Savar',
  employment_status: 'Full-time',
  vacancy: '01',
  application_deadline,
  link: 'https://jobs.example/1',
});

describe('job posts', () => {
  it('take today in Dhaka, six hours ahead of UTC', () => {
    expect(todayIn('Asia/Dhaka', new Date('2026-12-15T17:59:00Z'))).toBe('2026-12-15');
    expect(todayIn('Asia/Dhaka', new Date('2026-12-15T18:00:00Z'))).toBe('2026-12-16');
  });

  it('stay open until the end of their deadline day, or without a deadline', () => {
    expect(isOpen(job('2026-12-15'), '2026-12-15')).toBe(true);
    expect(isOpen(job('2026-12-15T10:00:00Z'), '2026-12-15')).toBe(true);
    expect(isOpen(job('2026-12-15'), '2026-12-16')).toBe(false);
    expect(isOpen(job(null), '2099-01-01')).toBe(true);
  });

  it('map job types to schema.org employment types', () => {
    expect(employmentType('Full-time')).toBe('FULL_TIME');
    expect(employmentType('Part time')).toBe('PART_TIME');
    expect(employmentType('Contractual')).toBe('CONTRACTOR');
    expect(employmentType('Internship')).toBe('INTERN');
    expect(employmentType('Temporary')).toBe('TEMPORARY');
    expect(employmentType('Shift-based')).toBeUndefined();
  });
});

describe('job identifiers', () => {
  it('are stable for a post and differ between posts', () => {
    expect(jobIdentifier(job('2026-12-15'))).toBe(jobIdentifier(job('2026-12-15')));
    expect(jobIdentifier(job('2026-12-15'))).toMatch(/^job-[0-9a-f]{8}$/);
    expect(jobIdentifier(job('2026-12-16'))).not.toBe(jobIdentifier(job('2026-12-15')));
    expect(jobIdentifier({ ...job(null), title: 'Knitting Master' })).not.toBe(
      jobIdentifier(job(null)),
    );
  });
});
