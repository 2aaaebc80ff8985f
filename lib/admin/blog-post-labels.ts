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
  thumbnail: 'Thumbnail (lists)',
  thumbnailAlt: 'Thumbnail (lists), alt text',
  thumbnailFile: 'Thumbnail (lists), upload',
  featuredImage: "Featured image (the article's page)",
  featuredImageAlt: "Featured image (the article's page), alt text",
  featuredImageFile: "Featured image (the article's page), upload",
  shortDescription: 'Summary',
  description: 'Body',
} as const;

export const postLabel = (name: string) =>
  (POST_LABELS as Record<string, string | undefined>)[name] ?? name;
