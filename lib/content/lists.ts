import { blogNames } from './blog-names.ts';
import { describeList as list } from './list-description.ts';

/**
 * The lists the pages read (jobs, news and videos, publications…) and the blog's
 * articles, each described once, as Payload CMS describes a collection: its
 * fields, in the order of the table's columns, with their kind, label and rules
 * (lib/content/list-description.ts). The store's table (lib/store/list-columns.ts),
 * the contract's wire schema and the store's answer (lib/content/list-wire.ts),
 * the editing form (lib/admin/collections.ts), the search document
 * (lib/store/search-functions.ts) and the seed's row type all follow from it. The
 * blog's category and tag names are in lib/content/blog-names.ts, the Bangla alt
 * text of an article's picture in lib/content/article-picture-alt.ts.
 */

const title = (label = 'Title') =>
  ({ kind: 'text', label, required: true, translate: true }) as const;
const onHome = { kind: 'boolean', label: 'Also on the home page' } as const;
const bangladeshTime = (label: string) =>
  ({ kind: 'datetime', label: `${label} (Bangladesh time)`, required: true }) as const;
const publishedAt = {
  ...bangladeshTime('Published on'),
  wire: 'published_date',
} as const;
/** A PDF the form requires; the store keeps '' for rows from before it did. */
const pdf = { kind: 'pdf', label: 'PDF file', required: true, storage: 'blank' } as const;

