// bench-search's rows: the generated articles, news items and job posts, written
// into a PGlite store opened here (timed with and without the search triggers).
import { cpSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { prng } from '../lib/bench-support.mjs';
import { state } from './processes.mjs';
import { general, topics, W } from './words.mjs';

export const COUNTS = { articles: 1000, news: 300, jobs: 100 };
/** VACUUM ANALYZE after the rows are in (the server only ANALYZEs when it opens the store). */
export const analyze = process.env.BENCH_SEARCH_ANALYZE === '1';

function writer(seed) {
  const rand = prng(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const cap = (s) => s[0].toUpperCase() + s.slice(1);
  const byTopic = topics(pick, int, cap);
  const topicNames = Object.keys(byTopic);
  const filler = general(pick, int);
  const titles = {
    water: () => `How ${pick(W.place)} cut water use with ${pick(W.tech)}`,
    organic: () =>
      `${pick(W.cert)} and organic cotton ${pick(W.product)}: what ${pick(W.market)} buyers ask`,
    people: () =>
      `${int(100, 900)} ${pick(W.noun)}s later: ${pick(W.topic)} training at ${pick(W.place)}`,
    careers: () => `A day with a ${pick(W.role)} in ${pick(W.place)}`,
    knitting: () => `Inside the knitting floor: ${int(20, 300)} ${pick(W.machine)} and counting`,
    dyeing: () => `${cap(pick(W.process))} ${pick(W.fabric)} without ${pick(W.metric)}`,
    markets: () => `${cap(pick(W.product))} for the ${pick(W.market)} market`,
    design: () =>
      `${cap(pick(W.fabric))} or ${pick(W.fabric)}? Choosing fabric for ${pick(W.product)}`,
    energy: () => `What ${pick(W.tech)} changed for ${pick(W.process)}`,
    compliance: () => `${pick(W.cert)} audit at ${pick(W.place)}: what we learned`,
  };
  const topic = () => pick(topicNames);
  /** Two thirds of the sentences from the document's topic, a tenth from any topic, the rest general. */
  const sentence = (t) => {
    const r = rand();
    if (r < 0.65) return pick(byTopic[t])();
    if (r < 0.75) return pick(byTopic[topic()])();
    return pick(filler)();
  };
  /** About `words` words of HTML: paragraphs, a heading, sometimes a list and an entity. */
  function html(t, words) {
    const parts = [];
    let count = 0;
    while (count < words) {
      const paragraph = [];
      for (let i = int(3, 6); i > 0 && count < words; i--) {
        const s = sentence(t);
        paragraph.push(s);
        count += s.split(' ').length;
      }
      parts.push(`<p>${paragraph.join(' ')}</p>`);
      if (parts.length === 2) parts.push(`<h2>${cap(pick(W.noun))} &amp; ${pick(W.noun)}</h2>`);
      if (parts.length === 4 && rand() < 0.4)
        parts.push(
          `<ul><li>${cap(pick(W.fibre))}</li><li>${pick(W.cert)}</li><li>${cap(pick(W.product))}</li></ul>`,
        );
    }
    return parts.join('\n');
  }
  return { rand, pick, int, topic, title: (t) => titles[t](), sentence, html };
}

const slugify = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

export function makeRows({ authorId, categorySlug, ids }) {
  const w = writer(20261126);
  const day = 86_400_000;
  const now = Date.UTC(2026, 10, 1);
  const articles = Array.from({ length: COUNTS.articles }, (_, i) => {
    const topic = w.topic();
    const title = w.title(topic);
    const body = w.html(topic, w.int(270, 330));
    return [
      ids.blog + i,
      `bench-${i}-${slugify(title)}`,
      title,
      w.sentence(topic),
      body,
      new Date(now - w.int(0, 4 * 365) * day).toISOString(),
      authorId,
      categorySlug,
      [w.pick(W.tag), w.pick(W.tag)],
      `${Math.ceil(body.split(' ').length / 200)} min read`,
    ];
  });
  const news = Array.from({ length: COUNTS.news }, (_, i) => {
    const topic = w.topic();
    const title = w.title(topic);
    return [
      ids.media + i,
      'news',
      `bench-news-${i}-${slugify(title)}`,
      title.split(':')[0].slice(0, 60),
      title,
      w.html(topic, w.int(270, 330)),
      new Date(now - w.int(0, 4 * 365) * day).toISOString(),
    ];
  });
  const jobs = Array.from({ length: COUNTS.jobs }, (_, i) => {
    const role = w.pick(W.role);
    return [
      ids.job + i,
      `${role[0].toUpperCase()}${role.slice(1)} (${w.pick(W.dept)})`,
      `${w.pick(W.place)}, Bangladesh`,
      w.rand() < 0.85 ? 'Full-time' : 'Contractual',
      String(w.int(1, 12)),
      new Date(Date.now() + w.int(30, 180) * day).toISOString().slice(0, 10),
      `https://jobs.example.com/masco/${ids.job + i}`,
    ];
  });
  return { articles, news, jobs };
}

const INSERTS = {
  articles: `INSERT INTO blog_posts (id, slug, title, short_description, description, published_at, author_id, category_slug, tags, reading_time)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
  news: `INSERT INTO media_items (id, media_type, slug, quick_title, title, content, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
  jobs: `INSERT INTO job_posts (id, title, job_location, employment_status, vacancy, application_deadline, link)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
};
export const TABLES = { articles: 'blog_posts', news: 'media_items', jobs: 'job_posts' };
export const rowCount = (rows) => Object.values(rows).reduce((sum, list) => sum + list.length, 0);

/**
 * Inserts every row, one statement each, in one transaction; ms per row by table.
 * triggers: 'all'; 'documents' (search_documents written, search_words not);
 * 'none' (the content tables' search_index triggers disabled, in the transaction).
 */
export async function insertAll(db, rows, { triggers, commit }) {
  const perRow = {};
  await db.exec('BEGIN');
  try {
    if (triggers === 'none')
      for (const table of Object.values(TABLES))
        await db.exec(`ALTER TABLE ${table} DISABLE TRIGGER search_index`);
    if (triggers === 'documents')
      await db.exec('ALTER TABLE search_documents DISABLE TRIGGER search_words_add');
    let total = 0;
    for (const [kind, list] of Object.entries(rows)) {
      const t = performance.now();
      for (const values of list) await db.query(INSERTS[kind], values);
      const ms = performance.now() - t;
      total += ms;
      perRow[kind] = ms / list.length;
    }
    const t = performance.now();
    await db.exec(commit ? 'COMMIT' : 'ROLLBACK');
    const commitMs = performance.now() - t;
    return { perRow, all: total / rowCount(rows), commitMs, totalMs: total + commitMs };
  } catch (error) {
    await db.exec('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** PGlite opened here, with the lock file the server uses (lib/store/pglite.ts). */
async function openPglite(dir) {
  const lock = `${dir}.lock`;
  writeFileSync(lock, String(process.pid), { flag: 'wx' });
  const db = await PGlite.create(dir, { extensions: { pg_trgm } });
  state.openDb = db;
  return {
    db,
    close: async () => {
      await db.close();
      state.openDb = undefined;
      rmSync(lock, { force: true });
    },
  };
}

export function duKb(dir) {
  let total = 0;
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else total += Math.ceil(statSync(p).size / 1024);
    }
  };
  walk(dir);
  return total;
}

/** The generated rows for a store (PGlite, open): its first author and category, ids after its own. */
export async function rowsFor(db) {
  const one = async (text) => (await db.query(text)).rows[0];
  const next = async (table) => (await one(`SELECT coalesce(max(id), 0) + 1 AS n FROM ${table}`)).n;
  return makeRows({
    authorId: (await one('SELECT id FROM authors ORDER BY id LIMIT 1')).id,
    categorySlug: (await one('SELECT slug FROM blog_categories ORDER BY position, slug LIMIT 1'))
      .slug,
    ids: {
      blog: await next('blog_posts'),
      media: await next('media_items'),
      job: await next('job_posts'),
    },
  });
}

export async function prepareRows(dataDir) {
  const { db, close } = await openPglite(dataDir);
  try {
    const one = async (text) => (await db.query(text)).rows[0];
    const rows = await rowsFor(db);
    const before = await one(`SELECT (SELECT count(*)::int FROM search_documents) AS documents,
        (SELECT count(*)::int FROM search_words) AS words`);
    return { rows, before: { ...before, dataDirKb: duKb(dataDir) } };
  } finally {
    await close();
  }
}

/** In a copy of the store: the inserts without the triggers, with search_documents only, with all. */
export async function writeCost(dataDir, rows) {
  const scratch = path.join(state.tempDir, 'scratch');
  cpSync(dataDir, scratch, { recursive: true });
  const { db, close } = await openPglite(scratch);
  try {
    await insertAll(db, rows, { triggers: 'none', commit: false }); // warms PGlite up
    const cost = {};
    for (const triggers of ['none', 'documents', 'all'])
      cost[triggers] = await insertAll(db, rows, { triggers, commit: false });
    return cost;
  } finally {
    await close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The rows into the store itself (with the triggers), and the index's size after. */
export async function commitRows(dataDir, rows) {
  const { db, close } = await openPglite(dataDir);
  try {
    const committed = await insertAll(db, rows, { triggers: 'all', commit: true });
    if (analyze) {
      const t = performance.now();
      await db.exec('VACUUM ANALYZE');
      committed.vacuumAnalyzeMs = Math.round(performance.now() - t);
    }
    const {
      rows: [sizes],
    } = await db.query(`SELECT
        pg_total_relation_size('search_documents') AS documents_total,
        pg_relation_size('search_documents') AS documents_heap,
        pg_relation_size('search_documents_search') AS gin,
        pg_total_relation_size('search_words') AS words_total,
        pg_relation_size('search_words_trigrams') AS words_trigram_gin,
        pg_total_relation_size('blog_posts') + pg_total_relation_size('media_items')
          + pg_total_relation_size('job_posts') AS content_tables_total,
        pg_database_size(current_database()) AS database,
        (SELECT count(*) FROM search_documents) AS documents,
        (SELECT count(*) FROM search_documents WHERE kind = 'article') AS articles,
        (SELECT count(*) FROM search_documents WHERE kind = 'media') AS media,
        (SELECT count(*) FROM search_documents WHERE kind = 'job') AS jobs,
        (SELECT count(*) FROM search_words) AS words`);
    return {
      committed,
      sizes: Object.fromEntries(Object.entries(sizes).map(([k, v]) => [k, Number(v)])),
    };
  } finally {
    await close();
  }
}
