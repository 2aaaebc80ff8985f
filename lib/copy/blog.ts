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

export const blogText = {
  title: 'Blogs',
  description:
    'Stories from Masco Group: knit fabric trends, sustainable dyeing and washing, our people and the innovations on our factory floors.',
  allArticles: 'All Articles',
  latestStories: 'Latest Stories',
  featured: 'Featured',
  readMore: 'Read more',
  noDescription: 'No description available.',
  noFeatured: 'No featured blogs available.',
  noBlogs: 'No blogs available.',
  blogsFailed: 'Failed to fetch blogs. Please try again later.',
  ourPublication: 'Our Publication',
  viewAll: 'View All',
  noPublication: 'No Publication available.',
  allVideos: 'All Videos',
  videosDescription:
    'Videos from Masco Group: our factories, our people, sustainability projects and the making of knitwear, from yarn to finished garment.',
  noVideos: 'No videos available.',
  videosFailed: 'Failed to fetch recent videos. Please try again later.',
  getInTouch: 'Get in Touch with Us',
  contactUs: 'Contact us',
  recentPosts: 'Recent Posts',
  noRecent: 'No recent blogs available.',
  authorRole: 'Group Author & Writer',
  writtenBy: (author: string) => `Article’s written by ${author}`,
  noAuthorArticles: 'No articles available.',
  allPublication: 'All Publication',
  allBlog: 'All Blog',
};

/** The publications page (its h1 is the blog's 'All Publication'), for its metadata and the search index. */
export const publicationsPage = {
  path: '/publications',
  title: blogText.allPublication,
  description:
    'Every Masco Group publication in one place: magazines, sustainability reports and brochures to open or download.',
};
