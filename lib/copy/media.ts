/** /media and /media-details/{slug}: the fixed words around the news, videos and magazines. */
export const mediaPage = {
  path: '/media',
  title: 'Media & News',
  /** The breadcrumb's name of /media (also the crumb before a news item). */
  crumb: 'Media',
  eyebrow: 'Newsroom',
  description:
    'News, films and the Masco Magazine from Masco Group: life on our factory floors, our people and programmes, and how we make knit garments in Bangladesh.',
  intro:
    'Stories from across the group: events on our factory floors, our people and programmes, films about how we work, and every issue of the Masco Magazine.',
  gridTitle: 'News and videos',
  gridEyebrow: 'Latest',
  empty: {
    title: 'No news or videos to show right now',
    text: 'Our latest stories and films will be listed here. Please check back soon.',
  },
  /** Before a news item's card date (DD-MM-YYYY). */
  dateLabel: 'Date: ',
  readMore: 'READ MORE',
  /** After READ MORE, for screen readers, before the item's title. */
  readMoreAbout: ' about ',
  /** The video play button's accessible name. */
  play: (title: string) => `Play video: ${title}`,
  /** The no-JavaScript form of the play control: the video on its own site. */
  watchElsewhere: '(opens the video in a new tab)',
  videoLabel: 'Video',
  newsLabel: 'News',
} as const;

/** The 'Masco Magazine' sidebar of both pages. */
export const magazineSidebar = {
  title: 'Masco Magazine',
  intro: 'Our half-yearly magazine: stories, people and progress from across the group.',
  empty: 'No magazine issues are available at the moment. Please check back soon.',
  newTab: '(opens in a new tab)',
  /** Above an issue's title shown in English on a Bangla page (never on an English one). */
  englishOnly: 'This issue is in English only',
} as const;

/** /media-details/{slug}: one news item. */
export const mediaDetailsPage = {
  pathPrefix: '/media-details',
  /** Before the long date ('1st January 2024, 3:04:05 pm'). */
  publishedLabel: 'Published: ',
  /** Meta description length (characters) taken from the content's text. */
  descriptionLength: 160,
  unavailable: {
    /** Browser title and banner title while the source cannot be reached. */
    title: 'News item unavailable',
    text: 'This news item is unavailable at the moment, please try again later.',
    back: 'Back to Media & News',
  },
  notFoundTitle: 'NEWS NOT FOUND',
} as const;

export const mediaDetailPath = (slug: string) =>
  `${mediaDetailsPage.pathPrefix}/${encodeURIComponent(slug)}`;
