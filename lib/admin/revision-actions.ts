'use server';

import { redirect } from 'next/navigation';
import { editorFor } from '@/lib/auth/session';
import { getStore } from '@/lib/store/db';
import { readRevision } from './revisions';
import { LIVE_REVISION, revisionTarget } from './revision-targets';

/** "Restore this revision": saved again as the item's newest version, if nobody saved since the page was opened. */
export async function restoreRevisionForm(formData: FormData) {
  const kind = String(formData.get('$kind') ?? '');
  const item = String(formData.get('$item') ?? '');
  const page = `/admin/revisions/${encodeURIComponent(kind)}/${encodeURIComponent(item)}`;
  const editor = await editorFor({ content: ['edit', 'publish'] });
  if ('refused' in editor) redirect(`/admin/sign-in?next=${encodeURIComponent(page)}`);
  const target = await revisionTarget(kind, item);
  // The version on the site that no revision holds (kept before revisions were).
  const doc =
    formData.get('$revision') === LIVE_REVISION
      ? target?.live?.doc
      : await readRevision(await getStore(), Number(formData.get('$revision')) || 0).then(
          (revision) => (revision?.kind === kind && revision.item === item ? revision.doc : null),
        );
  if (!doc || !target) redirect(page);
  const outcome = await target.restore(editor, doc, Number(formData.get('$version')));
  redirect(`${page}?restored=${outcome.code}`);
}
