import type { SourceResponse } from '@/lib/content/source';

/** The store's answers, as the contract's HTTP source would give them. */
export const ok = (body: unknown): SourceResponse => ({ status: 200, body });
export const notFound = (message: string): SourceResponse => ({
  status: 404,
  body: { message },
});
export const iso = (d: Date) => d.toISOString();
