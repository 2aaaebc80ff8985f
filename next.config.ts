import path from 'node:path';
import type { NextConfig } from 'next';
import type { RemotePattern } from 'next/dist/shared/lib/image-config';
// Imports name their .ts files: `next start` has Node read this file with its own type
// stripping, without loading SWC (START_FLAGS, scripts/next-server.mjs).
import { IMAGE_FOLDERS } from './lib/image-folders.ts';
import {
  afterFilesRewrites,
  beforeFilesRewrites,
  fallbackRewrites,
  permanentRedirects,
} from './lib/routing/rewrites.ts';
import { securityHeaders } from './lib/security/headers.ts';

/**
 * Images from an upstream CMS: its host is allowed for next/image. Read when the
 * server starts, so the same build serves any CMS.
 */
function cmsImagePatterns(): {
  remotePatterns: RemotePattern[];
  loopback: boolean;
  origin: string | null;
} {
  const raw = process.env.CONTENT_API_URL?.trim();
  if (!raw) return { remotePatterns: [], loopback: false, origin: null };
  try {
    const url = new URL(raw);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    return {
      // No query string: otherwise each made-up `?r=` is a new fetch and resize.
      remotePatterns: [
        { protocol, hostname: url.hostname, port: url.port, pathname: '/**', search: '' },
      ],
      loopback: ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname),
      origin: url.origin,
    };
  } catch {
    return { remotePatterns: [], loopback: false, origin: null };
  }
}

const cms = cmsImagePatterns();

/** The public host: form posts from it are this site's, even where a proxy rewrites Host. */
function siteHost(): string[] {
  try {
    return [new URL(process.env.SITE_URL ?? '').host];
  } catch {
    return [];
  }
}

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` type-checks right after the build, route types included
  // (scripts/test.mjs): the build's own check would only repeat it.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIPS_TYPE_CHECK === '1' },
  async headers() {
    return securityHeaders({
      cmsOrigin: cms.origin,
      production: process.env.NODE_ENV === 'production',
    });
  },
  async redirects() {
    return permanentRedirects;
  },
  async rewrites() {
    return { beforeFiles: beforeFilesRewrites, afterFiles: afterFilesRewrites, fallback: fallbackRewrites };
  },
  cacheHandler: path.resolve(process.cwd(), 'lib/cache/cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  // lib/http/compressed-responses.ts compresses instead (started by instrumentation.ts):
  // the same middleware, and a cached page's compressed copy made once, not per request.
  compress: false,
  // The same module gives a page sent whole its ETag, hashed once per version of the
  // page; Next's own hashes the whole page in JavaScript on every request (on
  // /sustainability a third of the server's time under load). Static files keep
  // Last-Modified for conditional requests, and images their own ETag.
  generateEtags: false,
  experimental: {
    // The editing area's forms (a whole record, an article with a picture of up to
    // UPLOAD_MAX_BYTES, 10 MB). The public pages' forms without JavaScript are held to
    // 16 KB, as the JSON route is, by proxy.ts.
    serverActions: { bodySizeLimit: '11mb', allowedOrigins: siteHost() },
    // proxy.ts sees every form post to a page; Next buffers such a body for it up to
    // this size (10 MB by default, which cut a full-size upload short).
    proxyClientMaxBodySize: '11mb',
    // forbidden() for an editor on an admin-only page of the editing area (403).
    authInterrupts: true,
    // Addresses no route matches get app/global-not-found.tsx, a document with the
    // chrome of its own, so the root layout's not-found boundary (in every page's
    // payload) can be the bare view.
    globalNotFound: true,
  },
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  images: {
    // WebP only: AVIF encoding costs seconds of CPU per image on a small server.
    formats: ['image/webp'],
    // Few widths keep every srcset (and so every page's HTML) short.
    deviceSizes: [640, 828, 1080, 1280, 1920],
    imageSizes: [128, 256, 384],
    // 75 by default; 50 for the home hero's poster, which lies under a gradient.
    qualities: [50, 75],
    // Only these folders' images: a page or a redirect is no image (lib/image-folders.ts).
    // No query string: otherwise each made-up `?v=` is a new fetch and resize (the
    // other spellings of one picture are refused by lib/security/image-requests.ts).
    localPatterns: IMAGE_FOLDERS.map((folder) => ({ pathname: `${folder}**`, search: '' })),
    // The resized copies on disk (.next/cache/images), least recently used dropped
    // first: without a bound the optimiser may fill half the free disk.
    maximumDiskCacheSize: 256 * 1024 * 1024,
    remotePatterns: cms.remotePatterns,
    // An upstream CMS on this machine (tests, local development) is a deliberate choice.
    dangerouslyAllowLocalIP: cms.loopback,
  },
};

export default nextConfig;
