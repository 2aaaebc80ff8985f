import { z } from 'zod';
import { count, flag, image, link, list, optionalText, record, text, textList } from './fields';

/**
 * The content contract (shared/spec/api-contract.md), declared once: every read's
 * path, the schema of its exact wire body, and — because every field is lenient —
 * its fallback, which is simply what the schema makes of an empty body.
 */

// ---- shared item shapes -------------------------------------------------------

const slug = () => z.string().trim().min(1);

export const titledImage = (kind: 'certificate' | 'award' | 'logo') =>
  record({ title: text(), feature_image: image(kind) });

export const clientLogo = record({ title: text(), link: link(), feature_image: image('logo') });

export const blog = z.object({
  slug: slug(),
  title: text(),
  short_description: text(),
  description: text(),
  thumbnail: image('photo'),
  featured_image: image('photo'),
  featured: flag(),
  reading_time: text(),
  published_date: optionalText(),
  author: text(),
  author_id: optionalText(),
  tags: textList(),
  category_slug: optionalText(),
});

export const publication = record({
  title: text(),
  thumbnail: image('document'),
  published_date: optionalText(),
  attachment: link(),
});

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
  const items = list(titledImage('certificate'));
  return z.unknown().transform((v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return [];
    return Object.entries(v)
      .map(([category, entries]) => ({ category, certificates: items.parse(entries) }))
      .filter((group) => group.certificates.length > 0);
  });
};

const counts = <const K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, count()])) as Record<K, ReturnType<typeof count>>;

const prefixed = <const P extends string, const K extends string>(prefix: P, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [`${prefix}${k}`, count()])) as Record<
    `${P}${K}`,
    ReturnType<typeof count>
  >;

const certificate = () => image('certificate');

// ---- unit and about records ----------------------------------------------------

export const glanceTiles = [
  'man_power',
  'knitting_capacity',
  'dyeing_capacity',
  'printing_capacity',
  'embroidery_capacity',
  'sewing_capacity',
  'washing_capacity',
  'export_capacity',
] as const;

const glanceRecord = record({
  ...(Object.fromEntries(glanceTiles.map((k) => [k, text('N/A')])) as Record<
    (typeof glanceTiles)[number],
    ReturnType<typeof text>
  >),
  product_mix: text(),
  rsl: text(),
  empowerment_by_clients: text(),
  on_time_shipment: text(),
});

const yarnDyeingRecord = record({
  ...counts([
    'lab_dip_color_capacity',
    'production_capacity_soft_winding',
    'production_capacity_cotton_sewing',
    'hydro_capacity',
    'dryer_capacity',
    'cotton_yarn_fishing_capacity',
    'production_capacity_per_day',
    'production_capacity_per_month',
  ]),
  yarn_dyeing_certificate: certificate(),
});

const sewingThreadRecord = record({
  ...counts([
    'production_capacity_sewing_thread',
    'production_capacity_per_month',
    'no_of_machine',
  ]),
  sewing_thread_certificate: certificate(),
});

const knittingRecord = record({
  ...counts([
    'circular_machines',
    'flat_bed_machines',
    'auto_stripe_machines',
    'auto_stripe_machines2',
    'auto_stripe_rib_machines',
    'monthly_capacity',
  ]),
  knitting_certificate: certificate(),
});

const dyeingUnit = [
  'bulk_dyeing',
  'sample_dyeing',
  'dyeing_capacity',
  'no_of_tumble',
  'no_of_washing',
] as const;
const dyeingRecord = record({
  ...prefixed('concept_knitting_', [
    'bulk_dyeing',
    'sample_dyeing',
    'monthly_dyeing_capacity',
    'no_of_tumble',
    'no_of_washing',
    'garments_dyeing_capacity',
    'garments_washing_capacity',
  ]),
  concept_knitting_certificate: certificate(),
  ...prefixed('export_', dyeingUnit),
  export_certificate: certificate(),
  ...prefixed('industries_', dyeingUnit),
  industries_certificate: certificate(),
});

const sewingUnit = ['sewing_lines', 'machines', 'monthly_capacity', 'employess'] as const;
const sewingRecord = record({
  ...prefixed('santa_', ['sewing_lines', 'machines', 'monthly_capacity', 'employees']),
  santa_certificate: certificate(),
  ...prefixed('concept_knitting_', sewingUnit),
  concept_knitting_certificate: certificate(),
  ...prefixed('tasniah_fabrics_', sewingUnit),
  tasniah_fabrics_certificate: certificate(),
  ...prefixed('cottons_', sewingUnit),
  cottons_certificate: certificate(),
  ...prefixed('mascotex_', sewingUnit),
  mascotex_certificate: certificate(),
  ...prefixed('industries_', sewingUnit),
  industries_certificate: certificate(),
  ...prefixed('composite_knit_garments_', sewingUnit),
  composite_knit_garments_certificate: certificate(),
  ...prefixed('mpl_wear_', sewingUnit),
  mpl_wear_certificate: certificate(),
  ...prefixed('cad_section_', [
    'sewing_machines',
    'dummy',
    'spreader_machines',
    'plotter_machines',
    'pattern_machines',
    'sample_capacity',
  ]),
});

