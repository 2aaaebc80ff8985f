import { describe, expect, it } from 'vitest';
import {
  applySite,
  employmentType,
  isOpen,
  jobIdentifier,
  jobIdentifiers,
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
  it('stay open until the end of their deadline day in Dhaka, six hours ahead of UTC, or without a deadline', () => {
    const lastMinute = new Date('2026-12-15T17:59:00Z'); // 23:59 on the 15th in Dhaka
    const nextDay = new Date('2026-12-15T18:00:00Z'); // 00:00 on the 16th in Dhaka
    expect(isOpen(job('2026-12-15'), lastMinute)).toBe(true);
    expect(isOpen(job('2026-12-15T10:00:00Z'), lastMinute)).toBe(true);
    expect(isOpen(job('2026-12-15'), nextDay)).toBe(false);
    expect(isOpen(job(null), new Date('2099-01-01T00:00:00Z'))).toBe(true);
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

describe('a post in two languages', () => {
  const english: Job = {
    title: 'Merchandiser',
    job_location: 'Gazipur',
    employment_status: 'Full-time',
    vacancy: '02',
    application_deadline: '2026-12-31',
    link: 'https://jobs.bdjobs.com/jobdetails.asp?id=1318426',
  };
  const bangla: Job = { ...english, title: 'মার্চেন্ডাইজার', job_location: 'গাজীপুর' };

  it('has one identifier in both languages: the English twin’s', () => {
    expect(jobIdentifier(bangla)).not.toBe(jobIdentifier(english));
    expect(jobIdentifiers([bangla], [english])).toEqual([jobIdentifier(english)]);
    expect(jobIdentifiers([english])).toEqual([jobIdentifier(english)]);
    // Lists that do not match (a read failed): each post by itself, never another post's id.
    expect(jobIdentifiers([bangla], [])).toEqual([jobIdentifier(bangla)]);
  });

  it('names the site its application leaves for', () => {
    expect(applySite(english.link!)).toBe('bdjobs.com');
    expect(applySite('https://www.example.co.uk/jobs/1')).toBe('example.co.uk');
    expect(applySite('https://careers.mascobd.com/')).toBe('mascobd.com');
    expect(applySite('mailto:jobs@mascobd.com')).toBeNull();
    expect(applySite('not a link')).toBeNull();
  });
});
