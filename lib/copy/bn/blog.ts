/**
 * The blog's categories in Bangla, by slug (issue 49). The categories are the
 * demo content's fixed set, which the editing area does not edit, so their Bangla
 * lives here rather than in a column; a category not named here shows its English.
 */
export const categoryNamesBn: Record<string, string> = {
  'industry-insights': 'শিল্পের খবর ও বিশ্লেষণ',
  sustainability: 'টেকসই উদ্যোগ',
  'people-culture': 'মানুষ ও সংস্কৃতি',
  innovation: 'উদ্ভাবন',
  video: 'ভিডিও',
  publication: 'প্রকাশনা',
};

/** A category page's meta description in Bangla. */
export const categoryDescriptionBn = (name: string) =>
  `${name}: নিটওয়্যার তৈরির এই বিষয়ে মাসকো গ্রুপের লেখা।`;
