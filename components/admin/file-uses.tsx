import Link from 'next/link';
import type { FileUse } from '@/lib/admin/file-uses';

/** Where a file is used, each place a link to its form. */
export function FileUses({ uses, id }: { uses: FileUse[]; id?: string }) {
  if (uses.length === 0) return <p id={id}>Not used anywhere on the site.</p>;
  return (
    <ul id={id} className="flex flex-col gap-1">
      {uses.map((use) => (
        <li key={use.href}>
          {use.kind}:{' '}
          <Link
            href={use.href}
            className="inline-flex min-h-11 items-center font-semibold break-words text-brand-navy underline"
          >
            {use.title || '(untitled)'}
          </Link>
        </li>
      ))}
    </ul>
  );
}
