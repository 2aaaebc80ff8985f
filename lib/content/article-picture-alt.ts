/**
 * The one Bangla field of an article that is not a column of its own: its
 * picture's alt text in Bangla. The English alt text is the picture's own (the
 * file's, typed with its upload: lib/admin/uploads.ts, and read by every article
 * that has the file as its picture); the Bangla one is the article's, kept in its
 * `bn` object with its other Bangla values (lib/content/lists.ts), so a draft, a
 * revision and the conflict check carry it as they carry those. The Bangla page
 * and cards read it; left empty, they read the English one, marked `lang="en"`.
 */
export const articlePictureAlt = {
  key: 'featuredImageAlt',
  label: 'Picture, alt text',
  kind: 'text',
  translate: true,
} as const;
