import type { Metadata } from 'next';
import { formatInDhaka } from '@/lib/dates';
import { notFound } from 'next/navigation';
import { BackLink } from '@/components/admin/back-link';
import { BanglaPreviewLink } from '@/components/admin/bangla-preview-link';
import { DraftDiscarded, DraftNotice } from '@/components/admin/draft-notice';
import { RecordEditor } from '@/components/admin/record-editor';
import { RevisionsLink } from '@/components/admin/revisions-link';
import { previewHref } from '@/lib/admin/preview';
import { discardRecordDraftForm } from '@/lib/admin/record-actions';
import { valueToFields } from '@/lib/admin/record-form';
import { banglaRecordValues } from '@/lib/admin/record-bangla';
import { readRecord, recordEntry } from '@/lib/admin/records';
import { requireEditor } from '@/lib/auth/session';

type Props = {
  params: Promise<{ name: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: recordEntry((await params).name)?.label ?? 'Not found' };
}

export default async function RecordPage({ params, searchParams }: Props) {
  const { name } = await params;
  const { saved } = await searchParams;
  await requireEditor(`/admin/records/${encodeURIComponent(name)}`, { content: ['edit'] });
  const entry = recordEntry(name);
  if (!entry) notFound();
  const stored = await readRecord(entry);
  return (
    <>
      <BackLink href="/admin/records">Pages and figures</BackLink>
      <div className="mt-1 mb-6 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold">{entry.label}</h1>
        <p className="flex flex-wrap gap-x-5 gap-y-1">
          <RevisionsLink kind="record" item={entry.name} />
          {entry.page && (
            <>
              {stored.draft && (
                <a
                  href={previewHref(entry.page)}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-brand-navy underline"
                >
                  Preview the draft on {entry.page} (new tab)
                </a>
              )}
              {stored.draft && <BanglaPreviewLink page={entry.page} />}
              <a
                href={entry.page}
                target="_blank"
                rel="noopener"
                className="font-semibold text-brand-navy underline"
              >
                View {entry.page} (new tab)
              </a>
            </>
          )}
        </p>
      </div>
      {stored.updatedBy && stored.updatedAt && (
        <p className="-mt-4 mb-6 text-sm text-brand-slate">
          Last published by {stored.updatedBy} on {formatInDhaka(stored.updatedAt)}.
        </p>
      )}
      {saved === 'discarded' && <DraftDiscarded />}
      {stored.draft && (
        <DraftNotice draft={stored.draft} id={entry.name} discard={discardRecordDraftForm} />
      )}
      <RecordEditor
        record={entry.name}
        fields={entry.tree.fields}
        initialValues={{
          ...valueToFields(entry.tree, stored.draft?.values ?? stored.body),
          ...banglaRecordValues(entry.tree, stored.draft?.bn ?? stored.bn),
        }}
        version={stored.version}
      />
    </>
  );
}
