import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '@/lib/store/schema';
import type { Store } from '@/lib/store/store';
import { BIN_DAYS, listBin, purgeBin, purgedOn, restoreOrder } from './bin';
import { keepRevision, listRevisions, REVISIONS_KEPT, wentLive } from './revisions';

/** The bin's 30 days and the revisions' cap, on PGlite with the real migrations and a clock of the test's own. */
let lite: PGlite;
let db: Store;
const dir = mkdtempSync(path.join(tmpdir(), 'bin-'));
const editor = { email: 'nasrin@example.com' };
const NOW = new Date('2026-12-01T06:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  lite = await PGlite.create(path.join(dir, 'data'), { extensions: { pg_trgm } });
  const client = drizzle(lite, { schema });
  await migrate(client, { migrationsFolder: path.resolve('lib/store/migrations') });
  db = client as unknown as Store;
}, 60_000);

afterAll(async () => {
  await lite.close();
  rmSync(dir, { recursive: true, force: true });
});

async function binned(itemId: number, deletedAt: Date) {
  await db.insert(schema.binItems).values({
    kind: 'jobs',
    itemId,
    title: `Job ${itemId}`,
    row: { id: itemId },
    deletedBy: editor.email,
    deletedAt,
  });
  await keepRevision(db, editor, {
    kind: 'jobs',
    item: itemId,
    action: 'save',
    doc: { id: itemId },
  });
}

describe('the bin', () => {
  it(`keeps an item ${BIN_DAYS} days, then deletes it for good with its revisions (on read)`, async () => {
    expect(BIN_DAYS).toBe(30);
    await binned(1, new Date(NOW.getTime() - BIN_DAYS * DAY + 1000)); // 1 s short of 30 days
    await binned(2, new Date(NOW.getTime() - BIN_DAYS * DAY - 1000)); // 1 s past
    await binned(3, new Date(NOW.getTime() - DAY));

    const kept = await listBin(db, NOW);
    expect(kept.map((item) => item.itemId)).toEqual([3, 1]);
    expect(await listRevisions(db, 'jobs', '2')).toEqual([]);
    expect(await listRevisions(db, 'jobs', '1')).toHaveLength(1);
    expect(purgedOn(kept[1]!).getTime()).toBe(NOW.getTime() + 1000);

    // A day later, the first one's time is up too.
    expect(await purgeBin(db, new Date(NOW.getTime() + DAY))).toBe(1);
    expect((await listBin(db, new Date(NOW.getTime() + DAY))).map((item) => item.itemId)).toEqual([
      3,
    ]);
  });
});

describe('revisions', () => {
  it(`keeps the newest ${REVISIONS_KEPT} saves of an item, and leaves other items' alone`, async () => {
    expect(REVISIONS_KEPT).toBe(50);
    for (let i = 1; i <= REVISIONS_KEPT + 2; i++)
      await keepRevision(db, editor, {
        kind: 'blog',
        item: 7,
        action: 'draft',
        doc: { title: `Save ${i}` },
      });
    await keepRevision(db, editor, {
      kind: 'blog',
      item: 8,
      action: 'publish',
      doc: { title: 'Other' },
    });
    const kept = await listRevisions(db, 'blog', '7');
    expect(kept).toHaveLength(REVISIONS_KEPT);
    expect(kept[0]!.doc).toEqual({ title: `Save ${REVISIONS_KEPT + 2}` });
    expect(kept.at(-1)!.doc).toEqual({ title: 'Save 3' });
    expect(kept[0]!.savedBy).toBe(editor.email);
    const [other] = await db
      .select()
      .from(schema.revisions)
      .where(and(eq(schema.revisions.kind, 'blog'), eq(schema.revisions.item, '8')));
    expect(other?.action).toBe('publish');
  });

  it(`keeps the published version beyond the newest ${REVISIONS_KEPT}, however many drafts follow it`, async () => {
    await keepRevision(db, editor, {
      kind: 'blog',
      item: 9,
      action: 'publish',
      doc: { title: 'Live', published: true },
    });
    for (let i = 1; i <= REVISIONS_KEPT + 2; i++)
      await keepRevision(db, editor, {
        kind: 'blog',
        item: 9,
        action: 'draft',
        doc: { title: `Draft ${i}`, published: true },
      });
    const kept = await listRevisions(db, 'blog', '9');
    expect(kept).toHaveLength(REVISIONS_KEPT + 1);
    expect(kept[0]!.doc.title).toBe(`Draft ${REVISIONS_KEPT + 2}`);
    expect(kept.at(-2)!.doc.title).toBe('Draft 3');
    expect(kept.at(-1)!).toMatchObject({ action: 'publish', doc: { title: 'Live' } });
    // Published again: the older live one may go now, as any other.
    await keepRevision(db, editor, {
      kind: 'blog',
      item: 9,
      action: 'publish',
      doc: { title: 'New' },
    });
    const after = await listRevisions(db, 'blog', '9');
    expect(after).toHaveLength(REVISIONS_KEPT);
    expect(after.map((revision) => revision.doc.title)).not.toContain('Live');
  });

  it('tells which saves went live: an article’s or a record’s publish or discard, a list item’s save unless hidden', () => {
    const live = (kind: string, action: string, doc: Record<string, unknown> = {}) =>
      wentLive({ kind, action, doc });
    expect(live('blog', 'publish')).toBe(true);
    expect(live('blog', 'discard')).toBe(true);
    expect(live('blog', 'draft', { published: true })).toBe(false);
    expect(live('blog', 'restore', { published: true })).toBe(false);
    expect(live('blog', 'hide')).toBe(false);
    expect(live('record', 'publish')).toBe(true);
    expect(live('record', 'draft')).toBe(false);
    expect(live('jobs', 'save', { published: true })).toBe(true);
    expect(live('jobs', 'restore')).toBe(true);
    expect(live('jobs', 'save', { published: false })).toBe(false);
  });
});

describe('the bulk restore', () => {
  it('restores authors first, then list items, then articles, each once; what is not in the bin last', () => {
    expect(
      restoreOrder([
        { id: 5, kind: 'blog' },
        { id: 3, kind: 'jobs' },
        { id: 9, kind: 'authors' },
        { id: 4, kind: 'blog' },
        { id: 5, kind: '' },
        { id: 8, kind: '' },
      ]),
    ).toEqual([9, 3, 5, 4, 8]);
  });
});
