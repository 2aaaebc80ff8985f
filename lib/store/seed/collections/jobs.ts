import type * as schema from '../../schema';

type JobPostRow = typeof schema.jobPosts.$inferInsert;

export const seedJobPosts: JobPostRow[] = [
  {
    id: 1,
    title: 'Senior Merchandiser (Knit)',
    jobLocation: 'Dhaka (Gulshan)',
    employmentStatus: 'Full-time',
    vacancy: '02',
    applicationDeadline: '2026-12-15',
    link: 'https://jobs.bdjobs.com/jobdetails.asp?id=1318426',
  },
  {
    id: 2,
    title: 'Dyeing Master',
    jobLocation: 'Savar',
    employmentStatus: 'Full-time',
    vacancy: '01',
    applicationDeadline: '2026-12-20',
    link: 'https://jobs.bdjobs.com/jobdetails.asp?id=1318735',
  },
  {
    id: 3,
    title: 'Industrial Engineer',
    jobLocation: 'Gazipur',
    employmentStatus: 'Full-time',
    vacancy: '03',
    applicationDeadline: '2026-12-31',
    link: 'https://jobs.bdjobs.com/jobdetails.asp?id=1319042',
  },
  {
    id: 4,
    title: 'Compliance Officer',
    jobLocation: 'Gazipur',
    employmentStatus: 'Full-time',
    vacancy: '02',
    applicationDeadline: '2027-01-10',
    link: 'https://jobs.bdjobs.com/jobdetails.asp?id=1319388',
  },
  {
    id: 5,
    title: 'ETP Operator',
    jobLocation: 'Savar',
    employmentStatus: 'Contractual',
    vacancy: '04',
    applicationDeadline: '2027-01-20',
    link: 'https://jobs.bdjobs.com/jobdetails.asp?id=1319571',
  },
  {
    id: 6,
    title: 'Sustainability Data Analyst',
    jobLocation: 'Dhaka (Gulshan)',
    employmentStatus: 'Full-time',
    vacancy: '01',
    applicationDeadline: '2027-01-31',
    link: 'https://jobs.bdjobs.com/jobdetails.asp?id=1319860',
  },
  {
    id: 7,
    title: 'Quality Auditor (Final Inspection)',
    jobLocation: 'Gazipur',
    employmentStatus: 'Contractual',
    vacancy: '05',
    applicationDeadline: '2027-02-15',
    link: 'https://jobs.bdjobs.com/jobdetails.asp?id=1320117',
  },
];
