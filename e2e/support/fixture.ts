import { readFileSync } from 'node:fs';

/** The known values of the test contract server (shared with e2e/support/contract-server.mjs). */
export const fixture = JSON.parse(
  readFileSync(new URL('./contract-fixture.json', import.meta.url), 'utf8'),
) as {
  knitting: { data: Record<string, unknown> };
  headlineBlogs: { blogs: { title: string; slug: string }[] };
  blog: { slug: string; title: string };
};
