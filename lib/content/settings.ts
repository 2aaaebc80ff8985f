import 'server-only';
import { eq } from 'drizzle-orm';
import { cache } from 'react';
import { env } from '@/lib/env';
import { errorFields, log } from '@/lib/log';
import { defaultSettings, withDefaults, type Settings } from '@/lib/settings';
import { getStore, type Store } from '@/lib/store/db';
import { siteSettings } from '@/lib/store/schema';
import { keepPageFor } from './read';

/** The cache tag of every page that shows a setting: a save refreshes exactly those. */
export const SETTINGS_TAG = 'read:settings';
export const SETTINGS_KEY = 'site';

/** The stored settings over the defaults, with the version a save must name. */
export async function loadSettings(db: Pick<Store, 'select'>): Promise<{ settings: Settings; version: number }> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, SETTINGS_KEY));
  return { settings: withDefaults(row?.body), version: row?.version ?? 0 };
}

/**
 * The settings for a page being rendered, read once per request, and the page
 * tagged with SETTINGS_TAG. Never throws: a store that does not answer gives the
 * defaults (today's values) and a log line.
 */
export const readSettings = cache(async (): Promise<Settings> => {
  if (env.isBuild) return defaultSettings;
  await keepPageFor(env.revalidateSeconds, [SETTINGS_TAG]);
  try {
    return (await loadSettings(await getStore())).settings;
  } catch (error) {
    log('warn', 'settings.fallback', errorFields(error));
    await keepPageFor(env.failureRevalidateSeconds, [SETTINGS_TAG]);
    return defaultSettings;
  }
});
