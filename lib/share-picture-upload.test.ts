import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * Issue 27: a picture uploaded in the editing area lives in the store, not under
 * public/, and a new article's share card must still be drawn with it.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'share-upload-'));
let loadSharePicture: typeof import('./share-picture').loadSharePicture;
let url: string;

beforeAll(async () => {
  vi.stubEnv('PGLITE_DATA_DIR', dataDir);
  vi.stubEnv('CONTENT_API_URL', '');
  ({ loadSharePicture } = await import('./share-picture'));
  const { storeUpload } = await import('./admin/uploads');
  const bytes = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: '#d94f2b' },
  })
    .webp()
    .toBuffer();
  const stored = await storeUpload(
    { id: 'test', email: 'editor@example.com' },
    new File([new Uint8Array(bytes)], 'dyeing floor.webp', { type: 'image/webp' }),
    'The dyeing floor',
  );
  if ('problem' in stored) throw new Error(stored.problem);
  url = stored.url;
}, 120_000);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the share card of an uploaded picture', () => {
  it('is drawn from the store: a 1200x630 JPEG of that picture', async () => {
    expect(url).toMatch(/^\/files\/[0-9a-f]{64}\//);
    const card = await loadSharePicture(url);
    expect(card).toMatch(/^data:image\/jpeg;base64,/);
    const bytes = Buffer.from(card!.split(',')[1]!, 'base64');
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1200, height: 630 });
    const { dominant } = await sharp(bytes).stats();
    expect(dominant.r).toBeGreaterThan(dominant.b);
  });

  it('is nothing for an upload that is not there', async () =>
    expect(await loadSharePicture(`/files/${'0'.repeat(64)}/missing.webp`)).toBeNull());
});
