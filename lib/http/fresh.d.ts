/** Next's bundled copy of the `fresh` package (it ships no types): the check Next's own 304 used. */
declare module 'next/dist/compiled/fresh' {
  import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
  export default function fresh(
    requestHeaders: IncomingHttpHeaders,
    responseHeaders: OutgoingHttpHeaders,
  ): boolean;
}
