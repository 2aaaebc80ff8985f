import { INDEXED_FIELDS } from '@/lib/copy/indexed';
import { messagesFor, navLabel } from '@/lib/i18n/messages';
import { isGroup, navigation } from '@/lib/navigation';
import { proseOf } from './copy-prose';
import { plainText } from './plain-text';
import { BANGLA_MORE, banglaSources } from './site-page-bangla';
import { sources, type PageSource } from './site-page-sources';
import { BANGLA_SYNONYMS, DEFAULT_SYNONYMS, wordsFor, type Synonym } from './synonyms';
import type { SearchDocument } from './types';

export { isProse, proseOf } from './copy-prose';
export { plainText } from './plain-text';

/**
 * The site's own pages as search documents: the public static pages whose words
 * live in the code (lib/copy, the home page's content module and two page files),
 * each with its h1 as the title, its meta description as the summary and its copy,
 * walked generically, as the body. Plain data only: no React, no server-only, so
 * both engines (and the unit tests) can read it.
 */

/** A body longer than this is cut (at a piece's end); no page comes near it today. */
export const MAX_BODY_LENGTH = 20_000;

/** Pieces of text, each once, in first-seen order, as one body within MAX_BODY_LENGTH. */
function bodyOf(pieces: string[], title: string): string {
  const kept: string[] = [];
  const seen = new Set([title]);
  let length = 0;
  for (const piece of pieces) {
    if (seen.has(piece)) continue;
    seen.add(piece);
    const added = piece.length + (kept.length ? 1 : 0);
    if (length + added > MAX_BODY_LENGTH) break;
    kept.push(piece);
    length += added;
  }
  return kept.join('\n');
}

/** Each internal link of the header navigation: its path and its label ('Our Clients'). */
export function navigationLabels(): Map<string, string> {
  const labels = new Map<string, string>();
  for (const item of navigation) {
    for (const link of isGroup(item) ? item.children : [item]) {
      if (!link.external && link.href.startsWith('/')) labels.set(link.href, link.label);
    }
  }
  return labels;
}

/**
 * One 'page' document per public static page whose words live in the code; its
 * `keywords` are its navigation label and the words `synonyms` lead to it.
 */
export function sitePageDocuments(
  synonyms: readonly Synonym[] = DEFAULT_SYNONYMS,
): SearchDocument[] {
  const labels = navigationLabels();
  const bangla = new Map(banglaSources().map((source) => [source.path, source]));
  const bn = messagesFor('bn');
  const seen = new Set<string>();
  const documents: SearchDocument[] = [];
  for (const source of sources()) {
    if (seen.has(source.path)) continue;
    seen.add(source.path);
    const title = plainText(source.title);
    documents.push({
      kind: 'page',
      ref: source.path,
      href: source.path,
      title,
      summary: plainText(source.description),
      body: bodyOf(copyProse(source), title),
      keywords: plainText(
        [labels.get(source.path) ?? '', ...wordsFor(source.path, synonyms)].join(', '),
      ),
      date: null,
      bn: banglaDocument(
        source.path,
        bangla.get(source.path),
        navLabel(bn, labels.get(source.path) ?? ''),
      ),
    });
  }
  return documents;
}

/**
 * The words of a page's copy, each piece read by its fields in lib/copy/indexed.ts
 * (those `keep` keeps: a field and its piece's place).
 */
const copyProse = (
  source: PageSource,
  keep: (field: string, piece: number) => boolean = () => true,
) =>
  source.copy.flatMap((piece, i) =>
    proseOf(
      piece,
      (INDEXED_FIELDS[source.path]?.[i] ?? []).filter((field) => keep(field, i)),
    ),
  );

/**
 * A page's Bangla: its Bangla copy's title, description and words, where it has
 * them (the fields BANGLA_MORE names as its `more`, weighted lower); its Bangla
 * navigation label and BANGLA_SYNONYMS' words as its keywords.
 */
function banglaDocument(path: string, source: PageSource | undefined, label: string) {
  const title = source ? plainText(source.title) : /[\u0980-\u09ff]/.test(label) ? label : '';
  const lower = BANGLA_MORE[path] ?? {};
  const isMore = (field: string, piece: number) => lower[piece]?.includes(field) ?? false;
  const body = source ? copyProse(source, (field, piece) => !isMore(field, piece)) : [];
  const more = source ? copyProse(source, isMore).filter((piece) => !body.includes(piece)) : [];
  return {
    title,
    summary: source ? plainText(source.description) : '',
    body: bodyOf(body, title),
    ...(more.length > 0 && { more: bodyOf(more, title) }),
    keywords: plainText(
      [/[\u0980-\u09ff]/.test(label) ? label : '', ...wordsFor(path, BANGLA_SYNONYMS)]
        .filter(Boolean)
        .join(', '),
    ),
  };
}
