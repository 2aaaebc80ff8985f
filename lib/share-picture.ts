import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ogSize } from '@/lib/og';
import { env } from '@/lib/env';
import { log } from '@/lib/log';

/** Larger pictures are not worth a share card: the CMS's photos are a few hundred kB. */
export const maxPictureBytes = 8 * 1024 * 1024;
/** Decoding bombs stop here (a 1200x630 card needs nothing near 40 megapixels). */
const maxInputPixels = 40_000_000;

/**
 * The picture of an article or media item as a JPEG data URI cropped to the
 * share card (1200x630), whatever format it was stored in (WebP, AVIF, PNG...,
 * which LinkedIn and Facebook do not all render), or null when it cannot be had.
 * Only this site's own files and the upstream CMS are read: a record's image
 * URL never makes the server fetch an arbitrary address.
 */
export async function loadSharePicture(src: string | null | undefined): Promise<string | null> {
  if (!src) return null;
  try {
    const bytes = await pictureBytes(src);
    if (!bytes) return null;
    const jpeg = await sharp(bytes, { limitInputPixels: maxInputPixels })
      .rotate()
      .resize(ogSize.width, ogSize.height, { fit: 'cover' })
      .jpeg({ quality: 82 })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch (error) {
    log('warn', 'share-picture', { src: src.slice(0, 200), error: String(error).slice(0, 200) });
    return null;
  }
}

async function pictureBytes(src: string): Promise<Buffer | null> {
  const url = new URL(src, 'http://site.invalid/');
  if (url.origin === 'http://site.invalid')
    return url.pathname.startsWith('/files/') && !env.contentApiUrl
      ? uploadedFile(url.pathname)
      : localFile(url.pathname);
  const cms = env.contentApiUrl;
  if (!cms || url.origin !== new URL(cms).origin) return null;
  return remoteFile(url);
}

/** A picture uploaded in the editing area: in the store, so on every instance (`/files/<hash>/<name>`). */
async function uploadedFile(pathname: string): Promise<Buffer | null> {
  const { readFile: readUpload } = await import('@/lib/admin/uploads');
  const file = await readUpload(pathname.split('/')[2] ?? '');
  if (!file || !file.mime.startsWith('image/') || file.bytes.length > maxPictureBytes) return null;
  return Buffer.from(file.bytes);
}

/** A file under public/ (the demo pictures); never a path outside it. */
async function localFile(pathname: string): Promise<Buffer | null> {
  const root = path.join(process.cwd(), 'public');
  const file = path.resolve(root, `.${decodeURIComponent(pathname)}`);
  if (!file.startsWith(root + path.sep)) return null;
  const bytes = await readFile(file);
  return bytes.length <= maxPictureBytes ? bytes : null;
}

/** The CMS's picture within the content deadline and the size cap. */
async function remoteFile(url: URL): Promise<Buffer | null> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  // A CMS that trickles its body is cut off too, not only one that never answers.
  const deadline = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, env.contentApiTimeoutMs);
  });
  return Promise.race([download(url, controller), deadline]).finally(() => clearTimeout(timer));
}

async function download(url: URL, controller: AbortController): Promise<Buffer | null> {
  {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok || !response.body) return null;
    if (Number(response.headers.get('content-length') ?? 0) > maxPictureBytes) return null;
    const chunks: Uint8Array[] = [];
    let total = 0;
    for await (const chunk of response.body) {
      total += chunk.byteLength;
      if (total > maxPictureBytes) {
        controller.abort();
        return null;
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }
}
