import { Fragment } from 'react';
import { MARK_END, MARK_START, type MarkedText as Marked } from '@/lib/search/types';

/**
 * Text with its matched words in <mark>. Every part is rendered as text, so
 * React escapes whatever the content or the query held.
 */
export function MarkedText({ text }: { text: Marked }) {
  return text.split(MARK_START).map((part, index) => {
    if (index === 0) return <Fragment key={index}>{part.replaceAll(MARK_END, '')}</Fragment>;
    const [matched = '', ...rest] = part.split(MARK_END);
    return (
      <Fragment key={index}>
        <mark className="rounded-sm bg-brand-saffron-100 px-0.5 text-brand-ink">{matched}</mark>
        {rest.join('')}
      </Fragment>
    );
  });
}
