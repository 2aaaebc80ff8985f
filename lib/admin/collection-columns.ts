import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { blogPosts } from '@/lib/store/schema';
import type { CollectionSpec } from './collections';

// Drizzle's builders are typed per table, and the collections are described at run
// time: their tables go through as one table type and their rows as records.
export const column = (spec: CollectionSpec, key: string) =>
  (spec.table as unknown as Record<string, AnyPgColumn>)[key]!;
export const table = (spec: CollectionSpec) => spec.table as unknown as typeof blogPosts;
export const hasPosition = (spec: CollectionSpec) => 'position' in spec.order;

/** Rows in the order the site shows them: by position, newest first, or by name (the tags). */
export function orderBy(spec: CollectionSpec): SQL[] {
  const id = column(spec, 'id');
  if ('position' in spec.order) return [asc(column(spec, 'position')), asc(id)];
  if ('byName' in spec.order) return [asc(column(spec, spec.order.byName)), asc(id)];
  return [desc(column(spec, spec.order.newest)), desc(id)];
}
