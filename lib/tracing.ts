import { SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';

/**
 * Traces are exported over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT (or its traces-only
 * form) is set (instrumentation.ts registers @vercel/otel). Unset, nothing here
 * makes a span or wraps a call: tracing that is off costs nothing.
 */
export const tracingOn = (): boolean =>
  Boolean(
    process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() ||
    process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim(),
  );

const tracer = () => trace.getTracer('masco-website');

/** Runs `work` in a child span of the current one (a request's, under Next). */
export async function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span?: Span) => Promise<T>,
): Promise<T> {
  if (!tracingOn()) return work();
  return tracer().startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The current span, to add what is learnt along the way; undefined when tracing is off. */
export const currentSpan = (): Span | undefined =>
  tracingOn() ? trace.getActiveSpan() : undefined;

/** The statement's text for a span: its SQL with no values (they travel apart), bounded. */
function statementOf(first: unknown): string {
  const text =
    typeof first === 'string'
      ? first
      : typeof (first as { text?: unknown } | null)?.text === 'string'
        ? (first as { text: string }).text
        : '';
  return text.replace(/\s+/g, ' ').trim().slice(0, 500);
}

/**
 * Puts each call of the store client's query methods (PGlite's query, exec and
 * transaction; node-postgres's pool query) in a span named by its SQL operation,
 * with the statement's text and never its values. Only when tracing is on.
 */
export function traceStoreCalls<T extends object>(client: T, methods: (keyof T & string)[]): T {
  if (!tracingOn()) return client;
  for (const method of methods) {
    const original = client[method];
    if (typeof original !== 'function') continue;
    (client as Record<string, unknown>)[method] = function traced(this: T, ...args: unknown[]) {
      const statement = method === 'transaction' ? 'BEGIN' : statementOf(args[0]);
      const operation = /^\w+/.exec(statement)?.[0]?.toUpperCase() ?? method.toUpperCase();
      return inSpan(
        `db ${operation}`,
        {
          'db.system.name': 'postgresql',
          'db.operation.name': operation,
          ...(statement ? { 'db.query.text': statement } : {}),
        },
        () => Promise.resolve((original as (...a: unknown[]) => unknown).apply(this, args)),
      );
    };
  }
  return client;
}
