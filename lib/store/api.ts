import 'server-only';
import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { ReadName } from '@/lib/content/contract';
import { readPath, type Paging, type Params } from '@/lib/content/routes';
import type { SourceResponse } from '@/lib/content/source';
import { iso, notFound, ok } from './answers';
import { getStore, type Store } from './db';
import { previewBlogDetails, previewMediaDetails } from './preview';
import * as t from './schema';

/**
 * The embedded content API: answers each contract read from the store with the
 * exact wire body of shared/spec/api-contract.md.
 */

/** A record's published body, or in preview its unpublished draft where there is one. */
async function recordBody(
  db: Store,
  key: string,
  preview: boolean,
): Promise<Record<string, unknown>> {
  const [row] = await db
    .select({ body: t.records.body, draft: t.records.draft })
    .from(t.records)
    .where(eq(t.records.key, key));
  const body = preview && row?.draft ? row.draft.values : row?.body;
  return (body as Record<string, unknown> | undefined) ?? {};
}

const blogColumns = {
  slug: t.blogPosts.slug,
  title: t.blogPosts.title,
  short_description: t.blogPosts.shortDescription,
  description: t.blogPosts.description,
  thumbnail: t.blogPosts.thumbnail,
  featured_image: t.blogPosts.featuredImage,
  featured: t.blogPosts.featured,
  reading_time: t.blogPosts.readingTime,
  publishedAt: t.blogPosts.publishedAt,
  author: t.authors.fullName,
  author_id: t.blogPosts.authorId,
  tags: t.blogPosts.tags,
  category_slug: t.blogPosts.categorySlug,
};

function blogQuery(db: Store) {
  return db
    .select(blogColumns)
    .from(t.blogPosts)
    .innerJoin(t.authors, eq(t.blogPosts.authorId, t.authors.id));
}

type BlogRow = Awaited<ReturnType<ReturnType<typeof blogQuery>['execute']>>[number];
const toBlog = ({ publishedAt, ...row }: BlogRow) => ({ ...row, published_date: iso(publishedAt) });

/** Only published posts: one dated in the future is scheduled, one unpublished in the editing area hidden. */
const published = () =>
  and(sql`${t.blogPosts.publishedAt} <= now()`, eq(t.blogPosts.published, true))!;

function meta(name: ReadName, params: Params, paging: Paging, total: number) {
  const lastPage = Math.max(1, Math.ceil(total / paging.per_page));
  const url = (page: number) =>
    `${readPath(name, params)}?page=${page}&per_page=${paging.per_page}`;
  return {
    current_page: paging.page,
    last_page: lastPage,
    prev_page_url: paging.page > 1 ? url(Math.min(paging.page - 1, lastPage)) : null,
    next_page_url: paging.page < lastPage ? url(paging.page + 1) : null,
  };
}

async function pagedBlogs(
  db: Store,
  name: ReadName,
  params: Params,
  paging: Paging,
  categorySlug?: string,
) {
  const where = categorySlug
    ? and(published(), eq(t.blogPosts.categorySlug, categorySlug))
    : published();
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    db.select({ total: count() }).from(t.blogPosts).where(where),
    blogQuery(db)
      .where(where)
      .orderBy(desc(t.blogPosts.publishedAt), desc(t.blogPosts.id))
      .limit(paging.per_page)
      .offset((paging.page - 1) * paging.per_page),
  ]);
  return ok({ blogs: { data: rows.map(toBlog), meta: meta(name, params, paging, total) } });
}

/** `preview`: an editor's preview (draft mode), where unpublished drafts and articles show. */
type Handler = (
  db: Store,
  params: Params,
  paging: Paging,
  preview: boolean,
) => Promise<SourceResponse>;

const record =
  (key: string, wrap: (body: Record<string, unknown>) => unknown): Handler =>
  async (db, _params, _paging, preview) =>
    ok(wrap(await recordBody(db, key, preview)));
const data = (key: string) => record(key, (body) => ({ data: body }));
const nestedData = (key: string) => record(key, (body) => ({ data: { data: body } }));

/** Awards and certificates share their listed columns: title, image, position, on-home flag. */
type TitledImageTable = typeof t.awards | typeof t.certificates;
const titledImages = (table: TitledImageTable, onHome: boolean) => async (db: Store) => {
  const { title, featureImage, position, id } = table;
  return db
    .select({ title, feature_image: featureImage })
    .from(table as typeof t.awards)
    .where(and(eq(table.published, true), onHome ? eq(table.onHome, true) : undefined))
    .orderBy(asc(position), asc(id));
};

