import 'server-only';
import { eq } from 'drizzle-orm';
import { withDefaults, type Settings } from '@/lib/settings';
import type { Store } from './db';
import { siteSettings } from './schema';

export const SETTINGS_KEY = 'site';

/** The stored settings over the defaults, with the version a save must name. */
export async function loadSettings(
  db: Pick<Store, 'select'>,
): Promise<{ settings: Settings; version: number }> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, SETTINGS_KEY));
  return { settings: withDefaults(row?.body), version: row?.version ?? 0 };
}
