import type { ReadName } from '@/lib/content/contract';
import * as t from '@/lib/store/schema';
import type { CollectionSpec, FieldSpec } from './collection-spec';

export type { CollectionSpec, FieldKind, FieldSpec } from './collection-spec';

const blogReads = [
  'blogs',
  'categoryBlogs',
  'featuredBlogs',
  'recentBlogs',
  'headlineBlogs',
  'authorBlogs',
  'blogDetails',
] as const satisfies readonly ReadName[];

const title = (label = 'Title'): FieldSpec => ({
  key: 'title',
  label,
  kind: 'text',
  required: true,
});
const onHome: FieldSpec = { key: 'onHome', label: 'Also on the home page', kind: 'boolean' };

/**
 * The lists the pages read, as the editing area edits them: one description per
 * collection (its table, fields, order and the reads that show it), from which
 * the list, the form, the server's validation and the refresh are made.
 */
export const collections: readonly CollectionSpec[] = [
  {
    name: 'media',
    label: 'News and videos',
    one: 'a news item or video',
    table: t.mediaItems,
    fields: [
      {
        key: 'mediaType',
        label: 'Kind',
        kind: 'choice',
        required: true,
        choices: [
          { value: 'news', label: 'News (a page of its own)' },
          { value: 'video', label: 'Video (plays on /media)' },
        ],
      },
      { key: 'quickTitle', label: 'Short title (cards)', kind: 'text', required: true },
      title('Full title'),
      { key: 'slug', label: 'Address', kind: 'slug', when: { key: 'mediaType', value: 'news' } },
      { key: 'featureImage', label: 'Picture', kind: 'image' },
      { key: 'createdAt', label: 'Date (Bangladesh time)', kind: 'datetime', required: true },
      {
        key: 'content',
        label: 'Body',
        kind: 'richText',
        when: { key: 'mediaType', value: 'news' },
      },
      {
        key: 'link',
        label: 'Video address (YouTube)',
        kind: 'video',
        required: true,
        when: { key: 'mediaType', value: 'video' },
      },
    ],
    titleKey: 'title',
    searchKeys: ['title', 'quickTitle', 'slug'],
    order: { newest: 'createdAt' },
    reads: ['newsVideos'],
    itemRead: 'mediaDetails',
    page: '/media',
    hideable: true,
  },
  {
    name: 'jobs',
    label: 'Job openings',
    one: 'a job opening',
    table: t.jobPosts,
    fields: [
      title('Position'),
      { key: 'jobLocation', label: 'Location', kind: 'text', required: true, suggest: true },
      {
        key: 'employmentStatus',
        label: 'Type',
        kind: 'text',
        required: true,
        missing: 'Enter the type of employment.',
        suggest: true,
        hint: 'Full-time, part-time, contract…',
      },
      {
        key: 'vacancy',
        label: 'Vacancies',
        kind: 'text',
        required: true,
        missing: 'Enter the number of vacancies.',
      },
      {
        key: 'applicationDeadline',
        label: 'Application deadline',
        kind: 'date',
        required: true,
        hint: 'The opening leaves /career after this day.',
      },
      {
        key: 'link',
        label: 'Where to apply (address)',
        kind: 'link',
        required: true,
        missing: 'Enter the address where people apply.',
        hint: 'The job’s description and application form, on the recruitment site.',
      },
    ],
    titleKey: 'title',
    searchKeys: ['title', 'jobLocation'],
    order: { newest: 'applicationDeadline' },
    reads: ['jobPosts'],
    page: '/career',
    hideable: true,
  },
  {
    name: 'publications',
    label: 'Publications',
    one: 'a publication',
    table: t.publications,
    fields: [
      title(),
      { key: 'thumbnail', label: 'Cover', kind: 'image' },
      { key: 'attachment', label: 'PDF file', kind: 'pdf', required: true },
      {
        key: 'publishedAt',
        label: 'Published on (Bangladesh time)',
        kind: 'datetime',
        required: true,
      },
    ],
    titleKey: 'title',
    searchKeys: ['title'],
    order: { newest: 'publishedAt' },
    reads: ['publications'],
    page: '/publications',
    hideable: true,
  },
  {
    name: 'magazines',
    label: 'Magazines',
    one: 'a magazine',
    table: t.magazines,
    fields: [
      title(),
      { key: 'featureImage', label: 'Cover', kind: 'image' },
      { key: 'attachment', label: 'PDF file', kind: 'pdf', required: true },
      { key: 'createdAt', label: 'Issue date (Bangladesh time)', kind: 'datetime', required: true },
    ],
    titleKey: 'title',
    searchKeys: ['title'],
    order: { newest: 'createdAt' },
    reads: ['mediaMagazines'],
    page: '/media',
    hideable: true,
  },
  {
    name: 'videos',
    label: 'Blog videos',
    one: 'a video',
    table: t.videos,
    fields: [
      title(),
      { key: 'videoLink', label: 'Video address (YouTube)', kind: 'video', required: true },
      { key: 'thumbnail', label: 'Thumbnail', kind: 'image' },
      {
        key: 'publishedAt',
        label: 'Published on (Bangladesh time)',
        kind: 'datetime',
        required: true,
      },
    ],
    titleKey: 'title',
    searchKeys: ['title'],
    order: { newest: 'publishedAt' },
    reads: ['videos'],
    page: '/blogs/video',
    hideable: true,
  },
  {
    name: 'certificates',
    label: 'Certificates',
    one: 'a certificate',
    table: t.certificates,
    fields: [
      title(),
      { key: 'category', label: 'Category', kind: 'text', required: true, suggest: true },
      { key: 'featureImage', label: 'Picture of the certificate', kind: 'image' },
      onHome,
    ],
    titleKey: 'title',
    searchKeys: ['title', 'category'],
    order: { position: true },
    reads: ['certificatesByCategory', 'homeCertificates'],
    page: '/sustainability',
    hideable: true,
  },
  {
    name: 'clients',
    label: 'Client logos',
    one: 'a client logo',
    table: t.clientLogos,
    fields: [
      title('Client'),
      { key: 'link', label: 'Client’s website', kind: 'link' },
      { key: 'featureImage', label: 'Logo', kind: 'image' },
      onHome,
    ],
    titleKey: 'title',
    searchKeys: ['title'],
    order: { position: true },
    reads: ['clientLogos', 'homeClientLogos'],
    page: '/clients-logo',
    hideable: true,
  },
  {
    name: 'awards',
    label: 'Awards',
    one: 'an award',
    table: t.awards,
    fields: [title(), { key: 'featureImage', label: 'Picture', kind: 'image' }, onHome],
    titleKey: 'title',
    searchKeys: ['title'],
    order: { position: true },
    reads: ['awards', 'homeAwards'],
    page: '/awards',
    hideable: true,
  },
  {
    name: 'authors',
    label: 'Authors',
    one: 'an author',
    table: t.authors,
    fields: [
      { key: 'fullName', label: 'Full name', kind: 'text', required: true },
      { key: 'avatar', label: 'Portrait', kind: 'image' },
    ],
    titleKey: 'fullName',
    searchKeys: ['fullName'],
    order: { newest: 'id' },
    reads: blogReads,
    page: '/blogs',
    hideable: false,
  },
];

export const collection = (name: string) => collections.find((c) => c.name === name);

/** The fields a row of this kind shows (a news item has a body, a video a link). */
export const shownFields = (spec: CollectionSpec, values: Record<string, unknown>) =>
  spec.fields.filter((field) => !field.when || values[field.when.key] === field.when.value);
