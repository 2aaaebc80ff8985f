import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { previewPath } from '@/lib/admin/preview';

/** Leaves preview, back on the page it was left from, as visitors see it. */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  let from: string | null = null;
  try {
    const referrer = new URL(request.headers.get('referer') ?? '');
    if (referrer.host === request.nextUrl.host) from = `${referrer.pathname}${referrer.search}`;
  } catch {
    // No referrer, or not an address: the home page.
  }
  redirect(previewPath(from));
}
