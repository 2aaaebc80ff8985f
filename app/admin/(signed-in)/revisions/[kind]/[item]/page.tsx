import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BackLink } from '@/components/admin/back-link';
import { PageNotice } from '@/components/admin/page-notice';
import { SubmitButton } from '@/components/ui/submit-button';
import { WordDiff } from '@/components/admin/word-diff';
import { formatInDhaka } from '@/lib/dates';
import { one, type Query } from '@/lib/admin/query';
import { restoreRevisionForm } from '@/lib/admin/revision-actions';
import {
  LIVE_REVISION,
  RESTORE_NOTICES,
  revisionTarget,
  type RestoreCode,
} from '@/lib/admin/revision-targets';
import {
  BEFORE_REVISIONS,
  fieldChanges,
  listRevisions,
  REVISIONS_KEPT,
  wentLive,
  type Revision,
} from '@/lib/admin/revisions';
import { requireEditor } from '@/lib/auth/session';
import { getStore } from '@/lib/store/db';

export const metadata: Metadata = { title: 'Revisions' };

type Props = { params: Promise<{ kind: string; item: string }>; searchParams: Promise<Query> };

/** What a save was, in words. */
const SAVED_AS: Record<string, string> = {
  draft: 'Draft saved',
  publish: 'Published',
  hide: 'Saved, hidden from the site',
  save: 'Saved',
  restore: 'An earlier revision restored',
  discard: 'Draft discarded, back to the published version',
  [LIVE_REVISION]: 'Published',
};

/** The row of the version on the site that no revision holds: its id is never a stored one's. */
const UNKEPT_ID = 0;

const when = (revision: Revision) =>
  revision.savedAt.getTime() === BEFORE_REVISIONS.getTime()
    ? 'before revisions were kept'
    : formatInDhaka(revision.savedAt, { seconds: true });

