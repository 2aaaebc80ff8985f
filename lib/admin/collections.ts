import type { ReadName } from '@/lib/content/contract';
import * as t from '@/lib/store/schema';
import { lists } from '@/lib/content/lists';
import { articlesNaming, moveCategory, renameTag } from './blog-names';
import { formFields, type CollectionSpec } from './collection-spec';

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

/**
 * The lists the pages read, as the editing area edits them: per collection its
 * table, its form's fields (from its description in lib/content/lists.ts), its
 * order and the reads that show it, from which the list, the form, the server's
 * validation and the refresh are made.
 */
export const collections: readonly CollectionSpec[] = [
  {
    name: 'media',
    label: 'News and videos',
    one: 'a news item or video',
    table: t.mediaItems,
    fields: formFields(lists.mediaItems),
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
    fields: formFields(lists.jobPosts),
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
    fields: formFields(lists.publications),
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
    fields: formFields(lists.magazines),
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
    fields: formFields(lists.videos),
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
    fields: formFields(lists.certificates),
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
    fields: formFields(lists.clientLogos),
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
    fields: formFields(lists.awards),
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
    fields: formFields(lists.authors),
    titleKey: 'fullName',
    searchKeys: ['fullName'],
    order: { newest: 'id' },
    reads: blogReads,
    page: '/blogs',
    hideable: false,
    inUse: {
      count: articlesNaming.authors,
      refusal: 'Not deleted: articles still name this author. Give them another author first.',
    },
  },
  {
    name: 'blog-categories',
    label: 'Blog categories',
    one: 'a blog category',
    table: t.blogCategories,
    fields: formFields(lists.blogCategories),
    titleKey: 'name',
    searchKeys: ['name', 'slug'],
    order: { position: true },
    reads: ['categories', ...blogReads],
    page: '/blogs',
    hideable: false,
    inUse: {
      count: articlesNaming.categories,
      refusal: 'Not deleted: articles are still in this category. Move them to another first.',
    },
    afterUpdate: moveCategory,
  },
  {
    name: 'blog-tags',
    label: 'Blog tags',
    one: 'a blog tag',
    table: t.blogTags,
    fields: formFields(lists.blogTags),
    titleKey: 'name',
    searchKeys: ['name'],
    order: { byName: 'name' },
    reads: blogReads,
    page: '/blogs',
    hideable: false,
    inUse: {
      count: articlesNaming.tags,
      refusal: 'Not deleted: articles are still tagged with it. Take it off them first.',
    },
    afterUpdate: (tx, _editor, before, after) => renameTag(tx, before, after),
  },
];

export const collection = (name: string) => collections.find((c) => c.name === name);

/** The fields a row of this kind shows (a news item has a body, a video a link). */
export const shownFields = (spec: CollectionSpec, values: Record<string, unknown>) =>
  spec.fields.filter((field) => !field.when || values[field.when.key] === field.when.value);
