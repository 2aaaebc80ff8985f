import { lists } from '@/lib/content/lists';
import { articlePictureAlt as PICTURE_ALT } from '@/lib/content/article-picture-alt';
import { translatedKeys } from '@/lib/content/list-description';
import { banglaKey, banglaLabel } from './bangla-fields';

type Described = keyof typeof lists.blogPosts.fields;
const described = Object.fromEntries(
  Object.entries(lists.blogPosts.fields).map(([key, field]) => [key, field.label]),
) as Record<Described, string>;

/**
 * An article form's fields as the form labels them (and a conflict notice names
 * them): the described fields' labels (lib/content/lists.ts), and the form's own.
 */
export const POST_LABELS = {
  ...described,
  categorySlug: 'Category',
  authorId: 'Author',
  featuredImageAlt: PICTURE_ALT.label,
  featuredImageFile: 'Picture, upload',
};

/** The article's fields that have a Bangla value (the form's বাংলা tab): the described ones and the picture's alt text. */
export const POST_BANGLA = [...(translatedKeys(lists.blogPosts) as Described[]), PICTURE_ALT.key];

export { PICTURE_ALT };

/** What the picture's box says of its alt text, under the English one's input. */
export const pictureAltNote = (english: string) =>
  `${english ? `Its alt text now: “${english}”. ` : ''}Its alt text in Bangla is in the বাংলা tab.`;

/** What the Bangla alt text's input says under it: the English it stands beside. */
export const pictureAltHint = (english: string) =>
  english
    ? `In English: “${english}”. Left empty, the Bangla page reads the English one.`
    : 'The picture has no alt text in English yet (it is given with an upload, or on its page under Pictures and files).';

export const postLabel = (name: string): string => {
  const bangla = banglaKey(name);
  if (bangla !== null) return banglaLabel(postLabel(bangla));
  return (POST_LABELS as Record<string, string | undefined>)[name] ?? name;
};

/**
 * An article's state as its list line says it: "Draft" until it has ever been on
 * the site (or taken off it), "Hidden" once taken off, else "Scheduled" or
 * "Published"; a draft waiting over a published article is said after it.
 */
export function postState(post: {
  published: boolean;
  scheduled: boolean;
  hasDraft: boolean;
  /** It was published (or hidden) at some save: a revision says so. */
  everLive: boolean;
}): string {
  const state = !post.published
    ? post.everLive
      ? 'Hidden'
      : 'Draft'
    : post.scheduled
      ? 'Scheduled'
      : 'Published';
  return post.hasDraft ? `${state}, draft waiting` : state;
}

/** The `$intent` of "Publish anyway" after the question below. */
export const PUBLISH_SHORT_BANGLA = 'publish-short-bangla';

/** Asked once before an article whose Bangla body is incomplete (lib/admin/bangla-body.ts) is published. */
export const SHORT_BANGLA_QUESTION = {
  question:
    'The Bangla body is much shorter than the English: the Bangla page would show only part of the article. Publish anyway?',
  intent: PUBLISH_SHORT_BANGLA,
  answer: 'Publish anyway',
  alternative:
    'Nothing is published until you answer. To finish the translation first, Save draft keeps your changes off the site.',
  /** At the top of the form, where a page drawn anew (without JavaScript) opens. */
  waiting: 'Not published yet: a question about the Bangla body waits for your answer.',
};

/** After a bulk Publish: the articles it held back, whose Bangla body is only part of the English. */
export const heldBackWords = (held: number) =>
  `${held === 1 ? 'One ticked article was' : `${held} ticked articles were`} not published: ${held === 1 ? 'its' : 'their'} Bangla body is much shorter than the English. Open ${held === 1 ? 'it' : 'each'} to finish the translation or to publish anyway; ${held === 1 ? 'it stays' : 'they stay'} ticked below.`;

/** After a bulk Publish: the articles it held back because they lack what their page needs. */
export const unfinishedWords = (count: number) =>
  `${count === 1 ? 'One ticked article was' : `${count} ticked articles were`} not published: ${count === 1 ? 'it is a draft that still needs' : 'they are drafts that still need'} a category, an author or a body. Open ${count === 1 ? 'it' : 'each'} to finish and publish ${count === 1 ? 'it' : 'them'}; ${count === 1 ? 'it stays' : 'they stay'} ticked below.`;

/** In the article list, for a draft kept before its category and author were chosen. */
export const NO_CATEGORY = 'no category yet';
export const NO_AUTHOR = 'no author yet';
