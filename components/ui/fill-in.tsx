import { Fragment, type ReactNode } from 'react';

/**
 * A message with `{name}` slots (messages/*.json) filled with text or elements, in
 * the order the language writes them: "{count} results for “{searched}”" and
 * "“{searched}” লিখে {count}টি ফল" take the same parts. A slot with no part stays as written.
 */
export function fillIn(template: string, parts: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{\w+\})/).map((piece, i) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1];
    return <Fragment key={i}>{name && name in parts ? parts[name] : piece}</Fragment>;
  });
}
