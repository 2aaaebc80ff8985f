import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { formFields } from '@/lib/admin/collection-spec';
import * as t from '@/lib/store/schema';
import { toWire, wireRecord, wireSummary } from './list-wire';
import { snake, storageOf } from './list-description';
import { lists } from './lists';

const job = {
  title: 'Dyeing Master',
  jobLocation: 'Savar',
  employmentStatus: 'Full-time',
  vacancy: '01',
  applicationDeadline: '2026-12-20',
  link: 'https://jobs.example.com/1',
};
const wireJob = {
  title: 'Dyeing Master',
  job_location: 'Savar',
  employment_status: 'Full-time',
  vacancy: '01',
  application_deadline: '2026-12-20',
  link: 'https://jobs.example.com/1',
};

describe('a list described once', () => {
  it('names its columns in snake_case unless told', () => {
    expect(snake('applicationDeadline')).toBe('application_deadline');
    expect(snake('title')).toBe('title');
    const columns = getTableConfig(t.jobPosts).columns.map((c) => [
      c.name,
      c.notNull,
      c.hasDefault,
    ]);
    expect(columns).toEqual([
      ['id', true, false],
      ['title', true, false],
      ['job_location', true, false],
      ['employment_status', true, false],
      ['vacancy', true, false],
      ['application_deadline', true, false],
      ['link', true, false],
      ['bn', true, true],
      ['published', true, true],
      ['version', true, true],
      ['updated_by', false, false],
    ]);
  });

  it('keeps each kind of field the way the store always has', () => {
    const { mediaItems, publications, clientLogos, awards } = lists;
    expect(storageOf(mediaItems.fields.slug)).toBe('nullable');
    expect(storageOf(mediaItems.fields.link)).toBe('blank');
    expect(storageOf(mediaItems.fields.createdAt)).toBe('timestamp');
    expect(storageOf(publications.fields.attachment)).toBe('blank');
    expect(storageOf(clientLogos.fields.link)).toBe('blank');
    expect(storageOf(awards.fields.onHome)).toBe('flag');
    expect(storageOf(lists.jobPosts.fields.applicationDeadline)).toBe('date');
    expect(getTableConfig(t.awards).columns.map((c) => c.name)).toEqual([
      'id',
      'title',
      'feature_image',
      'bn',
      'position',
      'on_home',
      'published',
      'version',
      'updated_by',
    ]);
  });

  it('gives the form its fields in the form’s order, with the description’s rules', () => {
    expect(formFields(lists.jobPosts).find((f) => f.key === 'employmentStatus')).toEqual({
      key: 'employmentStatus',
      label: 'Type',
      kind: 'text',
      required: true,
      missing: 'Enter the type of employment.',
      suggest: true,
      hint: 'Full-time, part-time, contract…',
      translate: true,
    });
    expect(formFields(lists.mediaItems).map((f) => f.key)).toEqual([
      'mediaType',
      'quickTitle',
      'title',
      'slug',
      'featureImage',
      'createdAt',
      'content',
      'link',
    ]);
    expect(formFields(lists.awards)[2]).toEqual({
      key: 'onHome',
      label: 'Also on the home page',
      kind: 'boolean',
    });
  });

  it('answers a row under the wire’s names, dates as ISO 8601, in the order asked', () => {
    expect(toWire(lists.jobPosts)(job)).toEqual(wireJob);
    expect(Object.keys(toWire(lists.jobPosts)(job))).toEqual(Object.keys(wireJob));
    const video = {
      title: 'Open day',
      videoLink: 'https://youtu.be/x',
      thumbnail: '',
      publishedAt: new Date('2026-11-20T04:00:00Z'),
    };
    const answer = toWire(lists.videos, ['videoLink', 'thumbnail', 'title', 'publishedAt'])(video);
    expect(Object.entries(answer)).toEqual([
      ['video_link', 'https://youtu.be/x'],
      ['thumbnail', ''],
      ['title', 'Open day'],
      ['published_date', '2026-11-20T04:00:00.000Z'],
    ]);
  });

  it('reads the wire with each kind’s lenient schema', () => {
    expect(wireRecord(lists.jobPosts).parse({ ...wireJob, application_deadline: '' })).toEqual({
      ...wireJob,
      application_deadline: null,
    });
    const logo = wireRecord(lists.clientLogos, ['title', 'link', 'featureImage']);
    expect(logo.parse({ title: 'Nordvik' })).toEqual({
      title: 'Nordvik',
      link: null,
      feature_image: '/placeholders/logo.svg',
    });
    expect(wireRecord(lists.authors).parse({ full_name: 'Rahim' })).toEqual({
      full_name: 'Rahim',
      avatar: '/placeholders/avatar.svg',
    });
  });

  it('summarises a job for search as the store’s search document does', () => {
    expect(wireSummary(lists.jobPosts, wireJob)).toBe('Savar · Full-time · Vacancy: 01');
  });

  it('leaves an optional field out of the summary when it is empty, its prefix with it', () => {
    const withSalary = {
      ...lists.jobPosts,
      fields: {
        ...lists.jobPosts.fields,
        salaryRange: { kind: 'text', label: 'Salary range', summary: 'Salary: ' },
      },
    } as typeof lists.jobPosts;
    expect(wireSummary(withSalary, { ...wireJob, salary_range: '' })).toBe(
      'Savar · Full-time · Vacancy: 01',
    );
    expect(wireSummary(withSalary, { ...wireJob, salary_range: 'BDT 25,000' })).toBe(
      'Savar · Full-time · Vacancy: 01 · Salary: BDT 25,000',
    );
  });
});
