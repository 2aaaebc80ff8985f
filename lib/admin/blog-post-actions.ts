'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { fromGroupWallTime } from '@/lib/dates';
import { editorFor, refusedForm } from '@/lib/auth/session';
import { postLabel } from './blog-post-labels';
import { conflictAnswer } from './conflict';
import { formText, postedOpened, type EditFormState } from './form-state';
import {
  deletePost,
  discardDraft,
  savedMessage,
  savePost,
  setPublished,
  type PostIntent,
} from './blog-post-save';
import {
  addressTaken,
  blogPostInput,
  freeAddress,
  postFormValues,
  readPost,
  TAKEN,
} from './blog-posts';
import { checkBodyPictures, checkFileFields } from './media-library';
import { storeUpload } from './uploads';

export type PostFormState = EditFormState;

const TEXT_FIELDS = [
  'title',
  'slug',
  'categorySlug',
  'authorId',
  'tags',
  'publishedAt',
  'featuredImage',
  'shortDescription',
  'description',
] as const;
const IMAGE_FIELDS = ['featuredImage'] as const;

/**
 * Only files the site has: each picture address names an upload or a file the
 * site ships, and so does each picture in the body (a replaced file's old
 * address is stored as its replacement's).
 */
async function checkFiles(
  values: Record<string, string | boolean>,
  errors: Record<string, string>,
) {
  const typed = Object.fromEntries(
    IMAGE_FIELDS.filter((field) => !errors[`${field}File`]).map((field) => [
      field,
      String(values[field]),
    ]),
  );
  const checked = await checkFileFields(typed);
  Object.assign(values, checked.addresses);
  for (const [field, problem] of Object.entries(checked.errors)) errors[field] ??= problem;
  const body = await checkBodyPictures(String(values.description));
  if ('problem' in body) errors.description ??= body.problem;
  else values.description = body.html;
}

/** "Save draft", "Publish" and "Hide" on an article's form; a picture chosen there is uploaded first. */
export async function savePostForm(
  state: PostFormState,
  formData: FormData,
): Promise<PostFormState> {
  const values: Record<string, string | boolean> = {};
  for (const name of TEXT_FIELDS) values[name] = formText(formData, name);
  values.featured = formData.has('featured');
  values.headline = formData.has('headline');
  const idText = String(formData.get('$id') ?? '');
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : null;
  const version = Number(formData.get('$version')) || 0;
  const opened = postedOpened(formData);
  const intentText = String(formData.get('$intent') ?? '');
  // Enter in a field submits with no button named: the safe choice is a draft.
  const intent: PostIntent =
    intentText === 'publish' || intentText === 'hide' ? intentText : 'draft';

  // Given back with a refused form, so it need not be typed again.
  for (const field of IMAGE_FIELDS) values[`${field}Alt`] = formText(formData, `${field}Alt`);

  const editor = await editorFor({ content: ['edit', 'publish'] });
  if ('refused' in editor) return refusedForm(editor, { version, values, opened });

  // Never refused for want of an address: one is made from the title.
  if (!String(values.slug).trim() && String(values.title).trim())
    values.slug = await freeAddress(String(values.title), id);

  const errors: Record<string, string> = {};
  for (const field of IMAGE_FIELDS) {
    const file = formData.get(`${field}File`);
    if (!(file instanceof File) || file.size === 0) continue;
    const stored = await storeUpload(editor, file, String(values[`${field}Alt`]), {
      expect: 'image',
    });
    if ('problem' in stored) errors[`${field}File`] = stored.problem;
    else values[field] = stored.url;
  }
  await checkFiles(values, errors);
  const parsed = blogPostInput.safeParse({
    ...values,
    // Typed in Bangladesh time, where the group works; '' is refused as no date.
    publishedAt: fromGroupWallTime(String(values.publishedAt ?? '')) ?? '',
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  if (!parsed.success || Object.keys(errors).length > 0) {
    // Every problem at once: a taken address too, not only after the rest is fixed.
    const slug = String(values.slug).trim();
    if (!errors.slug && slug && (await addressTaken(slug, id))) errors.slug = TAKEN;
    return {
      status: 'invalid',
      message: 'Nothing was saved: correct the fields marked below.',
      version,
      values,
      opened,
      errors,
    };
  }

  const outcome = await savePost(editor, id, version, parsed.data, intent);
  if (!outcome.ok && 'conflict' in outcome) {
    // The form comes back on the version now stored, this editor's changes on top.
    const post = id === null ? null : await readPost(id);
    if (post)
      return conflictAnswer({
        who: outcome.conflict.updatedBy,
        opened,
        typed: values,
        current: postFormValues(post),
        version: post.version,
        labelOf: postLabel,
      });
  }
  if (!outcome.ok)
    return {
      status: 'invalid',
      message: 'Nothing was saved: correct the fields marked below.',
      version,
      values,
      opened,
      errors: 'errors' in outcome ? outcome.errors : { title: 'This was deleted meanwhile.' },
    };
  if (id === null) redirect(`/admin/blog-posts/${outcome.id}?saved=${intent}`);
  // The page around the form (its state, draft notice, links) shows the save too.
  revalidatePath(`/admin/blog-posts/${id}`);
  return {
    status: 'saved',
    message: savedMessage(intent, outcome.draft, parsed.data.publishedAt),
    version: outcome.version,
    values,
    errors: {},
  };
}

/** Drops the draft of a published article: the form shows the published version again. */
export async function discardDraftForm(formData: FormData) {
  const editor = await editorFor({ content: ['edit'] });
  if ('refused' in editor) redirect('/admin/sign-in?next=/admin/blog-posts');
  const id = Number(formData.get('$id'));
  if (Number.isSafeInteger(id)) await discardDraft(editor, id);
  redirect(`/admin/blog-posts/${id}?saved=discarded`);
}

const BULK = ['publish', 'hide', 'delete'] as const;

/**
 * The article list's bulk action on the ticked articles: publish, hide from the
 * site, or delete (through the same deletion as one article's, once the
 * confirmation box is ticked). Back to the list with what was done.
 */
export async function bulkPostsForm(formData: FormData) {
  const editor = await editorFor({ content: ['edit', 'publish'] });
  if ('refused' in editor) redirect('/admin/sign-in?next=/admin/blog-posts');
  const action = BULK.find((a) => a === formData.get('action'));
  const ids = [
    ...new Set(
      formData
        .getAll('ids')
        .map(String)
        .filter((id) => /^\d{1,9}$/.test(id))
        .map(Number),
    ),
  ].slice(0, 200);
  if (!action || ids.length === 0) redirect('/admin/blog-posts?bulk=none');
  if (action === 'delete' && formData.get('confirm') !== 'yes')
    redirect('/admin/blog-posts?bulk=unconfirmed');
  let count = 0;
  if (action === 'delete') {
    for (const id of ids) if (await deletePost(editor, id)) count += 1;
  } else count = await setPublished(editor, ids, action === 'publish');
  revalidatePath('/admin/blog-posts', 'layout');
  redirect(`/admin/blog-posts?bulk=${action}&count=${count}`);
}

/** Deletes an article for good, once the confirmation box is ticked. */
export async function deletePostForm(formData: FormData) {
  const editor = await editorFor({ content: ['edit', 'publish'] });
  if ('refused' in editor) redirect('/admin/sign-in?next=/admin/blog-posts');
  const id = Number(formData.get('$id'));
  if (formData.get('confirm') !== 'yes' || !Number.isSafeInteger(id))
    redirect(`/admin/blog-posts/${id}?delete=unconfirmed`);
  await deletePost(editor, id);
  redirect('/admin/blog-posts?deleted=1');
}
