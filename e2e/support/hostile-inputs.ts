/** What a careless or hostile client puts in a path, a query or a body (hostile.ts). */

export const long = (n: number) => 'a'.repeat(n);
export const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
export const markup =
  '<script>alert(1)</script><img src=x onerror=alert(1)>"\'</textarea></script >';

/** Path segments a client may put where a slug or an id goes. */
export const badSegments = [
  '%E0%A4%A',
  '%',
  '%zz',
  '%C0%AF',
  '%FF%FE',
  '%00',
  'a%00b',
  '..%2f..%2fetc%2fpasswd',
  '..%252f',
  '%2e%2e',
  long(5_000),
  encodeURIComponent('<script>alert(1)</script>'),
  '%F0%9F%92%A9',
  encodeURIComponent('日本語'),
  'no-such-thing',
  '-1',
  '99999999999999999999',
];

/** Query strings for the list pages and the paged API reads. */
export const badQueries = [
  'page=-1',
  'page=0',
  'page=1e309',
  'page=99999999999999999999',
  'page=NaN',
  'page=1&page=2',
  'page[]=1',
  'page[x]=1',
  'category[x]=y',
  'category=%E0%A4%A',
  'category=' + long(20_000),
  'per_page=50',
  'per_page=-5',
  'per_page=1e9',
  '%zz=1',
  'page=%00',
  'page=' + encodeURIComponent('<script>'),
];

export const json = { 'content-type': 'application/json' };