const printingRecord = record({
  ...counts([
    'sublimation_machines',
    'set_of_auto_circular_machines',
    'monthly_capacity',
    'no_of_printing_table',
    'embroidery_machines',
    'auto_circular_machines',
    'set_of_oval_machines',
    'printing_table',
    'laser_cutting_machines',
    'monthly_capacity_stitch',
    'monthly_capacity_printing',
  ]),
  masco_picasso_certificate: certificate(),
  masco_printing_embroidery_certificate: certificate(),
});

const washingRecord = record({
  eco_cloud: image('photo'),
  save_water: image('photo'),
  ...counts(['no_of_machines', 'monthly_capacity', 'no_of_employees', 'no_of_sample']),
  washing_certifications: certificate(),
});

// ---- sustainability records ----------------------------------------------------

const socialRecord = record({
  we_women_image: image('photo'),
  we_women: text(),
  mother_work_image: image('photo'),
  mother_work: text(),
  her_project_image: image('photo'),
  her_project: text(),
  gbav: text(),
  main_driver_satisfaction: textList(),
  recognition_question_chart: image('chart'),
  recognition_worker_chart: image('chart'),
  factory_name: textList(),
  amfori_bsci: textList(),
  sedex: textList(),
  better_work: textList(),
  social_labor: textList(),
  higg_index: textList(),
});

const materialRecord = record({
  material_chart: image('chart'),
  factory_name: textList(),
  higg_id: textList(),
  self_assessment_date: textList(),
  verification_date: textList(),
  verified_score: textList(),
});

const contentLists = {
  energy_content: textList(),
  water_content: textList(),
  waste_water_content: textList(),
  air_emmision_content: textList(),
  waste_content: textList(),
};

const environmentalRecord = record({
  ...contentLists,
  air_emmision_image: image('chart'),
  waste_water_unit_name: textList(),
  waste_eater_foundational: textList(),
  waste_water_progressive: textList(),
  waste_water_aspirational: textList(),
  waste_water_mrsl_company: textList(),
  chemical_unit_name: textList(),
  chemical_zdhc: textList(),
  chemical_gots: textList(),
  chemical_bluesign: textList(),
  chemical_oekotex: textList(),
  chemical_certificate: certificate(),
});

const futurePlanRecord = record({
  ...contentLists,
  chemical_name: textList(),
  zdhc_level: textList(),
  execution_time: textList(),
});

/** `{ data: { data: Record } }`, the sustainability envelope. */
const nested = <T extends z.ZodType>(inner: T) => record({ data: record({ data: inner }) });

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
  homeAwards: read('/api/home/awards', record({ awards: list(titledImage('award')) })),
  homeCertificates: read(
    '/api/home/certificates',
    record({ certificates: list(titledImage('certificate')) }),
  ),
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
  awards: read('/api/about/awards', record({ awards: list(titledImage('award')) })),
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
      medias: list(
        record({
          media_type: text(),
          feature_image: image('photo'),
          created_at: optionalText(),
          slug: optionalText(),
          quick_title: text(),
          link: link(),
        }),
      ),
    }),
  ),
  mediaMagazines: read(
    '/api/media/magazines',
    record({
      magazines: list(
        record({
          feature_image: image('document'),
          created_at: optionalText(),
          attachment: link(),
          title: text(),
        }),
      ),
    }),
  ),
  mediaDetails: read(
    '/api/media/details/:slug',
    record({
      details: record({
        title: text(),
        created_at: optionalText(),
        feature_image: image('photo'),
        content: text(),
      }),
    }),
    { item: true },
  ),
  jobPosts: read(
    '/api/career/job-post',
    record({
      career: list(
        record({
          title: text(),
          job_location: text(),
          employment_status: text(),
          vacancy: text(),
          application_deadline: optionalText(),
          link: link(),
        }),
      ),
    }),
  ),
  videos: read(
    '/api/posts/videos',
    record({
      videos: list(
        record({
          video_link: link(),
          thumbnail: image('photo'),
          title: text(),
          published_date: optionalText(),
        }),
      ),
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
      author: record({ full_name: text(), avatar: image('avatar') }),
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
