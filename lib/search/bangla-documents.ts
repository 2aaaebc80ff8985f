import type { SearchDocument } from './types';

/**
 * A document as /bn/search reads it in the in-memory engine (issue 49), as the
 * store's search_bn does: each field's Bangla where it has one, else its English
 * (which English words still find); its keywords in both languages; the rest of a
 * long page's Bangla as its `more`, weighted below the body.
 */
export const asBangla = (document: SearchDocument): SearchDocument =>
  document.bn
    ? {
        ...document,
        title: document.bn.title || document.title,
        summary: document.bn.summary || document.summary,
        body: document.bn.body || document.body,
        keywords: [document.keywords ?? '', document.bn.keywords].filter(Boolean).join(', '),
        ...(document.bn.more && { more: document.bn.more }),
      }
    : document;
