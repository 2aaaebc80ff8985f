import { readdirSync, readFileSync } from 'node:fs';

/** The known values of the test contract server (shared with e2e/support/contract-server.mjs). */
export const fixture = JSON.parse(
  readFileSync(new URL('./contract-fixture.json', import.meta.url), 'utf8'),
) as {
  knitting: { data: Record<string, unknown> };
  headlineBlogs: { blogs: { title: string; slug: string }[] };
  blog: { slug: string; title: string };
};

/** The contract server's body for `path`, from e2e/support/contract/<feature>.json. */
export function contractBody<T = Record<string, unknown>>(path: string): T {
  const dir = new URL('./contract/', import.meta.url);
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const bodies = JSON.parse(readFileSync(new URL(name, dir), 'utf8')) as Record<string, unknown>;
    if (path in bodies) return bodies[path] as T;
  }
  throw new Error(`no contract body for ${path}`);
}
