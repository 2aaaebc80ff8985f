import { listDate } from '@/lib/dates';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Pager } from '@/components/admin/pager';
import { SearchForm } from '@/components/admin/search-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { moveItemForm } from '@/lib/admin/collection-actions';
import { BanglaLegend, BanglaMark, MissingBanglaFilter } from '@/components/admin/bangla-mark';
import { MISSING_BANGLA } from '@/lib/admin/bangla-fields';
import { listRows, rowBanglaMark } from '@/lib/admin/collection-store';
import { collection, type CollectionSpec } from '@/lib/admin/collections';
import { addressWithQuery, one, pageNumber, searchText, type Query } from '@/lib/admin/query';
import { requireEditor } from '@/lib/auth/session';

type Props = { params: Promise<{ collection: string }>; searchParams: Promise<Query> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: collection((await params).collection)?.label ?? 'List' };
}

/** What a row's line says besides its title: its date or category, and whether the site shows it. */
function details(spec: CollectionSpec, row: Record<string, unknown>) {
  const parts: string[] = [];
  if (spec.hideable && row.published === false) parts.push('Hidden');
  if ('newest' in spec.order && row[spec.order.newest] instanceof Date)
    parts.push(listDate(row[spec.order.newest] as Date));
  if ('newest' in spec.order && typeof row[spec.order.newest] === 'string')
    parts.push(String(row[spec.order.newest]));
  if (typeof row.category === 'string') parts.push(row.category);
  if (typeof row.mediaType === 'string') parts.push(row.mediaType === 'news' ? 'News' : 'Video');
  if (row.onHome === true) parts.push('also on the home page');
  return parts.join(' · ');
}

function MoveButton({
  id,
  page,
  direction,
  name,
  label,
}: {
  id: number;
  page: number;
  direction: 'up' | 'down';
  name: string;
  label: string;
}) {
  return (
    <form action={moveItemForm}>
      <input type="hidden" name="$collection" value={name} />
      <input type="hidden" name="$id" value={id} />
      <input type="hidden" name="$page" value={page} />
      <input type="hidden" name="$direction" value={direction} />
      <SubmitButton tone="quiet" label={label}>
        {direction === 'up' ? '↑' : '↓'}
      </SubmitButton>
    </form>
  );
}

export default async function CollectionPage({ params, searchParams }: Props) {
  const { collection: name } = await params;
  const query = await searchParams;
  await requireEditor(addressWithQuery(`/admin/lists/${encodeURIComponent(name)}`, query), {
    content: ['edit'],
  });
  const spec = collection(name);
  if (!spec) notFound();
  const search = searchText(query);
  const page = pageNumber(query);
  const missingBangla = one(query.bangla) === MISSING_BANGLA.value;
  const { rows, total, pages } = await listRows(spec, search, page, { missingBangla });
  const ordered = 'position' in spec.order && !search && !missingBangla;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{spec.label}</h1>
        <Link
          href={`/admin/lists/${spec.name}/new`}
          className="rounded-md bg-brand-navy px-4 py-2 font-semibold text-white hover:bg-brand-teal"
        >
          Add {spec.one.replace(/^an? /, '')}
        </Link>
      </div>
      {one(query.deleted) === '1' && (
        <p
          role="status"
          className="mt-4 rounded-md bg-emerald-50 px-4 py-3 font-semibold text-emerald-900"
        >
          Moved to the{' '}
          <Link className="underline" href="/admin/bin">
            bin
          </Link>
          , off the site; it can be restored from there for 30 days.
        </p>
      )}
      <SearchForm
        action={`/admin/lists/${spec.name}`}
        label={`Search ${spec.label.toLowerCase()}`}
        search={search}
      >
        <MissingBanglaFilter checked={missingBangla} />
      </SearchForm>
      <p className="mt-4 text-sm text-brand-slate">
        {total} {total === 1 ? 'item' : 'items'}
        {missingBangla && ' whose Bangla page shows some English'}
        {ordered ? ', in the order the site shows them: move them with the arrows.' : '.'}
      </p>
      {rows.length > 0 && <BanglaLegend />}
      <ol className="mt-3 flex flex-col gap-2">
        {rows.map((row) => {
          const title = String(row[spec.titleKey]);
          return (
            <li
              key={row.id}
              id={`item-${row.id}`}
              className="flex flex-wrap items-center gap-3 rounded-lg bg-white p-3 shadow-sm ring-1 ring-black/5"
            >
              <Link
                href={`/admin/lists/${spec.name}/${row.id}`}
                className="min-w-0 flex-1 rounded p-1 hover:bg-slate-50"
              >
                <span className="block font-semibold break-words text-brand-navy">{title}</span>
                <span className="block text-sm text-brand-slate">{details(spec, row)}</span>
              </Link>
              <BanglaMark {...rowBanglaMark(spec, row)} />
              {ordered && (
                <div className="flex gap-2">
                  <MoveButton
                    id={row.id}
                    page={page}
                    direction="up"
                    name={spec.name}
                    label={`Move up: ${title}`}
                  />
                  <MoveButton
                    id={row.id}
                    page={page}
                    direction="down"
                    name={spec.name}
                    label={`Move down: ${title}`}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <Pager
        page={page}
        pages={pages}
        href={(p) =>
          `/admin/lists/${spec.name}?${new URLSearchParams({ ...(search && { q: search }), ...(missingBangla && { bangla: MISSING_BANGLA.value }), page: String(p) })}`
        }
      />
    </>
  );
}
