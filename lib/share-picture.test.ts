import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clampTitle } from './og';
import { loadSharePicture, maxPictureBytes } from './share-picture';

const decode = async (dataUri: string | null) => {
  expect(dataUri).toMatch(/^data:image\/jpeg;base64,/);
  const bytes = Buffer.from(dataUri!.split(',')[1]!, 'base64');
  return sharp(bytes).metadata();
};

const picture = (format: 'webp' | 'png', width = 1600, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: '#13566a' } })
    [format]()
    .toBuffer();

let root: string;
let cms: Server;
let cmsUrl: string;
const served: string[] = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'share-picture-'));
  mkdirSync(path.join(root, 'public', 'demo'), { recursive: true });
  writeFileSync(path.join(root, 'public', 'demo', 'a photo.webp'), await picture('webp'));
  writeFileSync(path.join(root, 'public', 'demo', 'notes.txt'), 'not a picture');
  writeFileSync(path.join(root, 'secret.webp'), await picture('webp'));
  const png = await picture('png', 800, 800);
  cms = createServer((request, response) => {
    served.push(request.url!);
    if (request.url === '/images/feature.png') response.end(png);
    else if (request.url === '/images/huge.png') {
      response.setHeader('content-length', String(maxPictureBytes + 1));
      response.end();
    } else if (request.url === '/images/endless.png') {
      response.write(png.subarray(0, 100)); // and never ends
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
});

afterAll(() => {
  cms.closeAllConnections();
  cms.close();
});

const inSite = () => vi.spyOn(process, 'cwd').mockReturnValue(root);

describe('loadSharePicture', () => {
  it("turns the site's own WebP into a 1200x630 JPEG", async () => {
    inSite();
    const meta = await decode(await loadSharePicture('/demo/a%20photo.webp?v=1#top'));
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('never reads outside public/', async () => {
    inSite();
    vi.spyOn(console, 'warn').mockReturnValue();
    expect(await loadSharePicture('/%2E%2E%2Fsecret.webp')).toBeNull();
    expect(await loadSharePicture('/demo/%2E%2E/%2E%2E/secret.webp')).toBeNull();
  });

  it('gives null for a missing file, a file that is no picture, or no source', async () => {
    inSite();
    vi.spyOn(console, 'warn').mockReturnValue();
    expect(await loadSharePicture('/demo/missing.webp')).toBeNull();
    expect(await loadSharePicture('/demo/notes.txt')).toBeNull();
    expect(await loadSharePicture('')).toBeNull();
    expect(await loadSharePicture(null)).toBeNull();
  });

  it("reads the CMS's picture, in any format, when CONTENT_API_URL is the CMS", async () => {
    vi.stubEnv('CONTENT_API_URL', `${cmsUrl}/`);
    const meta = await decode(await loadSharePicture(`${cmsUrl}/images/feature.png`));
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('never fetches from another host than the CMS', async () => {
    vi.stubEnv('CONTENT_API_URL', 'http://cms.example');
    served.length = 0;
    expect(await loadSharePicture(`${cmsUrl}/images/feature.png`)).toBeNull();
    vi.stubEnv('CONTENT_API_URL', '');
    expect(await loadSharePicture(`${cmsUrl}/images/feature.png`)).toBeNull();
    expect(served).toEqual([]);
  });

  it('gives up on an oversized or endless CMS picture within the content deadline', async () => {
    vi.stubEnv('CONTENT_API_URL', cmsUrl);
    vi.stubEnv('CONTENT_API_TIMEOUT_MS', '300');
    vi.spyOn(console, 'warn').mockReturnValue();
    expect(await loadSharePicture(`${cmsUrl}/images/huge.png`)).toBeNull();
    // Endless: it comes back only because the deadline ends it.
    expect(await loadSharePicture(`${cmsUrl}/images/endless.png`)).toBeNull();
    expect(await loadSharePicture(`${cmsUrl}/images/gone.png`)).toBeNull();
  });
});

describe('clampTitle', () => {
  it('keeps a title that fits and folds its white space', () => {
    expect(clampTitle('  Knit   insights\n2026 ')).toBe('Knit insights 2026');
  });

  it('cuts a long title at a word and ends it with an ellipsis', () => {
    const title = 'Recycled water, solar roofs and a dyehouse that reuses its heat: '.repeat(3);
    const clamped = clampTitle(title);
    expect(clamped.length).toBeLessThanOrEqual(110);
    expect(clamped.endsWith('…')).toBe(true);
    expect(clamped).not.toMatch(/[\s,:]…$/);
    expect(title.startsWith(clamped.slice(0, -1))).toBe(true);
  });
});
