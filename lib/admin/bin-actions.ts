'use server';

import { redirect } from 'next/navigation';
import { editorFor } from '@/lib/auth/session';
import { getStore } from '@/lib/store/db';
import { deleteForGood, restoreFromBin, restoreManyFromBin, type BinItem } from './bin';
import { tickedIds } from './bin-words';
import { refreshArticlePages } from './blog-post-save';
import { refreshCollectionPages } from './collection-store';
import { collection } from './collections';

/** The pages that showed (or will show again) these items. */
function refresh(items: BinItem[]) {
  for (const item of items) {
    const slug = typeof item.row.slug === 'string' ? item.row.slug : '';
    if (item.kind === 'blog') refreshArticlePages(slug);
    else {
      const spec = collection(item.kind);
      if (spec) refreshCollectionPages(spec, [slug]);
    }
  }
}

async function binEditor() {
  const editor = await editorFor({ content: ['edit', 'publish'] });
  if ('refused' in editor) redirect('/admin/sign-in?next=/admin/bin');
  return editor;
}

const binId = (formData: FormData) => {
  const id = Number(formData.get('$id'));
  return Number.isSafeInteger(id) ? id : 0;
};

/** "Restore": the item goes back where it was, published or not, at its address. */
export async function restoreFromBinForm(formData: FormData) {
  const editor = await binEditor();
  const outcome = await restoreFromBin(await getStore(), editor, binId(formData));
  if (!outcome.ok) redirect(`/admin/bin?refused=${outcome.reason}`);
  refresh([outcome.item]);
  redirect(`/admin/bin?restored=${outcome.item.kind}-${outcome.item.itemId}`);
}

/**
 * "Restore the ticked": each ticked item as "Restore" puts it back. Those refused
 * (their address taken, their author deleted) stay ticked, with why, as a list's
 * bulk action keeps its ticks; nothing ticked restores nothing.
 */
export async function restoreTickedForm(formData: FormData) {
  const editor = await binEditor();
  const ids = tickedIds(formData.getAll('ids'));
  if (ids.length === 0) redirect('/admin/bin?refused=none');
  const { restored, refused } = await restoreManyFromBin(await getStore(), editor, ids);
  refresh(restored);
  const kept = [...(refused.address ?? []), ...(refused.author ?? [])];
  const answer = new URLSearchParams({ bulk: 'restore', count: String(restored.length) });
  for (const [reason, held] of Object.entries(refused)) answer.set(reason, String(held.length));
  if (kept.length > 0) answer.set('ticked', kept.join(','));
  redirect(`/admin/bin?${answer}`);
}

/** "Delete for good" of one item, once its box is ticked. */
export async function deleteFromBinForm(formData: FormData) {
  const editor = await binEditor();
  if (formData.get('confirm') !== 'yes') redirect('/admin/bin?refused=unconfirmed');
  const gone = await deleteForGood(await getStore(), editor, binId(formData));
  redirect(`/admin/bin?purged=${gone.length}`);
}

/** "Empty the bin", once its box is ticked. */
export async function emptyBinForm(formData: FormData) {
  const editor = await binEditor();
  if (formData.get('confirm') !== 'yes') redirect('/admin/bin?refused=unconfirmed');
  const gone = await deleteForGood(await getStore(), editor, null);
  redirect(`/admin/bin?purged=${gone.length}`);
}
