/** An article form's fields as the form labels them (and a conflict notice names them). */
export const POST_LABELS = {
  title: 'Title',
  slug: 'Address',
  categorySlug: 'Category',
  authorId: 'Author',
  tags: 'Tags',
  publishedAt: 'Published on (Bangladesh time)',
  featured: 'Featured on /blogs',
  headline: 'In the home page’s news ticker',
  featuredImage: 'Picture (the article’s page, the lists and the share card)',
  featuredImageAlt: 'Picture, alt text',
  featuredImageFile: 'Picture, upload',
  shortDescription: 'Summary',
  description: 'Body',
} as const;

export const postLabel = (name: string) =>
  (POST_LABELS as Record<string, string | undefined>)[name] ?? name;
