/*
 * The blog's category and tag names in Bangla are the store's (blog_categories,
 * blog_tags: lib/content/blog-names.ts), edited in the editing area's lists.
 */

/** A category page's meta description in Bangla. */
export const categoryDescriptionBn = (name: string) =>
  `${name}: নিটওয়্যার তৈরির এই বিষয়ে মাসকো গ্রুপের লেখা।`;
