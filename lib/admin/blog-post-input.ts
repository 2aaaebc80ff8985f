import { z } from 'zod';
import { tagsInput } from './collection-input';
import { richTextProblem } from './rich-text';
import { banglaBodyProblem, isEmptyBody } from './bangla-fields';

const SITE_PATH = /^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+)$/;
const sitePath = (label: string) =>
  z
    .string()
    .trim()
    .max(2048)
    .refine(
      (v) => v === '' || SITE_PATH.test(v),
      `${label}: a path on this site or an http(s) address`,
    );

const summary = z.string().trim().max(600, 'Keep the summary under 600 characters.');
const body = (problemOf: (html: string) => string | null) =>
  z
    .string()
    .max(200_000)
    .superRefine((html, ctx) => {
      const problem = problemOf(html);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** An article as the editing form sends it to publish or hide it: everything its pages need. */
export const blogPostInput = z.object({
  title: z.string().trim().min(1, 'Give the article a title.').max(200),
  slug: z
    .string()
    .trim()
    .min(1, 'Give the article an address.')
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens.'),
  categorySlug: z.string().min(1, 'Choose a category.'),
  authorId: z.coerce.number().int().positive('Choose an author.'),
  tags: tagsInput,
  featured: z.boolean(),
  headline: z.boolean(),
  publishedAt: z.coerce.date({ error: 'Enter a date and time.' }),
  featuredImage: sitePath('Picture'),
  shortDescription: summary,
  description: body(richTextProblem),
  // Its Bangla (issue 49), never required, checked only when the form sent it.
  'bn.title': z.string().trim().max(200).optional(),
  'bn.shortDescription': summary.optional(),
  'bn.description': body(banglaBodyProblem(richTextProblem)).optional(),
  'bn.featuredImageAlt': z.string().trim().max(500).optional(),
});
export type BlogPostInput = z.input<typeof blogPostInput>;

/**
 * An article saved as a draft: a title (and the address made from it) is
 * enough, so an idea can be kept. No category, no author and no body are kept
 * as none (null, null, ''); no date as the time of saving. What is typed is
 * still checked as for publishing (a taken or malformed address, a picture's
 * alt text in the body, lengths). Publishing and hiding take blogPostInput.
 */
export const blogDraftInput = blogPostInput.extend({
  categorySlug: z.string().transform((v) => v || null),
  authorId: z.preprocess((v) => (v === '' ? null : v), blogPostInput.shape.authorId.nullable()),
  publishedAt: z.preprocess((v) => (v === '' ? new Date() : v), blogPostInput.shape.publishedAt),
  description: body((html) => (isEmptyBody(html) ? null : richTextProblem(html))),
});
export type BlogDraftValues = z.output<typeof blogDraftInput>;

/** What a save must carry: a draft its title, "Publish" and "Save hidden" everything. */
export const postInputFor = (intent: 'publish' | 'hide' | 'draft') =>
  intent === 'draft' ? blogDraftInput : blogPostInput;

/** Whether a stored article has what its pages need (the list's bulk publish asks). */
export const readyToPublish = (post: {
  categorySlug: string | null;
  authorId: number | null;
  description: string;
}) => post.categorySlug !== null && post.authorId !== null && !isEmptyBody(post.description);