export default async function RevisionsPage({ params, searchParams }: Props) {
  const { kind, item } = await params;
  const page = `/admin/revisions/${encodeURIComponent(kind)}/${encodeURIComponent(item)}`;
  await requireEditor(page, { content: ['edit'] });
  const target = await revisionTarget(kind, item);
  if (!target) notFound();
  const [kept, query] = await Promise.all([
    listRevisions(await getStore(), kind, item),
    searchParams,
  ]);
  // While a draft waits, the version on the site is a row too, even when no revision holds it
  // (an item seeded or published before revisions were kept): compared and restored like any.
  const unkept: Revision | null =
    target.live && target.onSite && !kept.some(wentLive)
      ? {
          id: UNKEPT_ID,
          kind,
          item,
          action: LIVE_REVISION,
          doc: target.live.doc,
          savedBy: target.live.by ?? '',
          savedAt: target.live.at ?? BEFORE_REVISIONS,
        }
      : null;
  const all = unkept ? [...kept, unkept] : kept;
  const pick = (value: string, fallback: Revision | undefined) =>
    all.find((revision) => String(revision.id) === value) ?? fallback;
  const to = pick(one(query.to), all[0]);
  const from = pick(one(query.from), all[all.indexOf(to!) + 1]);
  const changes =
    from && to && from !== to
      ? fieldChanges(target.fields(from.doc), target.fields(to.doc), target.labelOf)
      : null;
  // The version the site shows: the newest save that went live, while the item is on the site.
  const live = target.onSite ? (unkept ?? all.find(wentLive)) : undefined;
  const restored = one(query.restored) as RestoreCode;
  const notice = RESTORE_NOTICES[restored];
  return (
    <>
      <BackLink href={target.href}>{target.title}</BackLink>
      <h1 className="mt-1 text-2xl font-bold break-words">Revisions of “{target.title}”</h1>
      <p className="mt-2 max-w-prose text-brand-slate">
        Every save is kept here (the newest {REVISIONS_KEPT}, and always the version on the site).
        Compare any two; restoring one saves it again as the newest version, so nothing is lost.
      </p>
      {notice && (
        <PageNotice ok={restored !== 'invalid' && restored !== 'conflict'}>{notice}</PageNotice>
      )}
      {all.length === 0 ? (
        <p className="mt-6">No revisions yet: the first save makes one.</p>
      ) : (
        <>
          <form id="compare" className="mt-6" action={page}>
            <h2 className="text-lg font-bold">Saves, newest first</h2>
          </form>
          <ol className="mt-3 flex flex-col gap-2">
            {all.map((revision, index) => (
              <li
                key={revision.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-black/5"
              >
                <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                  <span className="flex gap-3 text-sm">
                    <label className="flex min-h-11 items-center gap-1">
                      <input
                        type="radio"
                        form="compare"
                        name="from"
                        value={revision.id}
                        defaultChecked={revision === from}
                        className="size-5"
                      />
                      From
                    </label>
                    <label className="flex min-h-11 items-center gap-1">
                      <input
                        type="radio"
                        form="compare"
                        name="to"
                        value={revision.id}
                        defaultChecked={revision === to}
                        className="size-5"
                      />
                      To
                    </label>
                  </span>
                  <span>
                    <b>{SAVED_AS[revision.action] ?? 'Saved'}</b>
                    {revision.savedBy && ` by ${revision.savedBy}`}
                    <br />
                    <span className="text-sm text-brand-slate">
                      {when(revision)}
                      {index === 0 && !target.draftWaiting && ' · the current version'}
                    </span>
                    {index === 0 && target.draftWaiting && (
                      <span className="mt-1 block w-fit rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-950">
                        The draft: not on the site yet
                      </span>
                    )}
                    {revision === live && (
                      <span className="mt-1 block w-fit rounded bg-emerald-100 px-2 py-0.5 text-sm font-semibold text-emerald-950">
                        Live: the version on the site
                      </span>
                    )}
                  </span>
                </div>
                {index > 0 && (
                  <form action={restoreRevisionForm}>
                    <input type="hidden" name="$kind" value={kind} />
                    <input type="hidden" name="$item" value={item} />
                    <input
                      type="hidden"
                      name="$revision"
                      value={revision === unkept ? LIVE_REVISION : revision.id}
                    />
                    <input type="hidden" name="$version" value={target.version} />
                    <SubmitButton tone="quiet" pendingLabel="Restoring…">
                      Restore this revision
                    </SubmitButton>
                  </form>
                )}
              </li>
            ))}
          </ol>
          {all.length > 1 && (
            <p className="mt-3">
              <button
                type="submit"
                form="compare"
                className="min-h-11 rounded-md border border-black/20 bg-white px-4 font-semibold hover:border-brand-teal"
              >
                Compare the two chosen
              </button>
            </p>
          )}
        </>
      )}
      {changes && from && to && (
        <section aria-labelledby="difference" className="mt-8">
          <h2 id="difference" className="text-lg font-bold">
            What changed from {when(from)} to {when(to)}
          </h2>
          {changes.length === 0 ? (
            <p className="mt-2">Nothing: the two saves are the same.</p>
          ) : (
            <dl className="mt-3 flex flex-col gap-4">
              {changes.map((change) => (
                <div
                  key={change.name}
                  className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5"
                >
                  <dt className="font-semibold">{change.label}</dt>
                  <dd className="mt-1">
                    {change.runs ? (
                      <WordDiff runs={change.runs} className="bg-slate-50" />
                    ) : (
                      <p className="break-words">
                        <del className="bg-red-100 text-red-900">
                          <span className="sr-only">[before: </span>
                          {change.before || '(empty)'}
                          <span className="sr-only">]</span>
                        </del>{' '}
                        →{' '}
                        <ins className="bg-emerald-100 text-emerald-950 no-underline">
                          <span className="sr-only">[after: </span>
                          {change.after || '(empty)'}
                          <span className="sr-only">]</span>
                        </ins>
                      </p>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      )}
    </>
  );
}
