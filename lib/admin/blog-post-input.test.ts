import { describe, expect, it } from 'vitest';
import { blogDraftInput, blogPostInput, postInputFor, readyToPublish } from './blog-post-input';

/** The form's values of an article with nothing but its title (and the address made from it). */
const titleOnly = {
  title: 'An idea for later',
  slug: 'an-idea-for-later',
  categorySlug: '',
  authorId: '',
  tags: '',
  featured: false,
  headline: false,
  publishedAt: '',
  featuredImage: '',
  shortDescription: '',
  description: '',
};
const complete = {
  ...titleOnly,
  categorySlug: 'innovation',
  authorId: '2',
  publishedAt: '2026-11-28T10:00:00Z',
  description: '<p>The body.</p>',
};
const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('what an article needs to be saved', () => {
  it('a draft needs no more than a title: no category, author, body or date yet', () => {
    const parsed = postInputFor('draft').safeParse(titleOnly);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ categorySlug: null, authorId: null, description: '' });
    expect(parsed.data?.publishedAt).toBeInstanceOf(Date);
  });

  it('a draft still needs its title, and what is typed is checked', () => {
    expect(messages(blogDraftInput.safeParse({ ...titleOnly, title: ' ' }))).toEqual({
      title: 'Give the article a title.',
    });
    expect(
      messages(
        blogDraftInput.safeParse({
          ...titleOnly,
          slug: 'Not An Address',
          description: '<p>x</p><img src="/files/a/b.webp">',
          publishedAt: 'soon',
        }),
      ),
    ).toEqual({
      slug: 'Use lowercase letters, digits and single hyphens.',
      description: 'Every picture in the body needs a description (its alt text).',
      publishedAt: 'Enter a date and time.',
    });
  });

  it('Publish and Save hidden ask for everything, with the same messages as before', () => {
    for (const intent of ['publish', 'hide'] as const) {
      expect(postInputFor(intent)).toBe(blogPostInput);
      expect(messages(postInputFor(intent).safeParse(titleOnly))).toEqual({
        categorySlug: 'Choose a category.',
        authorId: 'Choose an author.',
        publishedAt: 'Enter a date and time.',
        description: 'Write the body.',
      });
      expect(postInputFor(intent).safeParse(complete).success).toBe(true);
    }
  });

  it('a complete draft keeps its category and author', () => {
    expect(blogDraftInput.parse(complete)).toMatchObject({
      categorySlug: 'innovation',
      authorId: 2,
    });
  });

  it('a stored article is ready to publish only with a category, an author and a body', () => {
    const stored = { categorySlug: 'innovation', authorId: 2, description: '<p>Body</p>' };
    expect(readyToPublish(stored)).toBe(true);
    expect(readyToPublish({ ...stored, categorySlug: null })).toBe(false);
    expect(readyToPublish({ ...stored, authorId: null })).toBe(false);
    expect(readyToPublish({ ...stored, description: '<p></p>' })).toBe(false);
  });
});
