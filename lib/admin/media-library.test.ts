import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as schema from '@/lib/store/schema';
import type { Store } from '@/lib/store/store';

/**
 * The media library on PGlite with the real migrations: where a file is used,
 * what replacing it rewrites, and which addresses a form may take.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'media-library-'));
const holder = vi.hoisted(() => ({ db: null as unknown }));
vi.mock('@/lib/store/db', () => ({ getStore: async () => holder.db }));
vi.mock('next/cache', () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn() }));

const library = {
  ...(await import('./media-library')),
  ...(await import('./file-uses')),
  ...(await import('./file-checks')),
};
const { storeUpload } = await import('./uploads');
const { altReach } = await import('./alt-reach');
const { chooseAlt } = await import('./alt-choice');
const { readFromStore } = await import('@/lib/store/api');

let lite: PGlite;
let db: Store;
const editor = { id: '', email: 'editor@example.com' };

const png = async (red: number) =>
  new File(
    [
      new Uint8Array(
        await sharp({
          create: { width: 4, height: 4, channels: 3, background: { r: red, g: 0, b: 0 } },
        })
          .png()
          .toBuffer(),
      ),
    ],
    `picture-${red}.png`,
  );

beforeAll(async () => {
  lite = await PGlite.create(path.join(dir, 'data'), { extensions: { pg_trgm } });
  const client = drizzle(lite, { schema });
  await migrate(client, { migrationsFolder: path.resolve('lib/store/migrations') });
  db = client as unknown as Store;
  holder.db = db;
  await db.insert(schema.authors).values({ id: 1, fullName: 'Nusrat Jahan' });
  await db.insert(schema.blogCategories).values({ slug: 'news', name: 'News' });
}, 60_000);

// The copies a deletion or replacement forgets are this test's own.
beforeEach(() => vi.stubEnv('FILE_CACHE_DIR', path.join(dir, 'copies')));

afterAll(async () => {
  await lite?.close();
  rmSync(dir, { recursive: true, force: true });
});

const article = (id: number, fields: Partial<typeof schema.blogPosts.$inferInsert>) => ({
  id,
  slug: `article-${id}`,
  title: `Article ${id}`,
  publishedAt: new Date(Date.UTC(2026, 0, id)),
  authorId: 1,
  categorySlug: 'news',
  ...fields,
});

describe('the media library', () => {
  it('finds every use of a file (a body, a featured picture, a draft, a list, a record) and refuses to delete it until none is left', async () => {
    const file = await storeUpload(editor, await png(10), 'Ten');
    if ('problem' in file) throw new Error(file.problem);
    await db.insert(schema.blogPosts).values([
      article(1, { description: `<p>x</p><img src="${file.url}" alt="Ten">` }),
      article(2, { featuredImage: file.url }),
      article(3, {
        draft: { values: { featuredImage: file.url }, savedBy: 'a', savedAt: '2026-01-01' },
      }),
      article(4, { title: 'Not using it' }),
    ]);
    await db.insert(schema.awards).values({ id: 1, title: 'An award', featureImage: file.url });
    await db.insert(schema.records).values({
      key: '/api/apparel/masco-at-a-glance',
      body: { data: { picture: `https://site.example${file.url}` } },
    });
    await db.insert(schema.siteSettings).values({ key: 'site', body: { brochure: file.url } });
    const uses = await library.fileUses(file.hash);
    expect(uses.map((use) => `${use.kind}: ${use.title} ${use.href}`)).toEqual([
      'Article: Article 1 /admin/blog-posts/1',
      'Article: Article 2 /admin/blog-posts/2',
      'Article: Article 3 /admin/blog-posts/3',
      'Awards: An award /admin/lists/awards/1',
      expect.stringMatching(/^Record: .* \/admin\/records\/glance$/),
      'Settings: Site settings /admin/settings',
    ]);
    const refused = await library.deleteFile(editor, file.hash);
    expect(refused).toMatchObject({ deleted: false });
    expect((await library.fileFacts(file.hash))?.hash).toBe(file.hash);

    const unused = await storeUpload(editor, await png(11), 'Eleven');
    if ('problem' in unused) throw new Error(unused.problem);
    expect(await library.fileUses(unused.hash)).toEqual([]);
    expect(await library.deleteFile(editor, unused.hash)).toEqual({ deleted: true });
    expect(await library.fileFacts(unused.hash)).toBeNull();
  });

  it('a replacement takes every use, keeps the alt text, and the old address stands for the new one', async () => {
    const old = await storeUpload(editor, await png(20), 'Twenty');
    if ('problem' in old) throw new Error(old.problem);
    await db.insert(schema.blogPosts).values([
      article(20, { featuredImage: old.url, description: `<img src="${old.url}" alt="Twenty">` }),
      article(21, {
        draft: { values: { featuredImage: old.url }, savedBy: 'a', savedAt: '2026-01-01' },
      }),
    ]);
    await db.insert(schema.awards).values({ id: 20, title: 'Replaced', featureImage: old.url });
    await db
      .update(schema.siteSettings)
      .set({ body: { brochure: old.url } })
      .where(eq(schema.siteSettings.key, 'site'));
    const stored = await library.replaceFile(editor, old.hash, await png(21), '');
    if (!stored || 'problem' in stored) throw new Error('not replaced');
    expect(stored.hash).not.toBe(old.hash);
    const [post] = await db.select().from(schema.blogPosts).where(eq(schema.blogPosts.id, 20));
    expect(post!.featuredImage).toBe(stored.url);
    expect(post!.description).toBe(`<img src="${stored.url}" alt="Twenty">`);
    const [draft] = await db.select().from(schema.blogPosts).where(eq(schema.blogPosts.id, 21));
    expect(draft!.draft!.values.featuredImage).toBe(stored.url);
    const [award] = await db.select().from(schema.awards).where(eq(schema.awards.id, 20));
    expect(award!.featureImage).toBe(stored.url);
    const [settings] = await db.select().from(schema.siteSettings);
    expect(settings!.body).toEqual({ brochure: stored.url });
    expect((await library.fileFacts(stored.hash))?.alt).toBe('Twenty');
    expect(await library.fileFacts(old.hash)).toBeNull();
    expect(await library.fileUses(old.hash)).toEqual([]);

    const answers = await library.checkFileAddresses([old.url, stored.url]);
    expect(answers.get(old.url)).toEqual({ address: stored.url });
    expect(answers.get(stored.url)).toEqual({ address: stored.url });
  });

  it("a file uploaded again with other alt text keeps its own until the person has seen both and chosen; only articles' pictures read it", async () => {
    const first = await storeUpload(editor, await png(40), 'A red square');
    if ('problem' in first) throw new Error(first.problem);
    expect(first.existing).toBeUndefined();
    const again = await storeUpload(editor, await png(40), '  A red square on the factory wall ');
    if ('problem' in again) throw new Error(again.problem);
    expect(again.hash).toBe(first.hash);
    expect(again.existing).toEqual({
      alt: 'A red square',
      typed: 'A red square on the factory wall',
      outcome: 'differs',
    });
    // Nothing overwritten by the upload itself.
    expect((await library.fileFacts(first.hash))?.alt).toBe('A red square');
    const same = await storeUpload(editor, await png(40), 'A red square');
    if ('problem' in same) throw new Error(same.problem);
    expect(same.existing?.outcome).toBe('same');

    // Where the file's alt text shows: an article's picture; a body keeps its own.
    await db
      .insert(schema.blogPosts)
      .values([
        article(50, { title: 'Pictured', featuredImage: first.url }),
        article(51, { title: 'In its body', description: `<img src="${first.url}" alt="Ours">` }),
      ]);
    await db.insert(schema.awards).values({ id: 50, title: 'An award', featureImage: first.url });
    const reach = await altReach(first.hash);
    expect(reach.shows.map((use) => use.title)).toEqual(['Pictured']);
    expect(reach.keeps.map((use) => use.title)).toEqual(['In its body', 'An award']);

    // Someone else's text stored since the person saw the form: not overwritten.
    await library.setAlt({ id: '', email: 'colleague@example.com' }, first.hash, 'Their words');
    const stale = await chooseAlt(editor, first.hash, {
      choice: 'typed',
      typed: 'Mine',
      seen: 'A red square',
    });
    expect(stale).toMatchObject({ ask: { now: 'Their words', typed: 'Mine' } });
    expect((await library.fileFacts(first.hash))?.alt).toBe('Their words');
    expect(
      await chooseAlt(editor, first.hash, { choice: null, typed: 'Mine', seen: '' }),
    ).toMatchObject({ ask: { now: 'Their words' } });
    expect(
      await chooseAlt(editor, first.hash, { choice: 'keep', typed: 'Mine', seen: 'Their words' }),
    ).toMatchObject({ alt: 'Their words' });
    expect((await library.fileFacts(first.hash))?.alt).toBe('Their words');
    // Chosen with both in view: written, with a line in the history, and the answer says where it shows.
    const chosen = await chooseAlt(editor, first.hash, {
      choice: 'typed',
      typed: 'Mine',
      seen: 'Their words',
    });
    expect(chosen).toMatchObject({ alt: 'Mine' });
    expect('done' in chosen && chosen.done).toBe(
      "Alt text saved: “Mine”. The picture of one article shows it (its page, the cards and the share card): “Pictured”; and it is filled in wherever the picture is inserted from now on. Not changed in 2 places that keep their own alt text (a picture placed in a body, a list item's or a record's picture): “In its body”, “An award”. Change it there.",
    );
    expect((await library.fileFacts(first.hash))?.alt).toBe('Mine');
    const lines = await db
      .select()
      .from(schema.editHistory)
      .where(eq(schema.editHistory.action, 'file.alt'));
    expect(lines.at(-1)).toMatchObject({
      target: first.url,
      before: { alt: 'Their words' },
      after: { alt: 'Mine' },
    });
  });

  it("a PDF uploaded again with alt text where it had none takes it: no one's words are replaced", async () => {
    const pdf = new File([Buffer.from('%PDF-1.4\n%%EOF\n')], 'brochure.pdf');
    const first = await storeUpload(editor, pdf, '');
    if ('problem' in first) throw new Error(first.problem);
    const again = await storeUpload(editor, pdf, 'The brochure');
    if ('problem' in again) throw new Error(again.problem);
    expect(again.existing).toEqual({
      alt: 'The brochure',
      typed: 'The brochure',
      outcome: 'filled',
    });
    expect((await library.fileFacts(first.hash))?.alt).toBe('The brochure');
  });

  it('counts a picture only an older version or a deleted item uses: a restore would bring it back', async () => {
    const file = await storeUpload(editor, await png(30), 'Thirty');
    if ('problem' in file) throw new Error(file.problem);
    await db.insert(schema.blogPosts).values([article(40, { title: 'Now without it' })]);
    await db.insert(schema.revisions).values([
      {
        kind: 'blog',
        item: '40',
        action: 'draft',
        doc: { featuredImage: file.url },
        savedBy: 'a',
      },
      // An article deleted for good left nothing to restore.
      {
        kind: 'blog',
        item: '999',
        action: 'draft',
        doc: { featuredImage: file.url },
        savedBy: 'a',
      },
    ]);
    await db.insert(schema.binItems).values({
      kind: 'awards',
      itemId: 31,
      title: 'A deleted award',
      row: { featureImage: file.url },
      deletedBy: 'a',
    });
    const uses = await library.fileUses(file.hash);
    expect(uses.map((use) => `${use.kind}: ${use.title} ${use.href}`)).toEqual([
      'An older version of the article: Now without it /admin/revisions/blog/40',
      expect.stringMatching(/^In the bin \(Awards\): A deleted award \/admin\/bin#bin-\d+$/),
    ]);
    expect(await library.deleteFile(editor, file.hash)).toMatchObject({ deleted: false });
    expect((await library.fileFacts(file.hash))?.hash).toBe(file.hash);
  });

  it('takes only addresses of files the site has', async () => {
    const made = `/files/${'0'.repeat(64)}/made-up.png`;
    const answers = await library.checkFileAddresses([
      made,
      'https://elsewhere.example/p.jpg',
      '/placeholders/photo.svg',
      '/placeholders/none.svg',
      '/../package.json',
      '//elsewhere.example/p.jpg',
    ]);
    expect(answers.get(made)).toEqual({ problem: library.MISSING_UPLOAD });
    expect(answers.get('https://elsewhere.example/p.jpg')).toEqual({
      problem: library.FOREIGN_ADDRESS,
    });
    expect(answers.get('//elsewhere.example/p.jpg')).toEqual({ problem: library.FOREIGN_ADDRESS });
    expect(answers.get('/placeholders/photo.svg')).toEqual({ address: '/placeholders/photo.svg' });
    expect(answers.get('/placeholders/none.svg')).toEqual({ problem: library.MISSING_SITE_FILE });
    expect(answers.get('/../package.json')).toEqual({ problem: library.MISSING_SITE_FILE });
    expect(await library.checkBodyPictures(`<img src="${made}" alt="x">`)).toEqual({
      problem: expect.stringContaining(`A picture in the body (${made}) has no file behind it`),
    });
  });

  it('searches by file name and alt text, a page at a time', async () => {
    for (let i = 0; i < 26; i++) {
      const file = new File(
        [
          new Uint8Array(
            await sharp({
              create: { width: 2, height: 2, channels: 3, background: { r: i, g: 99, b: 0 } },
            })
              .png()
              .toBuffer(),
          ),
        ],
        `weave-${i}.png`,
      );
      await storeUpload(editor, file, `Warp number ${i}`);
    }
    const first = await library.listFiles({ search: 'weave', page: 1 });
    expect(first.total).toBe(26);
    expect(first.pages).toBe(2);
    expect(first.rows).toHaveLength(library.FILES_PAGE_SIZE);
    expect((await library.listFiles({ search: 'weave', page: 2 })).rows).toHaveLength(2);
    expect((await library.listFiles({ search: 'weave', page: 1, picturesOnly: true })).total).toBe(
      26,
    );
    expect(
      (await library.listFiles({ search: 'number 25', page: 1 })).rows.map((r) => r.name),
    ).toEqual(['weave-25.png']);
    expect((await library.listFiles({ search: '100%_', page: 1 })).total).toBe(0);
  });
});

describe('one picture per article', () => {
  it('the reads give the featured picture as the thumbnail too, and an old thumbnail alone as both', async () => {
    await db
      .insert(schema.blogPosts)
      .values([
        article(30, { featuredImage: '/new.webp', thumbnail: '/old.webp' }),
        article(31, { featuredImage: '', thumbnail: '/only-thumbnail.webp' }),
      ]);
    for (const [slug, picture] of [
      ['article-30', '/new.webp'],
      ['article-31', '/only-thumbnail.webp'],
    ] as const) {
      const answer = await readFromStore('blogDetails', { slug }, { page: 1, per_page: 8 });
      const body = answer.body as { details: Record<string, unknown> };
      expect(body.details.featured_image, slug).toBe(picture);
      expect(body.details.thumbnail, slug).toBe(picture);
    }
  });
});
