import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { lists } from '../content/lists';
import { listColumns } from './list-columns';

/**
 * The embedded store. Singleton records (a unit's figures, a sustainability
 * record) are edited as a whole and kept as JSON documents in `records`, keyed by
 * their contract path; collections that are listed, paged or filtered have tables,
 * whose described columns come from lib/content/lists.ts.
 */
export const records = pgTable('records', {
  key: text('key').primaryKey(),
  body: jsonb('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Raised by every save in the editing area: a save made on an older version is refused. */
  version: integer('version').notNull().default(1),
  updatedBy: text('updated_by'),
  /** Changes saved in the editing area but not published yet (shown only in preview). */
  draft: jsonb('draft').$type<Draft>(),
  /** The Bangla values of the body's text, at the same paths (issue 49; lib/i18n/translate.ts). */
  bn: jsonb('bn').$type<Record<string, unknown>>().notNull().default({}),
});

/** Unpublished changes to a published record or article: the form's values, and who saved them when. */
export type Draft = {
  values: Record<string, unknown>;
  savedBy: string;
  savedAt: string;
  /** A record's Bangla as the draft has it (an article's is in its values). */
  bn?: Record<string, unknown>;
};

/**
 * What the editing area keeps on each collection's rows: whether the row shows on
 * the site (unpublished rows stay in the store), and a version that every save
 * raises, so that a save made on an older version is refused instead of
 * overwriting someone else's.
 */
const editable = {
  published: boolean('published').notNull().default(true),
  version: integer('version').notNull().default(1),
  updatedBy: text('updated_by'),
};

/** The order of rows on their page (set by dragging in the editing area), kept before on_home. */
const position = () => integer('position').notNull().default(0);
function beforeOnHome<
  C extends Record<string, PgColumnBuilderBase> & { onHome: PgColumnBuilderBase },
>(columns: C) {
  const { onHome, ...described } = columns;
  return { ...described, position: position(), onHome } as Omit<C, 'onHome'> & {
    position: ReturnType<typeof position>;
    onHome: C['onHome'];
  };
}

export const clientLogos = pgTable(lists.clientLogos.table, {
  id: integer('id').primaryKey(),
  ...beforeOnHome(listColumns(lists.clientLogos)),
  ...editable,
});

export const awards = pgTable(lists.awards.table, {
  id: integer('id').primaryKey(),
  ...beforeOnHome(listColumns(lists.awards)),
  ...editable,
});

export const certificates = pgTable(lists.certificates.table, {
  id: integer('id').primaryKey(),
  ...beforeOnHome(listColumns(lists.certificates)),
  ...editable,
});

/**
 * The blog's categories: the articles name one by its address (the key); the
 * editing area's lists by its id. Their names are described in lib/content/blog-names.ts.
 */
export const blogCategories = pgTable(lists.blogCategories.table, {
  ...listColumns(lists.blogCategories),
  slug: text('slug').primaryKey(),
  position: position(),
  id: serial('id').notNull().unique(),
  version: integer('version').notNull().default(1),
  updatedBy: text('updated_by'),
});

/** The tags' names, English (as the articles' `tags` hold them) and Bangla. */
export const blogTags = pgTable(lists.blogTags.table, {
  id: serial('id').primaryKey(),
  ...listColumns(lists.blogTags),
  version: integer('version').notNull().default(1),
  updatedBy: text('updated_by'),
});

export const authors = pgTable(lists.authors.table, {
  id: integer('id').primaryKey(),
  ...listColumns(lists.authors),
  version: integer('version').notNull().default(1),
  updatedBy: text('updated_by'),
});

export const blogPosts = pgTable(lists.blogPosts.table, {
  id: integer('id').primaryKey(),
  ...listColumns(lists.blogPosts),
  // Null only on a draft never published (saved with no more than a title): publishing,
  // hiding and the list's bulk publish require both (lib/admin/blog-post-input.ts).
  authorId: integer('author_id').references(() => authors.id),
  categorySlug: text('category_slug')
    // A category's address changed in the editing area moves its articles with it.
    .references(() => blogCategories.slug, { onUpdate: 'cascade' }),
  ...editable,
  draft: jsonb('draft').$type<Draft>(),
});

export const videos = pgTable(lists.videos.table, {
  id: integer('id').primaryKey(),
  ...listColumns(lists.videos),
  ...editable,
});

export const publications = pgTable(lists.publications.table, {
  id: integer('id').primaryKey(),
  ...listColumns(lists.publications),
  ...editable,
});

/** A news item (its slug, body) or a video (its link): `mediaType` says which. */
export const mediaItems = pgTable(lists.mediaItems.table, {
  id: integer('id').primaryKey(),
  ...listColumns(lists.mediaItems),
  ...editable,
  draft: jsonb('draft').$type<Draft>(),
});

export const magazines = pgTable(lists.magazines.table, {
  id: integer('id').primaryKey(),
  ...listColumns(lists.magazines),
  ...editable,
});

export const jobPosts = pgTable(lists.jobPosts.table, {
  id: integer('id').primaryKey(),
  ...listColumns(lists.jobPosts),
  ...editable,
});

/** Marked in the editing area's inbox by whoever answered the submission. */
const handled = {
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: text('handled_by'),
};

export const subscribers = pgTable('subscribers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  ...handled,
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  note: text('note').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  ...handled,
});

/**
 * The site-wide values staff own (the editing area's Settings page): one row, keyed
 * `site`, whose body holds only what staff changed (lib/settings.ts fills in the rest).
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  body: jsonb('body').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/**
 * E-mail waiting to go, sent or given up (lib/mail/outbox.ts): each row is written
 * in the same transaction as what causes it, and a sender on every instance claims
 * it (claimed_until) before sending, so it goes once.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** 'contact', 'password-reset' or 'newsletter-digest'. */
    kind: text('kind').notNull(),
    /** The contact message it tells of (its e-mail state shows in the inbox). */
    contactMessageId: integer('contact_message_id'),
    /** Its addresses; null: the staff's (Settings, else CONTACT_NOTIFY_TO), read when it is sent. */
    to: jsonb('to').$type<string[]>(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** One row per key (a day's newsletter digest), whichever instance writes it first. */
    onceKey: text('once_key').unique(),
    /** 'waiting', 'sent' or 'failed'. */
    state: text('state').notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Why it is still waiting, or why it failed: a sentence with no address in it. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_due').on(table.state, table.nextAttemptAt),
    index('outbox_contact_message').on(table.contactMessageId),
  ],
);

export * from './schema-accounts';
export * from './schema-search';
export * from './schema-editing';
