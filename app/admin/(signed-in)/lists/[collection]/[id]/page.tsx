import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CollectionForm } from '@/components/admin/collection-form';
import { BackLink } from '@/components/admin/back-link';
import { BanglaPreviewLink } from '@/components/admin/bangla-preview-link';
import { RevisionsLink } from '@/components/admin/revisions-link';
import { SubmitButton } from '@/components/ui/submit-button';
import { deleteItemForm } from '@/lib/admin/collection-actions';
import { readRow, rowFormValues, suggestions } from '@/lib/admin/collection-store';
import { savedNotice } from '@/lib/admin/collection-notices';
import { collection } from '@/lib/admin/collections';
import { previewHref } from '@/lib/admin/preview';
import { one, type Query } from '@/lib/admin/query';
import { requireEditor } from '@/lib/auth/session';
import { mediaDetailPath } from '@/lib/copy/media';

type Props = { params: Promise<{ collection: string; id: string }>; searchParams: Promise<Query> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: collection((await params).collection)?.label ?? 'List' };
}

export default async function ItemPage({ params, searchParams }: Props) {
  const { collection: name, id } = await params;
  await requireEditor(`/admin/lists/${encodeURIComponent(name)}/${encodeURIComponent(id)}`, {
    content: ['edit'],
  });
  const spec = collection(name);
  const row = spec && /^\d{1,9}$/.test(id) ? await readRow(spec, Number(id)) : null;
  if (!spec || !row) notFound();
  const query = await searchParams;
  const saved = one(query.saved);
  const notice =
    saved === 'published' || saved === 'hidden' || saved === 'saved'
      ? savedNotice(spec, saved, row)
      : undefined;
  const refusal = one(query.delete);
  const title = String(row[spec.titleKey]);
  const ownPage =
    spec.itemRead && row.mediaType === 'news' && typeof row.slug === 'string'
      ? mediaDetailPath(row.slug)
      : null;
  return (
    <>
      <BackLink href={`/admin/lists/${spec.name}`}>{spec.label}</BackLink>
      <div className="mt-1 mb-6 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold break-words">{title}</h1>
        <p className="flex flex-wrap gap-x-5 gap-y-1">
          <RevisionsLink kind={spec.name} item={row.id} />
          {ownPage && (
            <a
              href={previewHref(ownPage)}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-navy underline"
            >
              Preview its page as saved (new tab)
            </a>
          )}
          {ownPage && <BanglaPreviewLink page={ownPage} />}
        </p>
      </div>
      {refusal && (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-4 py-3 font-semibold text-red-800">
          {refusal === 'in-use' && spec.inUse
            ? spec.inUse.refusal
            : 'Tick the box to confirm the deletion.'}
        </p>
      )}
      <CollectionForm
        collection={spec.name}
        fields={spec.fields}
        hideable={spec.hideable}
        id={row.id}
        version={row.version}
        initial={rowFormValues(spec, row)}
        suggestions={await suggestions(spec)}
        notice={notice}
      />
      <details className="mt-8 rounded-lg border border-red-200 bg-white p-4">
        <summary className="cursor-pointer font-semibold text-red-800">Delete {spec.one}</summary>
        <form action={deleteItemForm} className="mt-3 flex flex-col items-start gap-3">
          <input type="hidden" name="$collection" value={spec.name} />
          <input type="hidden" name="$id" value={row.id} />
          <label className="flex items-center gap-2">
            <input type="checkbox" name="confirm" value="yes" required className="size-5" />
            Yes, move it to the bin (kept there for 30 days).
          </label>
          <SubmitButton tone="danger">Delete</SubmitButton>
        </form>
      </details>
    </>
  );
}
