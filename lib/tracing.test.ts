import { context, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inSpan, traceStoreCalls, tracingOn } from './tracing';

const exporter = new InMemorySpanExporter();
beforeAll(() => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(
    new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }),
  );
});
afterAll(() => {
  trace.disable();
  context.disable();
});
afterEach(() => {
  exporter.reset();
  vi.unstubAllEnvs();
});

const traced = () => vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', 'http://127.0.0.1:4318');

describe('tracing off (no OTLP endpoint)', () => {
  it('makes no span and leaves the store client as it was', async () => {
    vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', '');
    vi.stubEnv('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', ' ');
    expect(tracingOn()).toBe(false);
    expect(await inSpan('content.read x', {}, async (span) => (span ? 'span' : 'none'))).toBe(
      'none',
    );
    const query = async () => 'rows';
    const client = { query };
    expect(traceStoreCalls(client, ['query']).query).toBe(query);
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  it('is on with either endpoint variable', () => {
    vi.stubEnv('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', 'http://127.0.0.1:4318/v1/traces');
    expect(tracingOn()).toBe(true);
  });
});

describe('tracing on', () => {
  it('nests a store call under a content read, with the SQL text and never its values', async () => {
    traced();
    const client = traceStoreCalls(
      {
        rows: ['a'],
        // `this` is the client: the wrapper keeps it.
        async query(this: { rows: string[] }, sql: string, values: unknown[]) {
          return sql && values ? this.rows : [];
        },
      },
      ['query'],
    );
    const result = await inSpan('content.read blogs', { 'content.read': 'blogs' }, async (span) => {
      span?.setAttribute('content.outcome', 'ok');
      return client.query('select  *\n from blog_posts where slug = $1', ['secret-slug']);
    });
    expect(result).toEqual(['a']);
    const [query, read] = exporter.getFinishedSpans();
    expect(read!.name).toBe('content.read blogs');
    expect(read!.attributes).toEqual({ 'content.read': 'blogs', 'content.outcome': 'ok' });
    expect(query!.name).toBe('db SELECT');
    expect(query!.parentSpanContext?.spanId).toBe(read!.spanContext().spanId);
    expect(query!.attributes).toEqual({
      'db.system.name': 'postgresql',
      'db.operation.name': 'SELECT',
      'db.query.text': 'select * from blog_posts where slug = $1',
    });
    expect(JSON.stringify(query!.attributes)).not.toContain('secret-slug');
  });

  it('names node-postgres query objects and transactions, and bounds the text', async () => {
    traced();
    const client = traceStoreCalls(
      {
        query: async (query: unknown) => (query ? 1 : 0),
        transaction: async (work: () => Promise<number>) => work(),
      },
      ['query', 'transaction'],
    );
    await client.query({ text: `insert into t values (${'1,'.repeat(400)}1)` });
    await client.transaction(async () => 2);
    const [insert, begin] = exporter.getFinishedSpans();
    expect(insert!.name).toBe('db INSERT');
    expect(String(insert!.attributes['db.query.text'])).toHaveLength(500);
    expect(begin!.name).toBe('db BEGIN');
  });

  it('marks a failed call as an error and passes the error on', async () => {
    traced();
    await expect(
      inSpan('content.read knitting', {}, async () => {
        throw new Error('upstream down');
      }),
    ).rejects.toThrow('upstream down');
    const [span] = exporter.getFinishedSpans();
    expect(span!.status.code).toBe(2); // ERROR
    expect(span!.events[0]!.name).toBe('exception');
  });
});