const clientLogoList = (onHome: boolean) => async (db: Store) =>
  ok({
    clientLogo: await db
      .select({
        title: t.clientLogos.title,
        link: t.clientLogos.link,
        feature_image: t.clientLogos.featureImage,
      })
      .from(t.clientLogos)
      .where(
        and(eq(t.clientLogos.published, true), onHome ? eq(t.clientLogos.onHome, true) : undefined),
      )
      .orderBy(asc(t.clientLogos.position), asc(t.clientLogos.id)),
  });

export const handlers: Record<ReadName, Handler> = {
  brochure: record('/api/about/brochure', (body) => ({ brochure: body.file ? body : null })),
  homeClientLogos: clientLogoList(true),
  homeAwards: async (db) => ok({ awards: await titledImages(t.awards, true)(db) }),
  homeCertificates: async (db) =>
    ok({ certificates: await titledImages(t.certificates, true)(db) }),
  businessOverview: data('/api/home/business-overview'),
  headlineBlogs: async (db) =>
    ok({
      blogs: await db
        .select({ title: t.blogPosts.title, slug: t.blogPosts.slug })
        .from(t.blogPosts)
        .where(and(eq(t.blogPosts.headline, true), published()))
        .orderBy(desc(t.blogPosts.publishedAt)),
    }),
  sustainableClock: data('/api/sustainability/sustainability_sustainable-clock'),
  glance: data('/api/apparel/masco-at-a-glance'),
  clientLogos: clientLogoList(false),
  awards: async (db) => ok({ awards: await titledImages(t.awards, false)(db) }),
  yarnDyeing: data('/api/apparel/yarn-dyeing'),
  sewingThread: data('/api/apparel/sewing-thread'),
  knitting: data('/api/apparel/knitting'),
  dyeing: data('/api/apparel/dyeing'),
  sewing: data('/api/apparel/sewing'),
  printingEmbroidery: data('/api/apparel/printing-embroidery'),
  washing: data('/api/apparel/washing'),
  social: nestedData('/api/sustainability/sustainability_social'),
  material: nestedData('/api/sustainability/sustainability_material'),
  environmental: nestedData('/api/sustainability/sustainability_environmental'),
  futurePlan: nestedData('/api/sustainability/sustainability_future-plan'),
  certificatesByCategory: async (db) => {
    const rows = await db
      .select({
        category: t.certificates.category,
        title: t.certificates.title,
        feature_image: t.certificates.featureImage,
      })
      .from(t.certificates)
      .where(eq(t.certificates.published, true))
      .orderBy(asc(t.certificates.position), asc(t.certificates.id));
    const groups: Record<string, { title: string; feature_image: string }[]> = {};
    for (const { category, ...item } of rows) (groups[category] ??= []).push(item);
    return ok(groups);
  },
  newsVideos: async (db) => {
    const rows = await db
      .select()
      .from(t.mediaItems)
      .where(eq(t.mediaItems.published, true))
      .orderBy(desc(t.mediaItems.createdAt), desc(t.mediaItems.id));
    return ok({
      medias: rows.map((m) => ({
        media_type: m.mediaType,
        feature_image: m.featureImage,
        created_at: iso(m.createdAt),
        slug: m.slug,
        quick_title: m.quickTitle,
        link: m.link,
      })),
    });
  },
  mediaMagazines: async (db) => {
    const rows = await db
      .select()
      .from(t.magazines)
      .where(eq(t.magazines.published, true))
      .orderBy(desc(t.magazines.createdAt));
    return ok({
      magazines: rows.map((m) => ({
        feature_image: m.featureImage,
        created_at: iso(m.createdAt),
        attachment: m.attachment,
        title: m.title,
      })),
    });
  },
  mediaDetails: async (db, { slug = '' }, _paging, preview) => {
    if (preview) return previewMediaDetails(db, slug);
    const [row] = await db
      .select()
      .from(t.mediaItems)
      .where(
        and(
          eq(t.mediaItems.slug, slug),
          eq(t.mediaItems.mediaType, 'news'),
          eq(t.mediaItems.published, true),
        ),
      );
    if (!row) return notFound('No media item with this slug.');
    return ok({
      details: {
        title: row.title,
        created_at: iso(row.createdAt),
        feature_image: row.featureImage,
        content: row.content,
      },
    });
  },
  jobPosts: async (db) => {
    const rows = await db
      .select()
      .from(t.jobPosts)
      .where(
        and(gte(t.jobPosts.applicationDeadline, sql`current_date`), eq(t.jobPosts.published, true)),
      )
      .orderBy(asc(t.jobPosts.applicationDeadline), asc(t.jobPosts.id));
    return ok({
      career: rows.map((j) => ({
        title: j.title,
        job_location: j.jobLocation,
        employment_status: j.employmentStatus,
        vacancy: j.vacancy,
        application_deadline: j.applicationDeadline,
        link: j.link,
      })),
    });
  },
  videos: async (db) => {
    const rows = await db
      .select()
      .from(t.videos)
      .where(eq(t.videos.published, true))
      .orderBy(desc(t.videos.publishedAt), desc(t.videos.id));
    return ok({
      videos: rows.map((v) => ({
        video_link: v.videoLink,
        thumbnail: v.thumbnail,
        title: v.title,
        published_date: iso(v.publishedAt),
      })),
    });
  },
  blogs: (db, params, paging) => pagedBlogs(db, 'blogs', params, paging),
  categoryBlogs: async (db, params, paging) => {
    const slug = params.category_slug ?? '';
    const [category] = await db
      .select()
      .from(t.blogCategories)
      .where(eq(t.blogCategories.slug, slug));
    if (!category) return notFound('No such category.');
    return pagedBlogs(db, 'categoryBlogs', params, paging, slug);
  },
  featuredBlogs: async (db) =>
    ok({
      blogs: (
        await blogQuery(db)
          .where(and(eq(t.blogPosts.featured, true), published()))
          .orderBy(desc(t.blogPosts.publishedAt))
      ).map(toBlog),
    }),
  categories: async (db) => {
    const rows = await db
      .select()
      .from(t.blogCategories)
      .orderBy(asc(t.blogCategories.position), asc(t.blogCategories.slug));
    return ok({ categories: Object.fromEntries(rows.map((c) => [c.slug, c.name])) });
  },
  publications: async (db, params, paging) => {
    const [[{ total } = { total: 0 }], rows] = await Promise.all([
      db.select({ total: count() }).from(t.publications).where(eq(t.publications.published, true)),
      db
        .select()
        .from(t.publications)
        .where(eq(t.publications.published, true))
        .orderBy(desc(t.publications.publishedAt), desc(t.publications.id))
        .limit(paging.per_page)
        .offset((paging.page - 1) * paging.per_page),
    ]);
    return ok({
      magazines: rows.map((p) => ({
        title: p.title,
        thumbnail: p.thumbnail,
        published_date: iso(p.publishedAt),
        attachment: p.attachment,
      })),
      meta: meta('publications', params, paging, total),
    });
  },
  recentBlogs: async (db) =>
    ok({
      recent: (
        await blogQuery(db).where(published()).orderBy(desc(t.blogPosts.publishedAt)).limit(6)
      ).map(toBlog),
    }),
  blogDetails: async (db, { slug = '' }, _paging, preview) => {
    if (preview) return previewBlogDetails(db, slug);
    const [row] = await blogQuery(db).where(and(eq(t.blogPosts.slug, slug), published()));
    return row ? ok({ details: toBlog(row) }) : notFound('No blog with this slug.');
  },
  authorBlogs: async (db, { author_id = '' }) => {
    const id = /^\d{1,9}$/.test(author_id) ? Number(author_id) : NaN;
    if (!Number.isInteger(id)) return notFound('No such author.');
    const [author] = await db.select().from(t.authors).where(eq(t.authors.id, id));
    if (!author) return notFound('No such author.');
    const rows = await blogQuery(db)
      .where(and(eq(t.blogPosts.authorId, id), published()))
      .orderBy(desc(t.blogPosts.publishedAt));
    return ok({
      author: { full_name: author.fullName, avatar: author.avatar },
      blogs: rows.map(toBlog),
    });
  },
};

export async function readFromStore(
  name: ReadName,
  params: Params,
  paging: Paging,
  preview = false,
): Promise<SourceResponse> {
  return handlers[name](await getStore(), params, paging, preview);
}
