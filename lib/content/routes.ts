import { reads, type ReadName } from './contract';

export type Params = Record<string, string>;
export type Paging = { page: number; per_page: number };

export const DEFAULT_PER_PAGE = 8;
export const MAX_PER_PAGE = 50;

const compiled = (Object.keys(reads) as ReadName[]).map((name) => ({
  name,
  segments: reads[name].path.split('/').filter(Boolean),
}));

/** Which contract read a same-origin `/api/...` path is, and its parameters; null for anything else. */
export function matchRead(pathname: string): { name: ReadName; params: Params } | null {
  const parts = pathname.split('/').filter(Boolean);
  // Literal paths win over patterns (`/api/posts/get-blogs` before `/api/posts/:slug/...`).
  const candidates = compiled
    .filter((c) => c.segments.length === parts.length)
    .sort(
      (a, b) =>
        a.segments.filter((s) => s.startsWith(':')).length -
        b.segments.filter((s) => s.startsWith(':')).length,
    );
  for (const { name, segments } of candidates) {
    const params: Params = {};
    const ok = segments.every((segment, i) => {
      const part = parts[i]!;
      if (segment.startsWith(':')) {
        let value: string;
        try {
          value = decodeURIComponent(part);
        } catch {
          return false;
        }
        if (!value.trim()) return false;
        params[segment.slice(1)] = value;
        return true;
      }
      return segment === part;
    });
    if (ok) return { name, params };
  }
  return null;
}

/** Fills a read's path pattern with encoded parameters. */
export function readPath(name: ReadName, params: Params = {}): string {
  return reads[name].path.replace(/:([a-z_]+)/g, (_, key: string) =>
    encodeURIComponent(params[key] ?? ''),
  );
}

function positiveInt(value: string | null | undefined): number | undefined {
  if (value == null || !/^\s*\d+\s*$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

/** `page` from 1, `per_page` from 1 to MAX_PER_PAGE; anything malformed takes the default. */
export function normalizePaging(query: { get(name: string): string | null }): Paging {
  const page = positiveInt(query.get('page')) ?? 1;
  const perPage = positiveInt(query.get('per_page')) ?? DEFAULT_PER_PAGE;
  return { page, per_page: Math.min(perPage, MAX_PER_PAGE) };
}
