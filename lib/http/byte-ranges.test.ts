import { describe, expect, it } from 'vitest';
import { noneMatch, planFileAnswer } from './byte-ranges';

const ETAG = `"${'a'.repeat(64)}"`;
const SIZE = 1000;
const plan = (headers: { range?: string; ifNoneMatch?: string; ifRange?: string }) =>
  planFileAnswer({ size: SIZE, etag: ETAG, ...headers });

describe('planFileAnswer', () => {
  it('answers the whole file without a range or a condition', () => {
    expect(plan({})).toEqual({ status: 200, start: 0, end: 999 });
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-199', 100, 199],
    ['bytes=990-', 990, 999],
    ['bytes=0-', 0, 999],
    ['bytes=-10', 990, 999],
    ['bytes=-1000', 0, 999],
    ['bytes=-5000', 0, 999],
    ['bytes=999-999', 999, 999],
    ['bytes=500-99999', 500, 999],
    ['BYTES = 5 - 9', 5, 9],
    ['bytes=0-99,', 0, 99],
  ])('answers one range, %s, with 206 and its bytes', (range, start, end) => {
    expect(plan({ range })).toEqual({ status: 206, start, end });
  });

  it.each([
    'bytes=1000-',
    'bytes=1000-1005',
    'bytes=5000-',
    'bytes=-0',
    `bytes=${'9'.repeat(30)}-`,
  ])('answers %s, which selects no byte, with 416', (range) => {
    expect(plan({ range })).toEqual({ status: 416 });
  });

  it.each([
    'bytes=0-1,5-9',
    'bytes=-5,0-1',
    'bytes=9-5',
    'bytes=-',
    'bytes=',
    'bytes=a-b',
    'bytes=1-2-3',
    'items=0-9',
    '0-9',
    'bytes=0x10-20',
  ])('answers the whole file to %s (several ranges, or not a range it reads)', (range) => {
    expect(plan({ range })).toEqual({ status: 200, start: 0, end: 999 });
  });

  it('answers 304 to If-None-Match with the tag, before any range', () => {
    expect(plan({ ifNoneMatch: ETAG })).toEqual({ status: 304 });
    expect(plan({ ifNoneMatch: `W/${ETAG}` })).toEqual({ status: 304 });
    expect(plan({ ifNoneMatch: `"other", ${ETAG}` })).toEqual({ status: 304 });
    expect(plan({ ifNoneMatch: '*' })).toEqual({ status: 304 });
    expect(plan({ ifNoneMatch: ETAG, range: 'bytes=0-9' })).toEqual({ status: 304 });
    expect(plan({ ifNoneMatch: ETAG, range: 'bytes=5000-' })).toEqual({ status: 304 });
  });

  it('answers the file to If-None-Match with another tag', () => {
    expect(plan({ ifNoneMatch: '"other"' })).toEqual({ status: 200, start: 0, end: 999 });
    expect(plan({ ifNoneMatch: '"other"', range: 'bytes=0-9' })).toEqual({
      status: 206,
      start: 0,
      end: 9,
    });
  });

  it('keeps the range when If-Range names this exact tag, else answers the whole file', () => {
    expect(plan({ range: 'bytes=0-9', ifRange: ETAG })).toEqual({ status: 206, start: 0, end: 9 });
    for (const ifRange of ['"other"', `W/${ETAG}`, 'Wed, 21 Oct 2015 07:28:00 GMT', ''])
      expect(plan({ range: 'bytes=0-9', ifRange }), ifRange).toEqual({
        status: 200,
        start: 0,
        end: 999,
      });
    // If-Range alone asks for nothing.
    expect(plan({ ifRange: '"other"' })).toEqual({ status: 200, start: 0, end: 999 });
  });

  it('answers 416 to any range of an empty file', () => {
    expect(planFileAnswer({ size: 0, etag: ETAG, range: 'bytes=-5' })).toEqual({ status: 416 });
    expect(planFileAnswer({ size: 0, etag: ETAG, range: 'bytes=0-' })).toEqual({ status: 416 });
  });
});

describe('noneMatch', () => {
  it('compares tags weakly and refuses other tags', () => {
    expect(noneMatch(' W/"x" ', '"x"')).toBe(true);
    expect(noneMatch('"x"', 'W/"x"')).toBe(true);
    expect(noneMatch('"y", "z"', '"x"')).toBe(false);
    expect(noneMatch('x', '"x"')).toBe(false);
  });
});
