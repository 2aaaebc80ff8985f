/** The blog section's words and limits (spec part 2, sections 2, 8 and 9). */

/** Where each text is cut (then '...' is added). */
export const CUT = {
  heroDescription: 130,
  cardTitle: 82,
  cardDescription: 120,
  videoTitle: 62,
  recentTitle: 58,
  recentDescription: 68,
  publicationTitle: 50,
  authorCardTitle: 95,
  authorCardDescription: 120,
} as const;

/** Articles per page of the article list. */
export const PER_PAGE = 8;
/** Publications per page of the publication grid. */
export const PUBLICATIONS_PER_PAGE = 8;
/** Slider autoplay. */
export const AUTOPLAY_MS = 5000;
/** A request with a category filter waits this long first. */
export const FILTER_DELAY_MS = 100;

/** The blog's meta descriptions; its interface words are in messages/*.json (`blog`). */
export const blogText = {
  description:
    'Stories from Masco Group: knit fabric trends, sustainable dyeing and washing, our people and the innovations on our factory floors.',
  videosDescription:
    'Videos from Masco Group: our factories, our people, sustainability projects and the making of knitwear, from yarn to finished garment.',
};

/** The publications page (its h1 is the blog's 'All Publication', messages' blog.allPublication), for its metadata and the search index. */
export const publicationsPage = {
  path: '/publications',
  title: 'All Publication',
  description:
    'Every Masco Group publication in one place: magazines, sustainability reports and brochures to open or download.',
};