export const lists = {
  mediaItems: list(
    'media_items',
    {
      mediaType: {
        kind: 'choice',
        label: 'Kind',
        required: true,
        choices: [
          { value: 'news', label: 'News (a page of its own)' },
          { value: 'video', label: 'Video (plays on /media)' },
        ],
      },
      slug: { kind: 'slug', label: 'Address', when: { key: 'mediaType', value: 'news' } },
      quickTitle: {
        kind: 'text',
        label: 'Short title (cards)',
        required: true,
        summary: '',
        translate: true,
      },
      title: title('Full title'),
      featureImage: { kind: 'image', label: 'Picture', placeholder: 'photo' },
      content: {
        kind: 'richText',
        label: 'Body',
        when: { key: 'mediaType', value: 'news' },
        translate: true,
      },
      link: {
        kind: 'video',
        label: 'Video address (YouTube)',
        required: true,
        when: { key: 'mediaType', value: 'video' },
        storage: 'blank',
      },
      createdAt: bangladeshTime('Date'),
    },
    {
      formOrder: [
        'mediaType',
        'quickTitle',
        'title',
        'slug',
        'featureImage',
        'createdAt',
        'content',
        'link',
      ],
      search: {
        kind: 'media',
        ref: 'item-',
        href: { path: '/media-details/', field: 'slug', otherwise: '/media' },
        title: 'title',
        body: 'content',
        date: 'createdAt',
      },
    },
  ),
  jobPosts: list(
    'job_posts',
    {
      title: title('Position'),
      jobLocation: {
        kind: 'text',
        label: 'Location',
        required: true,
        suggest: true,
        summary: '',
        translate: true,
      },
      employmentStatus: {
        kind: 'text',
        label: 'Type',
        required: true,
        missing: 'Enter the type of employment.',
        suggest: true,
        hint: 'Full-time, part-time, contract…',
        summary: '',
        translate: true,
      },
      vacancy: {
        kind: 'text',
        label: 'Vacancies',
        required: true,
        missing: 'Enter the number of vacancies.',
        summary: 'Vacancy: ',
        summaryBn: 'শূন্য পদ: ',
      },
      applicationDeadline: {
        kind: 'date',
        label: 'Application deadline',
        required: true,
        hint: 'The opening leaves /career after this day.',
      },
      link: {
        kind: 'link',
        label: 'Where to apply (address)',
        required: true,
        missing: 'Enter the address where people apply.',
        hint: 'The job’s description and application form, on the recruitment site.',
      },
    },
    {
      search: {
        kind: 'job',
        ref: '',
        href: '/career',
        title: 'title',
        openUntil: 'applicationDeadline',
      },
    },
  ),
  publications: list(
    'publications',
    {
      title: title(),
      thumbnail: { kind: 'image', label: 'Cover', placeholder: 'document' },
      attachment: pdf,
      publishedAt,
    },
    {
      search: {
        kind: 'publication',
        ref: 'publication-',
        href: '/publications',
        title: 'title',
        date: 'publishedAt',
      },
    },
  ),
  magazines: list(
    'magazines',
    {
      title: title(),
      featureImage: { kind: 'image', label: 'Cover', placeholder: 'document' },
      attachment: pdf,
      createdAt: bangladeshTime('Issue date'),
    },
    {
      search: {
        kind: 'publication',
        ref: 'magazine-',
        href: '/media',
        title: 'title',
        date: 'createdAt',
      },
    },
  ),
  videos: list(
    'videos',
    {
      title: title(),
      videoLink: { kind: 'video', label: 'Video address (YouTube)', required: true },
      thumbnail: { kind: 'image', label: 'Thumbnail', placeholder: 'photo' },
      publishedAt,
    },
    {
      search: {
        kind: 'media',
        ref: 'video-',
        href: '/blogs/video',
        title: 'title',
        date: 'publishedAt',
      },
    },
  ),
  certificates: list('certificates', {
    title: title(),
    category: { kind: 'text', label: 'Category', required: true, suggest: true },
    featureImage: {
      kind: 'image',
      label: 'Picture of the certificate',
      placeholder: 'certificate',
    },
    onHome,
  }),
  clientLogos: list('client_logos', {
    title: title('Client'),
    link: { kind: 'link', label: 'Client’s website' },
    featureImage: { kind: 'image', label: 'Logo', placeholder: 'logo' },
    onHome,
  }),
  awards: list('awards', {
    title: title(),
    featureImage: { kind: 'image', label: 'Picture', placeholder: 'award' },
    onHome,
  }),
  authors: list(
    'authors',
    {
      fullName: { kind: 'text', label: 'Full name', required: true, translate: true },
      avatar: { kind: 'image', label: 'Portrait', placeholder: 'avatar' },
    },
    {
      search: {
        kind: 'author',
        ref: '',
        href: { path: '/blogs/author/', field: 'id' },
        title: 'fullName',
        alwaysPublished: true,
      },
    },
  ),
  /**
   * The blog's articles: their columns, wire names and search. Their editor
   * (rich text, drafts, scheduling, revisions) is their own, in lib/admin/blog-*;
   * the author and category columns are references, in lib/store/schema.ts.
   */
  blogPosts: list(
    'blog_posts',
    {
      slug: { kind: 'slug', label: 'Address', required: true, storage: 'unique' },
      title: title(),
      shortDescription: { kind: 'longText', label: 'Summary', summary: '', translate: true },
      description: { kind: 'richText', label: 'Body', translate: true },
      thumbnail: { kind: 'image', label: 'Thumbnail', placeholder: 'photo' },
      featuredImage: {
        kind: 'image',
        label: 'Picture (the article’s page, the lists and the share card)',
        placeholder: 'photo',
      },
      featured: { kind: 'boolean', label: 'Featured on /blogs', storage: 'unset' },
      headline: { kind: 'boolean', label: 'In the home page’s news ticker', storage: 'unset' },
      readingTime: { kind: 'text', label: 'Reading time' },
      publishedAt,
      tags: { kind: 'tags', label: 'Tags', summary: '' },
    },
    {
      search: {
        kind: 'article',
        ref: '',
        href: { path: '/blogs/details/', field: 'slug' },
        title: 'title',
        body: 'description',
        summaryJoin: ' ',
        date: 'publishedAt',
      },
    },
  ),
  ...blogNames,
} as const;

export type Lists = typeof lists;

/** The fields a read sends of a list's rows, in the wire's order (the contract's and the store's). */
export const wireViews = {
  titledImage: ['title', 'featureImage'],
  clientLogo: ['title', 'link', 'featureImage'],
  newsVideo: ['mediaType', 'featureImage', 'createdAt', 'slug', 'quickTitle', 'link'],
  mediaDetails: ['title', 'createdAt', 'featureImage', 'content'],
  magazine: ['featureImage', 'createdAt', 'attachment', 'title'],
  video: ['videoLink', 'thumbnail', 'title', 'publishedAt'],
  publication: ['title', 'thumbnail', 'publishedAt', 'attachment'],
  article: [
    'slug',
    'title',
    'shortDescription',
    'description',
    'thumbnail',
    'featuredImage',
    'featured',
    'readingTime',
    'publishedAt',
    'tags',
  ],
} as const;
