import type { ReactElement, ReactNode } from 'react';

const UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * JSON for an inline `<script>`: every `<`, `>` and `&` (and the two line
 * separators) as a \u escape, so no content (`</script >`, `</script/`, `<!--`)
 * can end the element or open a comment in the HTML parser. JSON parsers read
 * the same text.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(
    UNSAFE,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** One JSON-LD block, written by jsonForScript. */
export function JsonLd({ data, id }: { data: object; id?: string }) {
  return (
    <script
      type="application/ld+json"
      id={id}
      dangerouslySetInnerHTML={{ __html: jsonForScript(data) }}
    />
  );
}

type Builder<P> = (props: P) => ReactNode;

/**
 * A next-seo JSON-LD component's schema (its builders know schema.org), written by
 * JsonLd rather than by next-seo, whose own escaping covers only the exact
 * `</script>`. next-seo's components return `<JsonLdScript data=…>`; the data is
 * taken from there (a unit test holds this to next-seo's behaviour).
 */
export function SeoJsonLd<P extends object>({ of: build, ...props }: { of: Builder<P> } & P) {
  const element = build(props as unknown as P) as ReactElement<{
    data?: object;
    id?: string;
  }> | null;
  const data = element?.props.data;
  return data ? <JsonLd data={data} id={element.props.id} /> : null;
}
