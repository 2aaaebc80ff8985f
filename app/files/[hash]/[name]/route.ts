import { readFile } from '@/lib/admin/uploads';
import { env } from '@/lib/env';

/**
 * An uploaded picture or file: `/files/<sha-256>/<name>`. The address names the
 * bytes, so it is cached for a year; an SVG is served sandboxed.
 */
export async function GET(
  _: Request,
  { params }: { params: Promise<{ hash: string; name: string }> },
) {
  const { hash } = await params;
  // With an upstream CMS there is no store here, so nothing was uploaded here.
  const file = env.contentApiUrl ? null : await readFile(hash).catch(() => null);
  if (!file)
    return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'content-type': file.mime,
      'content-length': String(file.size),
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${file.hash}"`,
      'content-disposition': `inline; filename="${file.name}"`,
      'x-content-type-options': 'nosniff',
      ...(file.mime === 'image/svg+xml' && {
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      }),
    },
  });
}
