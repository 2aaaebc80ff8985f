/**
 * Site search: the shapes both engines share. The embedded store answers with
 * PostgreSQL full-text search (store-engine.ts); with an upstream CMS, an index
 * built in this process from the contract's reads answers (memory-engine.ts).
 */

/** What a result is, in the order the filters show them. */
export const SEARCH_KINDS = ['article', 'media', 'job', 'publication', 'author', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const KIND_LABELS: Record<SearchKind, { one: string; many: string }> = {
  article: { one: 'Article', many: 'Articles' },
  media: { one: 'News & media', many: 'News & media' },
  job: { one: 'Job opening', many: 'Jobs' },
  publication: { one: 'Publication', many: 'Publications' },
  author: { one: 'Author', many: 'Authors' },
  page: { one: 'Page', many: 'Pages' },
};

/** Results on one page of /search. */
export const SEARCH_PER_PAGE = 10;
/** Suggestions under the header's field. */
export const SUGGESTIONS_LIMIT = 6;
/** Fewer letters than this suggest nothing (too many matches to be of use). */
export const MIN_SUGGEST_LENGTH = 2;

/** One searchable thing, as an engine indexes it. */
export type SearchDocument = {
  kind: SearchKind;
  /** Unique within its kind (an id, a slug, a path). */
  ref: string;
  /** Where the result links to, on this site or (a job's application, a PDF) beside it. */
  href: string;
  /** Weighted highest. */
  title: string;
  /** Weighted second: a short description, a location, a job's terms. */
  summary: string;
  /** Plain text (no markup), weighted lowest. */
  body: string;
  /** ISO 8601, or null for things without a date (pages, authors). */
  date: string | null;
  /**
   * Weighted as the title, never shown: a page's navigation label and the words
   * visitors use for it (synonyms.ts). Empty for content.
   */
  keywords?: string;
  /**
   * Its Bangla (issue 49), searched and shown on /bn/search: each field '' where it
   * has none, and the English stands in for it. Absent: the English throughout.
   * `more`: the rest of a long page's words (its lists and cards), weighted below
   * the body (store D, MiniSearch half the body's boost) so that they find the page
   * without drowning the pages they are about; shown after the body.
   */
  bn?: { title: string; summary: string; body: string; keywords: string; more?: string };
  /** The same for the page read as Bangla (bangla-documents.ts): weighted below the body. */
  more?: string;
};

/**
 * Text with its matched words between MARK_START and MARK_END. Both are control
 * characters the engines strip from content and queries, so the page can split
 * on them and render every part as text (React escapes it): no markup from content
 * or from a query reaches the page.
 */
export type MarkedText = string;
export const MARK_START = '\u0001';
export const MARK_END = '\u0002';

export type SearchHit = {
  kind: SearchKind;
  href: string;
  title: MarkedText;
  snippet: MarkedText;
  date: string | null;
  /** When no result has every word: the query's words (or "phrases") this one lacks. */
  missing?: string[];
};

export type SearchResults = {
  hits: SearchHit[];
  /** Matches of the kind asked for (all kinds when none was). */
  total: number;
  /** Matches per kind, whatever kind was asked for (the filters' counts). */
  counts: Record<SearchKind, number>;
  /** The page shown: the one asked for, or the last one when it was past the end. */
  page: number;
  lastPage: number;
  /**
   * Words the engine read as another, each as one word only: a typo forgiven
   * (`{ kniting: 'knitting' }`, the spelling most results have, then the one the
   * site's documents use most), or a real word read as another (see `showing`).
   */
  corrections: Record<string, string>;
  /** With no results: the query spelled as the index knows its words, when that differs. */
  suggestion: string | null;
  /**
   * No result had every word, so these were left out: the words (or "phrases"),
   * as typed, that no result (of the kind asked for) has, so that each is among
   * every result's `missing` too. Empty when each word is in some result.
   */
  leftOut: string[];
  /**
   * No result has every word: results are ranked by how many they have, and
   * each says which it lacks (`missing`). False when some have every word and
   * the pages about all but one follow them (FEW_RESULTS): those say what they lack.
   */
  partial: boolean;
  /**
   * What the results are for, in the visitor's words, for the count line: the
   * query as typed, or as read (`showing.text`), or without the words left out.
   */
  searched: string;
  /**
   * Every word was found, some read as others (`corrections`: a typo, or a real
   * word when the query as typed finds nothing, 'diary' as 'dairy'; never a word
   * of the pages' keywords, 'post' is not 'cost'): `text` is what was searched for,
   * `instead` the query as typed, those words quoted so that it is searched for as
   * it is. The page says this, or the words left out, never both.
   */
  showing: { text: string; instead: string } | null;
};

export type Suggestion = {
  kind: SearchKind;
  title: string;
  href: string;
  /** Its kind's name in the language asked for (the suggestions API adds it). */
  label?: string;
};

export interface SearchEngine {
  search(query: ParsedQuery, kind: SearchKind | null, page: number): Promise<SearchResults>;
  suggest(query: ParsedQuery, limit: number): Promise<Suggestion[]>;
}

/** A query as the engines read it (query.ts makes one from what a visitor typed). */
export type ParsedQuery = {
  /** The query as shown back (trimmed, control characters removed, shortened). */
  text: string;
  /** Each must match. A word may be forgiven one typo; the last may be a prefix. */
  terms: QueryTerm[];
  /** `-word`: results containing it are left out. */
  excluded: string[];
};

/** `exact`: a quoted word, searched for as it is (no typo forgiven, no correction). */
export type QueryTerm =
  | { type: 'word'; word: string; prefix: boolean; exact?: true }
  | { type: 'phrase'; words: string[] };

export const emptyCounts = (): Record<SearchKind, number> =>
  Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, 0])) as Record<SearchKind, number>;

export const isSearchKind = (value: unknown): value is SearchKind =>
  typeof value === 'string' && (SEARCH_KINDS as readonly string[]).includes(value);

/**
 * When fewer results than this have every word, the results with some of the words
 * follow them, ranked by how many they have (as Typesense's drop_tokens_threshold):
 * a weak mention of every word must not hide the page that is all about most of them.
 */
export const FEW_RESULTS = 3;
