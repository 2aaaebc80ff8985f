import { readFile } from '@/lib/admin/uploads';
import { env } from '@/lib/env';

/**
 * Every answer of this route, whatever the file: no script, no plugin, nothing
 * loaded, a unique origin (an SVG opened on its own is a document that could
 * otherwise run script as this site). The site-wide policy leaves /files/ alone
 * (lib/security/headers.ts), so this is the one a browser gets.
 */
const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * An uploaded picture or file: `/files/<sha-256>/<name>`. The address names the
 * bytes, so it is cached for a year. A PDF is downloaded rather than shown: the
 * browsers' viewers refuse to render one under a sandbox (Chrome shows "This page
 * has been blocked", Safari a blank page), and without one it would be shown in a
 * document of this site's origin.
 */
export async function GET(
  _: Request,
  { params }: { params: Promise<{ hash: string; name: string }> },
) {
  const { hash } = await params;
  // With an upstream CMS there is no store here, so nothing was uploaded here.
  const file = env.contentApiUrl ? null : await readFile(hash).catch(() => null);
  if (!file)
    return new Response('Not found', {
      status: 404,
      headers: { 'cache-control': 'no-store', 'content-security-policy': FILE_POLICY },
    });
  const disposition = file.mime === 'application/pdf' ? 'attachment' : 'inline';
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'content-type': file.mime,
      'content-length': String(file.size),
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${file.hash}"`,
      'content-disposition': `${disposition}; filename="${file.name}"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': FILE_POLICY,
    },
  });
}
