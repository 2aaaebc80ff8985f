import type { PlaceholderKind } from './placeholders';

/**
 * The lists the pages read (jobs, news and videos, publications…), each described
 * once, as Payload CMS describes a collection: its fields, in the order of the
 * table's columns, with their kind, label and rules. The store's table
 * (lib/store/list-columns.ts), the contract's wire schema and the store's answer
 * (lib/content/list-wire.ts), the editing form (lib/admin/collections.ts), the
 * search document and the seed's row type all follow from it. A field's key is
 * the table's property; its column is the key in snake_case unless named.
 */

export type FieldKind =
  | 'text'
  | 'longText'
  | 'slug'
  | 'link'
  | 'video'
  | 'image'
  | 'pdf'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'choice'
  | 'richText'
  | 'tags';

/**
 * How the store keeps a field: 'required' text is NOT NULL without a default,
 * 'blank' text NOT NULL DEFAULT '', 'nullable' text may be NULL (and is unique),
 * 'unique' text is NOT NULL and unique; 'date' and 'timestamp' are NOT NULL; a
 * 'flag' is a boolean, true by default, an 'unset' one false; 'words' a text
 * array, empty by default.
 */
export type Storage =
  'required' | 'blank' | 'nullable' | 'unique' | 'date' | 'timestamp' | 'flag' | 'unset' | 'words';

export type ListField = {
  kind: FieldKind;
  label: string;
  required?: boolean;
  /** What an empty required field is told, where "Enter the <label>." would not read well. */
  missing?: string;
  hint?: string;
  /** 'choice': the values offered; a 'text' field with `suggest` offers the column's existing values. */
  choices?: readonly { value: string; label: string }[];
  suggest?: boolean;
  /** Shown only when another field has this value (a news item's body, a video's link). */
  when?: { key: string; value: string };
  /** 'image': the placeholder the contract shows when there is no picture. */
  placeholder?: PlaceholderKind;
  /** The column's name, when not the key in snake_case. */
  column?: string;
  /** The name on the wire, when not the column's. */
  wire?: string;
  /** Where the store keeps it differently from what its kind and `required` say. */
  storage?: Storage;
  /** In the search document's summary, after this prefix ('' for none). */
  summary?: string;
};

/**
 * How a list's rows enter the site search. The store's SQL function that makes a
 * row's search document is written from this and the fields' `summary`
 * (lib/store/search-functions.ts; `npm run db:search` writes the migration).
 */
export type ListSearch = {
  /** The search's kind of result (its tabs). */
  kind: 'article' | 'media' | 'publication' | 'job' | 'author';
  /** Before the row's id in the document's reference ('' for the id alone). */
  ref: string;
  /**
   * The page a result opens: a path; or `path` followed by a field's value, when
   * the field has one (and its `when` holds), else `otherwise`.
   */
  href: string | { path: string; field: string; otherwise?: string };
  /** The fields of the result's title and of its body text (HTML is read as text). */
  title: string;
  body?: string;
  /** Between the summary's fields (' · ' unless told). */
  summaryJoin?: string;
  /** The date results are ordered by, and the day after which a result leaves the search. */
  date?: string;
  openUntil?: string;
  /** Rows without a `published` column: always in the search. */
  alwaysPublished?: true;
};

export type ListFields = Record<string, ListField>;
export type ListDescription<F extends ListFields = ListFields> = {
  table: string;
  /** In the order of the table's columns. */
  fields: F;
  /** The order the form shows them in, when not the columns'. */
  formOrder?: readonly string[];
  search?: ListSearch;
};

/** `jobLocation` → `job_location`, at the type level too. */
export type Snake<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Snake<T>}`
  : S;
export const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export type StorageOf<F extends ListField> = F extends { storage: infer S extends Storage }
  ? S
  : F['kind'] extends 'date'
    ? 'date'
    : F['kind'] extends 'datetime'
      ? 'timestamp'
      : F['kind'] extends 'boolean'
        ? 'flag'
        : F['kind'] extends 'slug'
          ? 'nullable'
          : F['kind'] extends 'tags'
            ? 'words'
            : F extends { required: true }
              ? 'required'
              : 'blank';

export function storageOf(field: ListField): Storage {
  if (field.storage) return field.storage;
  const byKind: Partial<Record<FieldKind, Storage>> = {
    date: 'date',
    datetime: 'timestamp',
    boolean: 'flag',
    slug: 'nullable',
    tags: 'words',
  };
  return byKind[field.kind] ?? (field.required ? 'required' : 'blank');
}

export const columnName = (key: string, field: ListField) => field.column ?? snake(key);
export const wireName = (key: string, field: ListField) => field.wire ?? columnName(key, field);

const list = <const F extends ListFields>(
  table: string,
  fields: F,
  more: {
    formOrder?: readonly (keyof F & string)[];
    search?: ListSearch & { title: keyof F & string };
  } = {},
): ListDescription<F> => ({ table, fields, ...more });

const title = (label = 'Title') => ({ kind: 'text', label, required: true }) as const;
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
      quickTitle: { kind: 'text', label: 'Short title (cards)', required: true, summary: '' },
      title: title('Full title'),
      featureImage: { kind: 'image', label: 'Picture', placeholder: 'photo' },
      content: { kind: 'richText', label: 'Body', when: { key: 'mediaType', value: 'news' } },
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
      jobLocation: { kind: 'text', label: 'Location', required: true, suggest: true, summary: '' },
      employmentStatus: {
        kind: 'text',
        label: 'Type',
        required: true,
        missing: 'Enter the type of employment.',
        suggest: true,
        hint: 'Full-time, part-time, contract…',
        summary: '',
      },
      vacancy: {
        kind: 'text',
        label: 'Vacancies',
        required: true,
        missing: 'Enter the number of vacancies.',
        summary: 'Vacancy: ',
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
      fullName: { kind: 'text', label: 'Full name', required: true },
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
      shortDescription: { kind: 'longText', label: 'Summary', summary: '' },
      description: { kind: 'richText', label: 'Body' },
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
