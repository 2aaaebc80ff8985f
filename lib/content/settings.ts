import 'server-only';
import { cache } from 'react';
import { env } from '@/lib/env';
import { errorFields, log } from '@/lib/log';
import { defaultSettings, type Settings } from '@/lib/settings';
import { getStore } from '@/lib/store/db';
import { loadSettings } from '@/lib/store/site-settings';
import { keepPageFor } from './read';

/** The cache tag of every page that shows a setting: a save refreshes exactly those. */
export const SETTINGS_TAG = 'read:settings';
/**
 * The settings for a page being rendered, read once per request, and the page
 * tagged with SETTINGS_TAG. Never throws: a store that does not answer gives the
 * defaults (today's values) and a log line.
 */
export const readSettings = cache(async (): Promise<Settings> => {
  // Settings live in the embedded store; a site on an upstream CMS never opens one.
  if (env.isBuild || env.contentApiUrl) return defaultSettings;
  await keepPageFor(env.revalidateSeconds, [SETTINGS_TAG]);
  try {
    return (await loadSettings(await getStore())).settings;
  } catch (error) {
    log('warn', 'settings.fallback', errorFields(error));
    await keepPageFor(env.failureRevalidateSeconds, [SETTINGS_TAG]);
    return defaultSettings;
  }
});
