import { describe, expect, it } from 'vitest';
import { errorFields } from './log';

class DatabaseError extends Error {
  override name = 'DatabaseError';
  constructor(
    message: string,
    readonly code: string,
    readonly constraint?: string,
    readonly table?: string,
  ) {
    super(message);
  }
}

describe('what is logged of an error', () => {
  it('a failed query: the database error’s code, constraint and table, never the query or its parameters', () => {
    const driver = new DatabaseError(
      'new row for relation "contact_messages" violates check constraint "refuse"',
      '23514',
      'refuse',
      'contact_messages',
    );
    const wrapped = new Error(
      'Failed query: insert into "contact_messages" ... params: Marker Name,marker@example.com,Marker message',
      { cause: driver },
    );
    const fields = errorFields(wrapped);
    expect(fields).toEqual({
      error: 'DatabaseError',
      code: '23514',
      constraint: 'refuse',
      table: 'contact_messages',
    });
    expect(JSON.stringify(fields)).not.toMatch(/Marker|marker@/);
  });

  it('a value the database quotes in its message is not logged either', () => {
    const fields = errorFields(
      new DatabaseError('invalid input syntax for type integer: "typed-by-someone"', '22P02'),
    );
    expect(JSON.stringify(fields)).not.toContain('typed-by-someone');
    expect(fields.code).toBe('22P02');
  });

  it('a system error by its code; anything else by its kind; odd values safely', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(errorFields(refused)).toEqual({ error: 'Error', code: 'ECONNREFUSED' });
    expect(errorFields(new TypeError('the search for "secret words" failed'))).toEqual({
      error: 'TypeError',
    });
    expect(errorFields('a string with typed text')).toEqual({ error: 'string' });
    expect(errorFields(undefined)).toEqual({ error: 'unknown' });
    const loop: { cause?: unknown; name: string } = { name: 'Loop' };
    loop.cause = loop;
    expect(errorFields(loop).error).toBe('Loop');
  });
});
