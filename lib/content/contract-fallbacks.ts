import type { ReadName } from './contract';

const emptyMeta = { current_page: 1, last_page: 1, prev_page_url: null, next_page_url: null };

/**
 * The wire body each read falls back to. Parsed by its schema it gives the
 * page-level fallback (numbers 0, tiles 'N/A', lists empty, placeholder images).
 */
export const wireFallbacks: { [N in ReadName]: unknown } = {
  brochure: { brochure: null },
  homeClientLogos: { clientLogo: [] },
  homeAwards: { awards: [] },
  homeCertificates: { certificates: [] },
  businessOverview: { data: {} },
  headlineBlogs: { blogs: [] },
  sustainableClock: { data: {} },
  glance: { data: {} },
  clientLogos: { clientLogo: [] },
  awards: { awards: [] },
  yarnDyeing: { data: {} },
  sewingThread: { data: {} },
  knitting: { data: {} },
  dyeing: { data: {} },
  sewing: { data: {} },
  printingEmbroidery: { data: {} },
  washing: { data: {} },
  social: { data: { data: {} } },
  material: { data: { data: {} } },
  environmental: { data: { data: {} } },
  futurePlan: { data: { data: {} } },
  certificatesByCategory: {},
  newsVideos: { medias: [] },
  mediaMagazines: { magazines: [] },
  mediaDetails: { details: null },
  jobPosts: { career: [] },
  videos: { videos: [] },
  blogs: { blogs: { data: [], meta: emptyMeta } },
  categoryBlogs: { blogs: { data: [], meta: emptyMeta } },
  featuredBlogs: { blogs: [] },
  categories: { categories: {} },
  publications: { magazines: [], meta: emptyMeta },
  recentBlogs: { recent: [] },
  blogDetails: { details: null },
  authorBlogs: { author: null, blogs: [] },
};
