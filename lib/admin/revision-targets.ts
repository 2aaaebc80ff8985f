import 'server-only';
import type { Editor } from '@/lib/auth/session';
import { fromGroupWallTime } from '@/lib/dates';
import { postLabel } from './blog-post-labels';
import { savePost } from './blog-post-save';
import { postFormValues, readPost } from './blog-posts';
import { blogDraftInput } from './blog-post-input';
import { parseCollectionInput } from './collection-input';
import { itemLabel } from './collection-spec';
import { readRow, rowFormValues, saveRow } from './collection-store';
import { collection } from './collections';
import type { FieldValues } from './conflict';
import { valueToFields } from './record-form';
import { banglaRecordValues, recordLabel } from './record-bangla';
import { fromRevision, publishRecord, readRecord, recordEntry, withBangla } from './records';
import { richTextProblem } from './rich-text';

/** What the revisions page says after a restore, by the code its address carries. */
export const RESTORE_NOTICES = {
  draft:
    'Restored as a draft: the site still shows the published version. Publish it on the item’s form.',
  unpublished: 'Restored: the form shows it (not on the site until it is published).',
  live: 'Restored: it is the version on the site, so no draft waits any more.',
  shown: 'Restored: the site shows it from its next visit.',
  hidden: 'Restored, still hidden from the site.',
  invalid:
    'Not restored: that revision no longer passes today’s checks (its address may be another item’s now). Copy what you need from it instead.',
  conflict:
    'Not restored: someone saved this item after you opened this page. Look at the newest revision, then restore again if you still want to.',
} as const;
export type RestoreCode = keyof typeof RESTORE_NOTICES;

/** The `$revision` of the version on the site when no revision holds it (RevisionTarget's `live`). */
export const LIVE_REVISION = 'live';

export type RestoreOutcome = { ok: true; code: RestoreCode } | { ok: false; code: RestoreCode };

/**
 * An item whose saves are kept as revisions (an article, a list item or a
 * record), as its revisions page needs it: its name, its page in the editing
 * area, the version a restore must name, a saved document as the form's fields,
 * and a restore, which saves the document again through the item's own save
 * (the same checks, the same refusal of a save made on an older version).
 */
export type RevisionTarget = {
  title: string;
  href: string;
  version: number;
  /** Whether the site shows the item now (not hidden, not unpublished). */
  onSite: boolean;
  /** Whether the newest save is a draft the site does not show yet (an article's, a record's). */
  draftWaiting: boolean;
  /**
   * While a draft waits, the version the site shows, as a revision's document
   * would hold it, with who saved it and when (when known): an item seeded or
   * published before revisions were kept has no revision of it.
   */
  live: { doc: Record<string, unknown>; by: string | null; at: Date | null } | null;
  fields: (doc: Record<string, unknown>) => FieldValues;
  labelOf: (name: string) => string;
  restore: (
    editor: Editor,
    doc: Record<string, unknown>,
    version: number,
  ) => Promise<RestoreOutcome>;
};

export async function revisionTarget(kind: string, item: string): Promise<RevisionTarget | null> {
  if (kind === 'record') {
    const entry = recordEntry(item);
    if (!entry) return null;
    const stored = await readRecord(entry);
    return {
      title: entry.label,
      href: `/admin/records/${entry.name}`,
      version: stored.version,
      onSite: true,
      draftWaiting: stored.draft !== null,
      live:
        stored.draft !== null
          ? {
              doc: withBangla(stored.body, stored.bn as Record<string, unknown>),
              by: stored.updatedBy,
              at: stored.updatedAt,
            }
          : null,
      fields: (doc) => {
        const { body, bn } = fromRevision(doc);
        return { ...valueToFields(entry.tree, body), ...banglaRecordValues(entry.tree, bn) };
      },
      labelOf: (name) => recordLabel(entry.tree.fields, name),
      async restore(editor, doc, version) {
        const { body, bn } = fromRevision(doc);
        // A revision from before records kept their Bangla leaves the Bangla as it is.
        const saved = await publishRecord(
          editor,
          entry,
          body,
          version,
          true,
          'restore',
          (opened) => bn ?? opened,
        );
        if (!saved.saved) return { ok: false, code: 'conflict' };
        return { ok: true, code: saved.sameAsPublished ? 'live' : 'draft' };
      },
    };
  }
  if (!/^\d{1,9}$/.test(item)) return null;
  const id = Number(item);
  if (kind === 'blog') {
    const post = await readPost(id);
    if (!post) return null;
    const fields = (doc: Record<string, unknown>) =>
      postFormValues({ ...post, ...doc, draft: null } as typeof post);
    return {
      title: post.title,
      href: `/admin/blog-posts/${id}`,
      version: post.version,
      // A scheduled article is not on the site until its time.
      onSite: post.published && post.publishedAt <= new Date(),
      draftWaiting: post.draft !== null,
      // The article's own columns are the published version (its draft apart).
      live: post.draft !== null ? { doc: {}, by: post.updatedBy, at: null } : null,
      fields,
      labelOf: postLabel,
      async restore(editor, doc, version) {
        const values = fields(doc);
        // Restored as a draft: one kept with no more than a title comes back as it was.
        const parsed = blogDraftInput.safeParse({
          ...values,
          publishedAt: fromGroupWallTime(String(values.publishedAt)) ?? '',
        });
        if (!parsed.success) return { ok: false, code: 'invalid' };
        const saved = await savePost(editor, id, version, parsed.data, 'draft', 'restore');
        if (!saved.ok) return { ok: false, code: 'conflict' in saved ? 'conflict' : 'invalid' };
        if (saved.sameAsPublished) return { ok: true, code: 'live' };
        return { ok: true, code: saved.draft ? 'draft' : 'unpublished' };
      },
    };
  }
  const spec = collection(kind);
  const row = spec ? await readRow(spec, id) : null;
  if (!spec || !row) return null;
  const fields = (doc: Record<string, unknown>) => {
    const revived = { ...doc };
    for (const field of spec.fields)
      if (field.kind === 'datetime' && typeof revived[field.key] === 'string')
        revived[field.key] = new Date(String(revived[field.key]));
    return rowFormValues(spec, { ...row, ...revived });
  };
  return {
    title: String(row[spec.titleKey]),
    href: `/admin/lists/${spec.name}/${id}`,
    version: row.version,
    onSite: row.published !== false,
    draftWaiting: false,
    live: null,
    fields,
    labelOf: (name) => itemLabel(spec.fields, name),
    async restore(editor, doc, version) {
      const parsed = parseCollectionInput(spec, fields(doc), richTextProblem);
      if (!parsed.ok) return { ok: false, code: 'invalid' };
      // Shown or hidden as it is now: a restore changes the item's words, not whether it is on the site.
      const published = row.published !== false;
      const saved = await saveRow(editor, spec, id, version, parsed.data, published, 'restore');
      if (!saved.ok) return { ok: false, code: 'conflict' in saved ? 'conflict' : 'invalid' };
      return { ok: true, code: published ? 'shown' : 'hidden' };
    },
  };
}
