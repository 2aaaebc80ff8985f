import type { CollectionSpec } from './collection-spec';
import { isOnOrAfterToday, wallTimeInWords } from '@/lib/dates';

export type SavedAs = 'saved' | 'published' | 'hidden';

/**
 * What the editor is told after a list item's save, true to what the site
 * shows: a job opening whose application deadline has passed (in Bangladesh) is
 * saved but not listed on /career, and the notice says so.
 */
export function savedNotice(
  spec: Pick<CollectionSpec, 'name' | 'page'>,
  saved: SavedAs,
  values: Record<string, unknown>,
  now = new Date(),
): string {
  if (saved === 'hidden') return 'Saved, hidden from the site.';
  const deadline = String(values.applicationDeadline ?? '');
  if (spec.name === 'jobs' && deadline && !isOnOrAfterToday(deadline, now))
    return `Saved, but not listed on ${spec.page}: its application deadline (${wallTimeInWords(deadline)}) has passed. Give it a later deadline to list it again.`;
  if (saved === 'published') return `Published: ${spec.page} shows it from its next visit.`;
  return `Saved: ${spec.page} shows it from its next visit.`;
}
