/**
 * The Bangla not-found page of one decodable address (`/bn/nope` is rewritten to
 * `/bn/address-not-found/nope`): the same page, kept in the cache under each
 * address's own key. Next's payload carries the address of the request that
 * rendered a page ("c" and "q"), so a copy shared by every unknown address would
 * show the first visitor's address to the next; this way each copy only ever
 * holds the address it answers. Rendered on its first visit (ahead, so the 404 is
 * its status), never at build.
 */
export { default, generateMetadata } from '../page';

export function generateStaticParams() {
  return [];
}
