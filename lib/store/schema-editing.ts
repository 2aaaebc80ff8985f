import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every save of an article ('blog'), a list item (its collection's name) or a
 * record ('record') as the document saved: the editing area shows the
 * difference between any two and restores one. The newest REVISIONS_KEPT per
 * item are kept (lib/admin/revisions.ts).
 */
export const revisions = pgTable(
  'revisions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** The item's id (a record's contract path). */
    item: text('item').notNull(),
    /** 'draft', 'publish', 'hide', 'save', 'restore'. */
    action: text('action').notNull(),
    doc: jsonb('doc').$type<Record<string, unknown>>().notNull(),
    savedBy: text('saved_by').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('revisions_item').on(table.kind, table.item, table.id)],
);

/**
 * Deleted articles and list items, whole, for BIN_DAYS days: off the site (their
 * rows are gone from the content tables, so from pages, search, feed and
 * sitemap), put back as they were by a restore (lib/admin/bin.ts).
 */
export const binItems = pgTable(
  'bin_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    title: text('title').notNull(),
    row: jsonb('row').$type<Record<string, unknown>>().notNull(),
    deletedBy: text('deleted_by').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bin_items_deleted_at').on(table.deletedAt)],
);

/**
 * An article's earlier addresses (slugs under /blogs/details/): each answers 308
 * to the article's address of today, whatever it became since (so chains
 * collapse), unless an article has that address now. Made when a published
 * article's address changes; staff see, edit and delete them on Redirects.
 */
export const articleRedirects = pgTable('article_redirects', {
  fromSlug: text('from_slug').primaryKey(),
  articleId: integer('article_id').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A blog category's earlier address, leading to the category (by id) wherever it is now. */
export const categoryRedirects = pgTable('category_redirects', {
  fromSlug: text('from_slug').primaryKey(),
  categoryId: integer('category_id').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
