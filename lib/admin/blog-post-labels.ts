import { lists } from '@/lib/content/lists';

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
  featuredImageAlt: 'Picture, alt text',
  featuredImageFile: 'Picture, upload',
};

export const postLabel = (name: string) =>
  (POST_LABELS as Record<string, string | undefined>)[name] ?? name;
