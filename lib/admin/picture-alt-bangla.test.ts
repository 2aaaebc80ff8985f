import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Editor } from '@/lib/auth/session';
import { missingBangla } from './bangla-fields';
import * as schema from '@/lib/store/schema';
import type { Store } from '@/lib/store/store';

/**
 * The Bangla alt text of an article's picture (kept in the article's `bn`): saved
 * with the article, answered on Bangla reads (its pages, cards and preview), the
 * picture's own English one where it is empty, and counted as missing Bangla.
 */
const holder = vi.hoisted(() => ({ db: null as unknown }));
vi.mock('@/lib/store/db', () => ({ getStore: async () => holder.db }));
vi.mock('next/cache', () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn() }));

const { readFromStore } = await import('@/lib/store/api');
const { savePost } = await import('./blog-post-save');
const { blogPostInput, listPosts, POST_TRANSLATED, postBanglaMark, postFormValues, readPost } =
  await import('./blog-posts');

const editor: Editor = { id: '1', email: 'editor@example.com', name: 'Editor', role: 'editor' };
const paging = { page: 1, per_page: 50 };
const HASH = 'ab'.repeat(32);
const PICTURE = `/files/${HASH}/creel.webp`;
const ENGLISH = 'Yarn cones on the creel';
const BANGLA = 'ক্রিলে সাজানো সুতার কোন';

let lite: PGlite;

beforeAll(async () => {
  lite = await PGlite.create({ extensions: { pg_trgm } });
  const client = drizzle(lite, { schema });
  await migrate(client, { migrationsFolder: path.resolve('lib/store/migrations') });
  holder.db = client as unknown as Store;
  await lite.exec(`
    insert into authors (id, full_name) values (1, 'A');
    insert into blog_categories (slug, name, position) values ('mills', 'Mills', 1);
  `);
  await client.insert(schema.files).values({
    hash: HASH,
    name: 'creel.webp',
    mime: 'image/webp',
    size: 1,
    alt: ENGLISH,
    bytes: Buffer.from('x'),
    createdBy: editor.email,
  });
}, 120_000);

afterAll(async () => {
  await lite?.close();
});

const publish = (slug: string, bangla: Record<string, string>) =>
  savePost(
    editor,
    null,
    0,
    blogPostInput.parse({
      title: `Creel ${slug}`,
      slug,
      categorySlug: 'mills',
      authorId: '1',
      tags: '',
      featured: false,
      headline: false,
      publishedAt: '2026-01-01T00:00:00Z',
      featuredImage: PICTURE,
      shortDescription: '',
      description: '<p>On the creel.</p>',
      ...bangla,
    }),
    'publish',
  );

type Detail = { details: { featured_image_alt: string; thumbnail_alt: string } };
const altOf = async (slug: string, lang: 'en' | 'bn', preview = false) =>
  ((await readFromStore('blogDetails', { slug }, paging, preview, lang)).body as Detail).details;

describe('an article picture’s Bangla alt text', { timeout: 60_000 }, () => {
  it('is saved with the article and read on its Bangla page, its preview and the Bangla list', async () => {
    const saved = await publish('with-bangla-alt', { 'bn.featuredImageAlt': ` ${BANGLA} ` });
    expect(saved.ok).toBe(true);
    expect((await altOf('with-bangla-alt', 'bn')).featured_image_alt).toBe(BANGLA);
    expect((await altOf('with-bangla-alt', 'bn')).thumbnail_alt).toBe(BANGLA);
    expect((await altOf('with-bangla-alt', 'bn', true)).featured_image_alt).toBe(BANGLA);
    expect((await altOf('with-bangla-alt', 'en')).featured_image_alt).toBe(ENGLISH);
    const list = (await readFromStore('blogs', {}, paging, false, 'bn')).body as {
      blogs: { data: { slug: string; featured_image_alt: string }[] };
    };
    expect(list.blogs.data.find((b) => b.slug === 'with-bangla-alt')?.featured_image_alt).toBe(
      BANGLA,
    );
    // The form opens with it in the বাংলা tab.
    const post = await readPost(saved.ok ? saved.id : 0);
    expect(postFormValues(post!)['bn.featuredImageAlt']).toBe(BANGLA);
  });

  it('left empty, the Bangla page reads the picture’s English alt text', async () => {
    expect((await publish('without-bangla-alt', {})).ok).toBe(true);
    expect((await altOf('without-bangla-alt', 'bn')).featured_image_alt).toBe(ENGLISH);
  });

  it('is counted as missing Bangla where the picture has English alt text and it is empty', async () => {
    const { rows } = await listPosts({ search: 'Creel', page: 1 });
    const missing = (slug: string) => {
      const row = rows.find((r) => r.slug === slug)!;
      const { fields, values } = postBanglaMark(row);
      return missingBangla(fields, values).map((field) => field.key);
    };
    expect(missing('without-bangla-alt')).toContain('featuredImageAlt');
    expect(missing('with-bangla-alt')).not.toContain('featuredImageAlt');
    expect(POST_TRANSLATED.map((field) => field.key)).toContain('featuredImageAlt');
    // A picture without English alt text asks for no Bangla one.
    expect(
      missingBangla(POST_TRANSLATED, { title: 'T', 'bn.title': 'শিরোনাম', featuredImageAlt: '' }),
    ).toEqual([]);
  });
});
