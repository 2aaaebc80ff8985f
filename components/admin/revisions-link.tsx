import Link from 'next/link';
import { countRevisions } from '@/lib/admin/revisions';
import { getStore } from '@/lib/store/db';

/** The way to an item's revisions (each save kept), saying how many there are. */
export async function RevisionsLink({ kind, item }: { kind: string; item: string | number }) {
  const count = await countRevisions(await getStore(), kind, String(item));
  return (
    <Link
      href={`/admin/revisions/${kind}/${item}`}
      className="font-semibold text-brand-navy underline"
    >
      Revisions ({count})
    </Link>
  );
}
