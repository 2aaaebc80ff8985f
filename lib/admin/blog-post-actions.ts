'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { fromGroupWallTime } from '@/lib/dates';
import { editorFor, refusedForm } from '@/lib/auth/session';
import {
  POST_BANGLA,
  postLabel,
  PUBLISH_SHORT_BANGLA,
  SHORT_BANGLA_QUESTION,
} from './blog-post-labels';
import { banglaName, incompleteBangla, postedBangla } from './bangla-fields';
import {
  checkFiles,
  keptFiles,
  notSaved,
  refusedAsStale,
  sentForm,
  storeChosenFiles,
} from './edit-save';
import { formText, type EditFormState } from './form-state';
import { slugFromTitle } from './slug';
import { setPublished } from './blog-post-bulk';
import {
  deletePost,
  discardDraft,
  savedMessage,
  savePost,
  type PostIntent,
} from './blog-post-save';
import { postInputFor } from './blog-post-input';
import {
  addressTaken,
  LIST_FILTERS,
  freeAddress,
  postFormValues,
  POST_TRANSLATED,
  readPost,
  TAKEN,
} from './blog-posts';

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
const UPLOADS = [{ name: 'featuredImage', expect: 'image' }] as const;

/** "Save draft", "Publish" and "Hide" on an article's form; a picture chosen there is uploaded first. */
export async function savePostForm(
  state: PostFormState,
  formData: FormData,
): Promise<PostFormState> {
  const values: Record<string, string | boolean> = {};
  for (const name of TEXT_FIELDS) values[name] = formText(formData, name);
  Object.assign(values, postedBangla(formData, POST_BANGLA, formText));
  values.featured = formData.has('featured');
  values.headline = formData.has('headline');
  // Given back with a refused form, so it need not be typed again.
  for (const { name } of UPLOADS) values[`${name}Alt`] = formText(formData, `${name}Alt`);
  const idText = String(formData.get('$id') ?? '');
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : null;
  const sent = sentForm(formData, values);
  const intentText = String(formData.get('$intent') ?? '');
  // Enter in a field submits with no button named: the safe choice is a draft.
  const shortBanglaOk = intentText === PUBLISH_SHORT_BANGLA;
  const intent: PostIntent = shortBanglaOk
    ? 'publish'
    : intentText === 'publish' || intentText === 'hide'
      ? intentText
      : 'draft';

  const editor = await editorFor({ content: ['edit', 'publish'] });
  if ('refused' in editor) return refusedForm(editor, sent);

  // Never refused for want of an address: one is made from the title. A new
  // article's address made from its title (as the form fills it in) takes the
  // next free one when another article has it: two with one title never collide.
  const title = String(values.title).trim();
  const slugTyped = String(values.slug).trim();
  const madeFromTitle = id === null && slugTyped !== '' && slugTyped === slugFromTitle(title);
  if (title && (!slugTyped || (madeFromTitle && (await addressTaken(slugTyped, null)))))
    values.slug = await freeAddress(title, id);

  const { urls, errors, altQuestions, settled } = await storeChosenFiles(editor, formData, UPLOADS);
  Object.assign(values, urls);
  keptFiles(sent, settled);
  await checkFiles(values, errors, {
    files: ['featuredImage'],
    bodies: ['description', banglaName('description')].filter((name) => name in values),
  });
  // A draft needs no more than a title; publishing and hiding need everything.
  const parsed = postInputFor(intent).safeParse({
    ...values,
    // Typed in Bangladesh time, where the group works; '' is refused as no date.
    publishedAt: fromGroupWallTime(String(values.publishedAt ?? '')) ?? '',
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  // No title and no address: the address is made from the title, whose message says it.
  if (!title && !slugTyped) delete errors.slug;
  if (!parsed.success || Object.keys(errors).length > 0) {
    // Every problem at once: a taken address too, not only after the rest is fixed.
    const slug = String(values.slug).trim();
    if (!errors.slug && slug && (await addressTaken(slug, id))) errors.slug = TAKEN;
    return { ...notSaved(sent, errors), altQuestions };
  }

  // A half-translated Bangla body is published only once the editor has said yes to it.
  if (
    intent === 'publish' &&
    !shortBanglaOk &&
    incompleteBangla(POST_TRANSLATED, values).length > 0
  )
    return { ...notSaved(sent, {}, SHORT_BANGLA_QUESTION.waiting), confirm: SHORT_BANGLA_QUESTION };

  const outcome = await savePost(editor, id, sent.version, parsed.data, intent);
  if (!outcome.ok) {
    if ('errors' in outcome) return notSaved(sent, outcome.errors);
    const post = id === null ? null : await readPost(id);
    const now = post && {
      values: postFormValues(post),
      version: post.version,
      who: outcome.conflict.updatedBy,
    };
    // The page around the form (its revisions count, draft notice) shows the other save.
    if (id !== null) revalidatePath(`/admin/blog-posts/${id}`);
    return refusedAsStale(sent, now, { labelOf: postLabel, me: editor.email });
  }
  if (id === null) redirect(`/admin/blog-posts/${outcome.id}?saved=${intent}`);
  // The page around the form (its state, draft notice, links) shows the save too.
  revalidatePath(`/admin/blog-posts/${id}`);
  return {
    status: 'saved',
    message: savedMessage(intent, outcome.draft, parsed.data),
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
  // Back to the list as it was filtered; a refusal keeps the ticks and the action chosen too.
  const back = (answer: Record<string, string | undefined>) =>
    `/admin/blog-posts?${new URLSearchParams(
      Object.entries({ ...listFilters(formData), ...answer }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    )}`;
  if (!action || ids.length === 0) redirect(back({ bulk: 'none', action, ...ticked(ids) }));
  if (action === 'delete' && formData.get('confirm') !== 'yes')
    redirect(back({ bulk: 'unconfirmed', action, ...ticked(ids) }));
  let count = 0;
  let heldBack: number[] = [];
  let unfinished: number[] = [];
  if (action === 'delete') {
    for (const id of ids) if (await deletePost(editor, id)) count += 1;
  } else
    ({
      changed: count,
      heldBack,
      unfinished,
    } = await setPublished(editor, ids, action === 'publish'));
  revalidatePath('/admin/blog-posts', 'layout');
  // The ones held back stay ticked, to be opened one by one.
  redirect(
    back({
      bulk: action,
      count: String(count),
      ...(heldBack.length > 0 && { held: String(heldBack.length) }),
      ...(unfinished.length > 0 && { unfinished: String(unfinished.length) }),
      ...ticked([...heldBack, ...unfinished]),
    }),
  );
}

/** The article list's filters as the bulk form carries them (the list reads and checks them again). */
function listFilters(formData: FormData): Record<string, string> {
  return Object.fromEntries(
    LIST_FILTERS.map((name) => [name, formText(formData, `$${name}`).slice(0, 100)]).filter(
      ([, value]) => value !== '',
    ),
  );
}

const ticked = (ids: number[]): Record<string, string> =>
  ids.length > 0 ? { ticked: ids.join(',') } : {};

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
