/**
 * A result of the in-memory engine as shown: its title and a snippet of its text,
 * the words that matched between the markers (see types.ts, MarkedText).
 */
import { STOP_WORDS, tokenize, type Token } from './memory-text';
import type { MemoryIndex, StoredDocument } from './memory-index';
import { MARK_END, MARK_START, type MarkedText, type SearchHit } from './types';

/** Words in a snippet, and how many of them come before the first match. */
const SNIPPET_WORDS = 30;
const SNIPPET_LEAD = 10;

export function hitMaker(ix: MemoryIndex) {
  const { stemOf, stored } = ix;

  /** The text with each word whose stem matched between the markers. */
  function mark(
    text: string,
    tokens: Token[],
    from: number,
    to: number,
    matched: Set<string>,
  ): MarkedText {
    let out = '';
    let position = tokens[from]?.start ?? 0;
    for (let i = from; i < to; i++) {
      const token = tokens[i]!;
      if (STOP_WORDS.has(token.word) || !matched.has(stemOf(token.word))) continue;
      out +=
        text.slice(position, token.start) +
        MARK_START +
        text.slice(token.start, token.end) +
        MARK_END;
      position = token.end;
    }
    const end = to >= tokens.length ? text.length : tokens[to - 1]!.end;
    return out + text.slice(position, end);
  }

  const isMatched = (token: Token, matched: Set<string>) =>
    !STOP_WORDS.has(token.word) && matched.has(stemOf(token.word));

  function snippet(document: StoredDocument, matched: Set<string>): MarkedText {
    // The rest of a long page's words (`more`) is shown after its body.
    let text = document.more ? `${document.body}\n${document.more}` : document.body;
    let tokens = tokenize(text);
    let first = tokens.findIndex((token) => isMatched(token, matched));
    if (first < 0) {
      const summaryTokens = tokenize(document.summary);
      const inSummary = summaryTokens.findIndex((token) => isMatched(token, matched));
      // No match in body or summary (a title match): the summary, or else the body, from its start.
      if (inSummary >= 0 || document.summary) {
        text = document.summary;
        tokens = summaryTokens;
        first = inSummary;
      }
    }
    if (tokens.length === 0) return text;
    const end = Math.min(tokens.length, Math.max(0, first - SNIPPET_LEAD) + SNIPPET_WORDS);
    const start = Math.max(0, end - SNIPPET_WORDS);
    const body = mark(text, tokens, start, end, matched);
    return (
      (start > 0 ? '… ' : '') +
      (start > 0 ? body : text.slice(0, tokens[0]!.start) + body) +
      (end < tokens.length ? ' …' : '')
    );
  }

  function hit(index: number, matched: Set<string>): SearchHit {
    const document = stored[index]!;
    const titleTokens = tokenize(document.title);
    return {
      kind: document.kind,
      href: document.href,
      title:
        document.title.slice(0, titleTokens[0]?.start ?? 0) +
        mark(document.title, titleTokens, 0, titleTokens.length, matched),
      snippet: snippet(document, matched),
      date: document.date,
    };
  }

  return hit;
}
