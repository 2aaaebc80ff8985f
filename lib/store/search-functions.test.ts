import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import type { ListDescription } from '@/lib/content/list-description';
import { lists } from '@/lib/content/lists';
import { knownMigrations } from '../../scripts/migrations.mjs';
import * as schema from './schema';
import {
  definedFunctions,
  functionName,
  searchFunction,
  searchMigration,
} from './search-functions';

const migrations = () => knownMigrations().map((m) => m.sql);

/** The lists with a job's salary range added to the search's summary, as an editor of lists.ts would. */
const withSalary = {
  ...lists,
  jobPosts: {
    ...lists.jobPosts,
    fields: {
      ...lists.jobPosts.fields,
      salaryRange: { kind: 'text', label: 'Salary range', summary: 'Salary: ' },
    },
  },
} as Record<string, ListDescription>;

describe('the site search functions, written from the lists’ descriptions', () => {
  it('agree with the migrations (else `npm run db:search` writes the migration that makes them)', () => {
    expect(searchMigration(migrations())).toEqual({ sql: '', left: [] });
  });

  it('take a field added to a list’s summary from its description alone', () => {
    const { sql: wanted } = searchMigration(migrations(), withSalary);
    expect(wanted).toContain(
      // An optional field's prefix goes with it when it is empty; a required one's stays.
      "search_plain(concat_ws(' · ', j.job_location, j.employment_status, 'Vacancy: ' || j.vacancy, 'Salary: ' || nullif(j.salary_range, '')))",
    );
    // In Bangla (issue 49): its translated fields' Bangla, else their English, the
    // prefix in Bangla where it has one; '' while no translated field has Bangla.
    expect(wanted).toContain(
      "CASE WHEN coalesce(nullif(j.bn->>'jobLocation', ''), nullif(j.bn->>'employmentStatus', '')) IS NULL THEN '' ELSE search_bangla(concat_ws(' · ', coalesce(nullif(j.bn->>'jobLocation', ''), j.job_location), coalesce(nullif(j.bn->>'employmentStatus', ''), j.employment_status), 'শূন্য পদ: ' || translate(j.vacancy, '0123456789', '০১২৩৪৫৬৭৮৯'), 'Salary: ' || nullif(j.salary_range, ''))) END",
    );
    expect(wanted).toContain("search_bangla(j.bn->>'title')");
    // Only the job's function is made again, and its documents written again.
    expect([...wanted.matchAll(/CREATE OR REPLACE FUNCTION (\w+)/g)].map((m) => m[1])).toEqual([
      'search_doc_job_post',
    ]);
    expect(wanted).toContain(
      'INSERT INTO search_documents (kind, ref, href, title, summary, body, published_at, published, open_until, title_bn, summary_bn, body_bn) SELECT d.* FROM job_posts r CROSS JOIN LATERAL search_doc_job_post(r) d;',
    );
    expect(wanted).not.toContain('CREATE TRIGGER');
  });

  it('give a list newly searchable its trigger, and name a function no description asks for', () => {
    const awards = {
      ...lists.awards,
      search: { kind: 'media', ref: 'award-', href: '/awards', title: 'title' },
    } as ListDescription;
    const { sql: wanted } = searchMigration(migrations(), { ...lists, awards });
    expect(wanted).toContain(
      "CREATE TRIGGER search_index AFTER INSERT OR UPDATE OR DELETE ON awards FOR EACH ROW EXECUTE FUNCTION search_index_row('search_doc_award');",
    );
    const withoutAuthors = { ...lists, authors: { ...lists.authors, search: undefined } };
    expect(searchMigration(migrations(), withoutAuthors).left).toEqual(['search_doc_author']);
  });

  it('read a later definition over an earlier one', () => {
    const job = searchFunction({ ...lists.jobPosts, search: lists.jobPosts.search! });
    const older = job.replace("'/career'", "'/jobs'").replace('CREATE OR REPLACE', 'CREATE');
    expect(definedFunctions([older, job]).get('search_doc_job_post')).toBe(
      job.replace(/\s+/g, ' '),
    );
    expect(functionName('media_items')).toBe('search_doc_media_item');
  });
});

describe('the search documents the migrations make (PGlite)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-functions-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('index a job’s summary fields and a news item’s page', async () => {
    const lite = await PGlite.create(path.join(dir, 'data'), { extensions: { pg_trgm } });
    const db = drizzle(lite, { schema });
    await migrate(db, { migrationsFolder: path.resolve('lib/store/migrations') });
    await db.insert(schema.jobPosts).values({
      id: 7,
      title: 'Dyeing Master',
      jobLocation: 'Savar',
      employmentStatus: 'Full-time',
      vacancy: '02',
      applicationDeadline: '2026-12-20',
      link: 'https://jobs.example.com/7',
    });
    await db.insert(schema.mediaItems).values({
      id: 3,
      mediaType: 'news',
      slug: 'new-knitting-floor',
      quickTitle: 'A new floor',
      title: 'A new knitting floor',
      content: '<p>Forty machines &amp; more</p>',
      createdAt: new Date('2026-01-02T00:00:00Z'),
    });
    const { rows } = await db.execute(
      sql`select kind, ref, href, title, summary, body, open_until::text from search_documents order by kind`,
    );
    expect(rows).toEqual([
      {
        kind: 'job',
        ref: '7',
        href: '/career',
        title: 'Dyeing Master',
        summary: 'Savar · Full-time · Vacancy: 02',
        body: '',
        open_until: '2026-12-20',
      },
      {
        kind: 'media',
        ref: 'item-3',
        href: '/media-details/new-knitting-floor',
        title: 'A new knitting floor',
        summary: 'A new floor',
        body: 'Forty machines & more',
        open_until: null,
      },
    ]);
    await lite.close();
  }, 60_000);
});
