import { lists } from '@/lib/content/lists';
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
  featuredImageAlt: 'Picture, alt text',
  featuredImageFile: 'Picture, upload',
};

/** The article's fields that have a Bangla value (the form's বাংলা tab), as described. */
export const POST_BANGLA = translatedKeys(lists.blogPosts) as Described[];

export const postLabel = (name: string): string => {
  const bangla = banglaKey(name);
  if (bangla !== null) return banglaLabel(postLabel(bangla));
  return (POST_LABELS as Record<string, string | undefined>)[name] ?? name;
};
