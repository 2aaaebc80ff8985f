import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { previewPath } from '@/lib/admin/preview';
import { isSameOrigin } from '@/lib/security/origin';

/** Leaves preview, back on the page it was left from (a page of this site, by the host the browser used), as visitors see it. */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  let from: string | null = null;
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    const sameSite = isSameOrigin(request.headers, {
      requireOrigin: true,
      protocol: request.nextUrl.protocol,
    });
    if (sameSite) from = `${referer.pathname}${referer.search}`;
  } catch {
    // No referrer, or not an address: the home page.
  }
  redirect(previewPath(from));
}
