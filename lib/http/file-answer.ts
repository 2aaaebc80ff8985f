import { planFileAnswer } from './byte-ranges';

/**
 * Every answer under /files/, whatever the file: no script, no plugin, nothing
 * loaded, a unique origin (an SVG opened on its own is a document that could
 * otherwise run script as this site). The site-wide policy leaves /files/ alone
 * (lib/security/headers.ts), so this is the one a browser gets.
 */
export const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export const NOT_FOUND_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': FILE_POLICY,
} as const;

/**
 * The answer at a replaced file's old address: a permanent redirect to its
 * replacement, cached briefly (the replacement may itself be replaced).
 */
export const movedHeaders = (location: string) => ({
  location,
  'cache-control': 'public, max-age=300',
  'content-security-policy': FILE_POLICY,
});

export type FileAnswerInput = {
  file: { hash: string; name: string; mime: string; size: number };
  range?: string | null;
  ifNoneMatch?: string | null;
  ifRange?: string | null;
};

/** The status, headers and byte range of an answer with an uploaded file. */
export type FileAnswerPlan = {
  status: 200 | 206 | 304 | 416;
  headers: Record<string, string>;
  /** The bytes to send, inclusive; none when `end < start`. */
  start: number;
  end: number;
};

/**
 * The answer to a GET or HEAD of `/files/<sha-256>/<name>`, as app/files' route
 * and lib/http/serve-files.ts both send it. The address names the bytes, so it is
 * cached for a year. A PDF is downloaded rather than shown: the browsers' viewers
 * refuse to render one under a sandbox (Chrome shows "This page has been
 * blocked", Safari a blank page), and without one it would be shown in a document
 * of this site's origin. (An SVG answered by lib/http/serve-files.ts is sent as
 * stored: the compression middleware never sees those answers, so a range is
 * always of these exact bytes.)
 */
export function fileAnswer({ file, range, ifNoneMatch, ifRange }: FileAnswerInput): FileAnswerPlan {
  const etag = `"${file.hash}"`;
  const disposition = file.mime === 'application/pdf' ? 'attachment' : 'inline';
  const headers: Record<string, string> = {
    'content-type': file.mime,
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
    'accept-ranges': 'bytes',
    'content-disposition': `${disposition}; filename="${file.name}"`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': FILE_POLICY,
  };
  const plan = planFileAnswer({ size: file.size, etag, range, ifNoneMatch, ifRange });
  if (plan.status === 304) {
    delete headers['content-type'];
    return { status: 304, headers, start: 0, end: -1 };
  }
  if (plan.status === 416) {
    headers['content-range'] = `bytes */${file.size}`;
    headers['content-length'] = '0';
    return { status: 416, headers, start: 0, end: -1 };
  }
  headers['content-length'] = String(plan.end - plan.start + 1);
  if (plan.status === 206)
    headers['content-range'] = `bytes ${plan.start}-${plan.end}/${file.size}`;
  return { status: plan.status, headers, start: plan.start, end: plan.end };
}
