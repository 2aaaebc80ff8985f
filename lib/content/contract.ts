import { z } from 'zod';
import { image, link, list, optionalText, record, text } from './fields';
import {
  dyeingRecord,
  environmentalRecord,
  futurePlanRecord,
  glanceRecord,
  knittingRecord,
  materialRecord,
  nested,
  printingRecord,
  sewingRecord,
  sewingThreadRecord,
  socialRecord,
  washingRecord,
  yarnDyeingRecord,
} from './contract-records';

export { glanceTiles } from './contract-records';
import { wireRecord, wireShape } from './list-wire';
import { lists, wireViews } from './lists';

/**
 * The content contract (shared/spec/api-contract.md), declared once: every read's
 * path, the schema of its exact wire body, and — because every field is lenient —
 * its fallback, which is simply what the schema makes of an empty body.
 */

// ---- shared item shapes -------------------------------------------------------

const slug = () => z.string().trim().min(1);

export const certificate = wireRecord(lists.certificates, wireViews.titledImage);
export const award = wireRecord(lists.awards, wireViews.titledImage);

export const clientLogo = wireRecord(lists.clientLogos, wireViews.clientLogo);

export const blog = z.object({
  ...wireShape(lists.blogPosts, wireViews.article),
  slug: slug(),
  // This site's own: the alt text of a picture uploaded in the editing area (a CMS
  // that does not send them leaves the pictures decorative, as before).
  thumbnail_alt: optionalText(),
  featured_image_alt: optionalText(),
  author: text(),
  author_id: optionalText(),
  category_slug: optionalText(),
});

export const publication = wireRecord(lists.publications, wireViews.publication);

const pageNumber = () =>
  z.unknown().transform((v) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
    return Number.isInteger(n) && n >= 1 ? n : 1;
  });

export const meta = record({
  current_page: pageNumber(),
  last_page: pageNumber(),
  prev_page_url: link(),
  next_page_url: link(),
});

const stringMap = () =>
  z.unknown().transform((v): Record<string, string> => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
    return Object.fromEntries(
      Object.entries(v).filter(
        (e): e is [string, string] => typeof e[1] === 'string' && e[0] !== '',
      ),
    );
  });

/** `{ "<category>": [ certificate ] }`, keeping the categories in wire order. */
const certificatesByCategory = () => {
  const items = list(certificate);
  return z.unknown().transform((v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return [];
    return Object.entries(v)
      .map(([category, entries]) => ({ category, certificates: items.parse(entries) }))
      .filter((group) => group.certificates.length > 0);
  });
};

// ---- the reads -------------------------------------------------------------------

export type Endpoint<S extends z.ZodType = z.ZodType> = {
  /** Path pattern; `:name` segments are parameters. */
  path: string;
  schema: S;
  /** Accepts `page` and `per_page`. */
  paged?: boolean;
  /** 404 means "no such item" (details pages), not a failure. */
  item?: boolean;
};

const read = <S extends z.ZodType>(
  path: string,
  schema: S,
  options: Omit<Endpoint, 'path' | 'schema'> = {},
) => ({ path, schema, ...options }) satisfies Endpoint<S>;

const pagedBlogs = record({ blogs: record({ data: list(blog), meta }) });

