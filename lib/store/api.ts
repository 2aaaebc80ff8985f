import 'server-only';
import { and, asc, count, desc, eq, gte } from 'drizzle-orm';
import type { ReadName } from '@/lib/content/contract';
import type { Paging, Params } from '@/lib/content/routes';
import type { SourceResponse } from '@/lib/content/source-response';
import { groupDay } from '@/lib/dates';
import type { Language } from '@/lib/i18n/languages';
import { overlay } from '@/lib/i18n/translate';
import { toWire } from '@/lib/content/list-wire';
import { lists, wireViews } from '@/lib/content/lists';
import { meta, notFound, ok, type Handler } from './answers';
import { blogAnswers } from './blog-answers';
import { getStore, type Store } from './db';
import { previewMediaDetails } from './preview';
import * as t from './schema';

/**
 * The embedded content API: answers each contract read from the store with the
 * exact wire body of shared/spec/api-contract.md.
 */

/**
 * A record's published body, or in preview its unpublished draft where there is one;
 * in Bangla with its Bangla text over the English (lib/i18n/translate.ts).
 */
async function recordBody(
  db: Store,
  key: string,
  preview: boolean,
  lang: Language,
): Promise<Record<string, unknown>> {
  const [row] = await db
    .select({ body: t.records.body, draft: t.records.draft, bn: t.records.bn })
    .from(t.records)
    .where(eq(t.records.key, key));
  const draft = preview ? row?.draft : null;
  const body = ((draft ? draft.values : row?.body) ?? {}) as Record<string, unknown>;
  return lang === 'bn' ? overlay(body, draft?.bn ?? row?.bn) : body;
}

const record =
  (key: string, wrap: (body: Record<string, unknown>) => unknown): Handler =>
  async (db, _params, _paging, preview, lang) =>
    ok(wrap(await recordBody(db, key, preview, lang)));
const data = (key: string) => record(key, (body) => ({ data: body }));
const nestedData = (key: string) => record(key, (body) => ({ data: { data: body } }));

/** Awards, certificates and client logos: published rows by position, or only those on the home page. */
type PositionedTable = typeof t.awards | typeof t.certificates | typeof t.clientLogos;
const positioned = (db: Store, table: PositionedTable, onHome: boolean) =>
  db
    .select()
    .from(table as typeof t.awards)
    .where(and(eq(table.published, true), onHome ? eq(table.onHome, true) : undefined))
    .orderBy(asc(table.position), asc(table.id));

const titledImage = (name: 'awards' | 'certificates', lang: Language) =>
  name === 'awards'
    ? toWire(lists.awards, wireViews.titledImage, lang)
    : toWire(lists.certificates, wireViews.titledImage, lang);
const titledImages =
  (name: 'awards' | 'certificates', onHome: boolean) => async (db: Store, lang: Language) =>
    (await positioned(db, t[name], onHome)).map(titledImage(name, lang));

const clientLogoList =
  (onHome: boolean): Handler =>
  async (db, _params, _paging, _preview, lang) =>
    ok({
      clientLogo: (await positioned(db, t.clientLogos, onHome)).map(
        toWire(lists.clientLogos, wireViews.clientLogo, lang),
      ),
    });

export const handlers: Record<ReadName, Handler> = {
  ...blogAnswers,
  brochure: record('/api/about/brochure', (body) => ({ brochure: body.file ? body : null })),
  homeClientLogos: clientLogoList(true),
  homeAwards: async (db, _params, _paging, _preview, lang) =>
    ok({ awards: await titledImages('awards', true)(db, lang) }),
  homeCertificates: async (db, _params, _paging, _preview, lang) =>
    ok({ certificates: await titledImages('certificates', true)(db, lang) }),
  businessOverview: data('/api/home/business-overview'),
  sustainableClock: data('/api/sustainability/sustainability_sustainable-clock'),
  glance: data('/api/apparel/masco-at-a-glance'),
  clientLogos: clientLogoList(false),
  awards: async (db, _params, _paging, _preview, lang) =>
    ok({ awards: await titledImages('awards', false)(db, lang) }),
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
  certificatesByCategory: async (db, _params, _paging, _preview, lang) => {
    const rows = await positioned(db, t.certificates, false);
    const item = titledImage('certificates', lang);
    const groups: Record<string, Record<string, unknown>[]> = {};
    for (const row of rows as (typeof t.certificates.$inferSelect)[]) {
      (groups[row.category] ??= []).push(item(row));
    }
    return ok(groups);
  },
  newsVideos: async (db, _params, _paging, _preview, lang) => {
    const rows = await db
      .select()
      .from(t.mediaItems)
      .where(eq(t.mediaItems.published, true))
      .orderBy(desc(t.mediaItems.createdAt), desc(t.mediaItems.id));
    return ok({
      medias: rows.map(toWire(lists.mediaItems, wireViews.newsVideo, lang)),
    });
  },
  mediaMagazines: async (db, _params, _paging, _preview, lang) => {
    const rows = await db
      .select()
      .from(t.magazines)
      .where(eq(t.magazines.published, true))
      .orderBy(desc(t.magazines.createdAt));
    return ok({
      magazines: rows.map(toWire(lists.magazines, wireViews.magazine, lang)),
    });
  },
  mediaDetails: async (db, { slug = '' }, _paging, preview, lang) => {
    if (preview) return previewMediaDetails(db, slug, lang);
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
      details: toWire(lists.mediaItems, wireViews.mediaDetails, lang)(row),
    });
  },
  jobPosts: async (db, _params, _paging, _preview, lang) => {
    const rows = await db
      .select()
      .from(t.jobPosts)
      .where(
        // Open through the whole of its last day in Bangladesh, whatever the database's zone.
        and(gte(t.jobPosts.applicationDeadline, groupDay()), eq(t.jobPosts.published, true)),
      )
      .orderBy(asc(t.jobPosts.applicationDeadline), asc(t.jobPosts.id));
    return ok({ career: rows.map(toWire(lists.jobPosts, undefined, lang)) });
  },
  videos: async (db, _params, _paging, _preview, lang) => {
    const rows = await db
      .select()
      .from(t.videos)
      .where(eq(t.videos.published, true))
      .orderBy(desc(t.videos.publishedAt), desc(t.videos.id));
    return ok({
      videos: rows.map(toWire(lists.videos, wireViews.video, lang)),
    });
  },
  publications: async (db, params, paging, _preview, lang) => {
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
      magazines: rows.map(toWire(lists.publications, wireViews.publication, lang)),
      meta: meta('publications', params, paging, total),
    });
  },
};

export async function readFromStore(
  name: ReadName,
  params: Params,
  paging: Paging,
  preview = false,
  lang: Language = 'en',
): Promise<SourceResponse> {
  // No slug, category or id in the store holds a control character, and PostgreSQL
  // answers a NUL in a text parameter with an error (an error in the log for a
  // client's junk): such an address is simply not found.
  if (Object.values(params).some((value) => CONTROL.test(value))) return notFound('No such item.');
  return handlers[name](await getStore(), params, paging, preview, lang);
}

const CONTROL = /[\u0000-\u001f\u007f]/;
