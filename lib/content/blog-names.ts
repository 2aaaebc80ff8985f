import { describeList } from './list-description.ts';

/**
 * The blog's category and tag names, English and Bangla (issue 49), described as the
 * other lists are (lib/content/lists.ts), so that the editing area lists, adds,
 * renames and removes them with the same machinery, and the "Missing Bangla" filter
 * finds one without its Bangla name. The articles name a category by its address
 * (`category_slug`) and a tag by its English name (their `tags`), so a category
 * keeps its address when it is renamed, and a renamed tag is renamed on them.
 */
export const blogNames = {
  blogCategories: describeList(
    'blog_categories',
    {
      slug: {
        kind: 'slug',
        label: 'Address',
        required: true,
        storage: 'unique',
        hint: 'Its page is /blogs/ and this address. Changed, the old address leads to the new one.',
      },
      name: { kind: 'text', label: 'Name', required: true, translate: true },
    },
    { formOrder: ['name', 'slug'] },
  ),
  blogTags: describeList('blog_tags', {
    name: {
      kind: 'text',
      label: 'Tag',
      required: true,
      storage: 'unique',
      translate: true,
      hint: 'As articles are tagged with it: renamed here, it is renamed on every article.',
    },
  }),
} as const;
