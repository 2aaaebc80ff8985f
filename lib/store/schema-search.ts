import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Site search (lib/search/store-engine.ts): one row per searchable thing. The
 * content tables' triggers (migration 0003_search) keep their rows current on
 * every write, whoever makes it; the site's own pages are written by the server
 * when it opens the store (lib/search/store-pages.ts).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    href: text('href').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Plain text: the triggers take the markup out. */
    body: text('body').notNull().default(''),
    /**
     * Weighted as the title, never shown: a site page's navigation label and the
     * words visitors use for it (lib/search/synonyms.ts). Empty for content.
     */
    keywords: text('keywords').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    published: boolean('published').notNull().default(true),
    /** A job opening is found until its application deadline. */
    openUntil: date('open_until'),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "keywords"), 'A') || setweight(to_tsvector('english', "summary"), 'B') || setweight(to_tsvector('english', "body"), 'C')`,
    ),
    /**
     * The Bangla of the title, summary, body and keywords (issue 49), '' where the
     * item has none: NFC, without ZWJ/ZWNJ (search_bangla), as a query's words are.
     */
    titleBn: text('title_bn').notNull().default(''),
    summaryBn: text('summary_bn').notNull().default(''),
    bodyBn: text('body_bn').notNull().default(''),
    keywordsBn: text('keywords_bn').notNull().default(''),
    /**
     * The rest of a long site page's Bangla (its lists and cards: lib/search/site-page-bangla.ts,
     * BANGLA_MORE), weighted least (D), below its headings and lead in body_bn.
     */
    moreBn: text('more_bn').notNull().default(''),
    /**
     * What /bn/search matches: each field's Bangla through the `simple` configuration
     * (PostgreSQL has no Bengali dictionary: a word is kept whole, vowel signs and
     * hasanta in it), else its English through `english`, so English-only content is
     * still found by English words; the keywords in both languages; and, weighted
     * least (D), the English title and summary of what has them in Bangla, so a job
     * typed in English ('merchandiser') is found on the Bangla page too; and, as
     * little (D), the rest of a long page's Bangla (more_bn).
     */
    searchBn: tsvector('search_bn').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', "title_bn") || to_tsvector('english', CASE WHEN "title_bn" = '' THEN "title" ELSE '' END), 'A') || setweight(to_tsvector('simple', "keywords_bn") || to_tsvector('english', "keywords"), 'A') || setweight(to_tsvector('simple', "summary_bn") || to_tsvector('english', CASE WHEN "summary_bn" = '' THEN "summary" ELSE '' END), 'B') || setweight(to_tsvector('simple', "body_bn") || to_tsvector('english', CASE WHEN "body_bn" = '' THEN "body" ELSE '' END), 'C') || setweight(to_tsvector('english', CASE WHEN "title_bn" = '' THEN '' ELSE "title" END || ' ' || CASE WHEN "summary_bn" = '' THEN '' ELSE "summary" END) || to_tsvector('simple', "more_bn"), 'D')`,
    ),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.ref] }),
    // No pending list: PGlite has no autovacuum to merge one, and every search would scan it.
    index('search_documents_search').using('gin', table.search).with({ fastupdate: false }),
    index('search_documents_search_bn').using('gin', table.searchBn).with({ fastupdate: false }),
  ],
);

/**
 * Every word the published documents use, as written (not stemmed): the typos
 * forgiven and the spellings suggested are words from here, found by trigram
 * similarity (pg_trgm); a query's last word is completed from here.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (table) => [
  index('search_words_trigrams')
    .using('gin', sql`${table.word} gin_trgm_ops`)
    .with({ fastupdate: false }),
]);

/**
 * Staff's own synonyms (the editing area's Site search page): these words lead
 * to that page, beside the list shipped in lib/search/synonyms.ts. The site's
 * pages are indexed again with them on every change.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  /** Comma-separated, lower case: 'jobs, vacancy, hiring'. */
  words: text('words').notNull(),
  /** A site page's path: '/career'. */
  page: text('page').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: text('created_by'),
});

/**
 * What visitors searched for, per day: the query's text and how often, never who
 * (no address, no cookie, no time of day). At most SEARCH_LOG_PER_DAY queries a day
 * and SEARCH_LOG_DAYS days are kept (lib/search/search-log.ts).
 */
export const searchQueries = pgTable(
  'search_queries',
  {
    day: date('day').notNull(),
    query: text('query').notNull(),
    count: integer('count').notNull().default(1),
    /** Whether its last search that day found anything. */
    found: boolean('found').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.query] })],
);