export const reads = {
  brochure: read(
    '/api/about/brochure',
    z.unknown().transform((v) => {
      const body = record({ brochure: z.unknown() }).parse(v);
      const file = body.brochure ? record({ file: link() }).parse(body.brochure).file : null;
      return { brochure: file ? { file } : null };
    }),
  ),
  homeClientLogos: read('/api/home/client-logo', record({ clientLogo: list(clientLogo) })),
  homeAwards: read('/api/home/awards', record({ awards: list(award) })),
  homeCertificates: read('/api/home/certificates', record({ certificates: list(certificate) })),
  businessOverview: read(
    '/api/home/business-overview',
    record({
      data: record({ business_overview: image('chart'), export_countries: image('chart') }),
    }),
  ),
  headlineBlogs: read(
    '/api/posts/headline-blogs',
    record({ blogs: list(z.object({ title: text(), slug: slug() })) }),
  ),
  sustainableClock: read(
    '/api/sustainability/sustainability_sustainable-clock',
    record({ data: record({ sustainable_clock: image('chart') }) }),
  ),
  glance: read('/api/apparel/masco-at-a-glance', record({ data: glanceRecord })),
  clientLogos: read('/api/about/client-logo', record({ clientLogo: list(clientLogo) })),
  awards: read('/api/about/awards', record({ awards: list(award) })),
  yarnDyeing: read('/api/apparel/yarn-dyeing', record({ data: yarnDyeingRecord })),
  sewingThread: read('/api/apparel/sewing-thread', record({ data: sewingThreadRecord })),
  knitting: read('/api/apparel/knitting', record({ data: knittingRecord })),
  dyeing: read('/api/apparel/dyeing', record({ data: dyeingRecord })),
  sewing: read('/api/apparel/sewing', record({ data: sewingRecord })),
  printingEmbroidery: read('/api/apparel/printing-embroidery', record({ data: printingRecord })),
  washing: read('/api/apparel/washing', record({ data: washingRecord })),
  social: read('/api/sustainability/sustainability_social', nested(socialRecord)),
  material: read('/api/sustainability/sustainability_material', nested(materialRecord)),
  environmental: read(
    '/api/sustainability/sustainability_environmental',
    nested(environmentalRecord),
  ),
  futurePlan: read('/api/sustainability/sustainability_future-plan', nested(futurePlanRecord)),
  certificatesByCategory: read(
    '/api/sustainability/category-wise/certificates',
    certificatesByCategory(),
  ),
  newsVideos: read(
    '/api/media/news-videos',
    record({
      medias: list(wireRecord(lists.mediaItems, wireViews.newsVideo)),
    }),
  ),
  mediaMagazines: read(
    '/api/media/magazines',
    record({
      magazines: list(wireRecord(lists.magazines, wireViews.magazine)),
    }),
  ),
  mediaDetails: read(
    '/api/media/details/:slug',
    record({
      details: wireRecord(lists.mediaItems, wireViews.mediaDetails),
    }),
    { item: true },
  ),
  jobPosts: read('/api/career/job-post', record({ career: list(wireRecord(lists.jobPosts)) })),
  videos: read(
    '/api/posts/videos',
    record({
      videos: list(wireRecord(lists.videos, wireViews.video)),
    }),
  ),
  blogs: read('/api/posts/get-blogs', pagedBlogs, { paged: true }),
  categoryBlogs: read('/api/posts/:category_slug/blogs', pagedBlogs, { paged: true }),
  featuredBlogs: read('/api/posts/get-featured-blogs', record({ blogs: list(blog) })),
  categories: read('/api/posts/categories', record({ categories: stringMap() })),
  publications: read(
    '/api/posts/magazines',
    record({
      magazines: list(publication),
      meta: z.unknown().transform((v) => (v ? meta.parse(v) : null)),
    }),
    { paged: true },
  ),
  recentBlogs: read('/api/posts/recent', record({ recent: list(blog) })),
  blogDetails: read(
    '/api/posts/blog/:slug/details',
    record({
      details: z.unknown().transform((v) => (v ? (blog.safeParse(v).data ?? null) : null)),
    }),
    { item: true },
  ),
  authorBlogs: read(
    '/api/posts/author/blogs/:author_id',
    record({
      author: wireRecord(lists.authors),
      blogs: list(blog),
    }),
    { item: true },
  ),
} as const;

export type Reads = typeof reads;
export type ReadName = keyof Reads;
export type ReadData<N extends ReadName> = z.output<Reads[N]['schema']>;

export type Blog = z.output<typeof blog>;
export type Publication = z.output<typeof publication>;
export type Meta = z.output<typeof meta>;
