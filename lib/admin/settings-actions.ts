'use server';

import { and, eq } from 'drizzle-orm';
import { revalidatePath, revalidateTag } from 'next/cache';
import { editorFor, refusedForm } from '@/lib/auth/session';
import { SETTINGS_TAG } from '@/lib/content/settings';
import { loadSettings, SETTINGS_KEY } from '@/lib/store/site-settings';
import { checkSettings, SETTINGS_MESSAGES, SETTINGS_PAGE, type SettingsForm } from '@/lib/settings';
import { getStore } from '@/lib/store/db';
import { files, siteSettings } from '@/lib/store/schema';
import { formText } from './form-state';
import { recordChange } from './history';

export type SettingsFormState = {
  status: 'idle' | 'saved' | 'invalid' | 'conflict' | 'refused';
  message: string;
  version: number;
  values: SettingsForm;
  errors: Record<string, string>;
  signedOut?: boolean;
};

/** The brochure is a web address typed, or else the uploaded file chosen. */
const brochureOf = (values: SettingsForm) =>
  (values.brochureUrl ?? '').trim() || (values.brochureFile ?? '');

/** Whether /files/<hash>/<name> names an uploaded file. */
async function uploaded(url: string): Promise<boolean> {
  const hash = /^\/files\/([0-9a-f]{64})\//.exec(url)?.[1];
  if (!hash) return false;
  const db = await getStore();
  const [row] = await db.select({ hash: files.hash }).from(files).where(eq(files.hash, hash));
  return Boolean(row);
}

/**
 * The Settings form's save: checked field by field (a wrong field answers with its
 * sentence, everything typed kept), refused when someone saved since the form was
 * opened, written with its history line, and the pages that show a setting refreshed.
 */
export async function saveSettings(
  previous: SettingsFormState,
  formData: FormData,
): Promise<SettingsFormState> {
  const values: SettingsForm = {};
  for (const key of formData.keys())
    if (!key.startsWith('$') && !key.startsWith('ACTION_')) values[key] = formText(formData, key);
  const version = Number(formData.get('$version')) || 0;
  const form = { values, version };
  const editor = await editorFor({ content: ['publish'] });
  if ('refused' in editor) return refusedForm(editor, form);

  const brochure = brochureOf(values);
  const isFile = brochure.startsWith('/files/') && (await uploaded(brochure));
  const checked = checkSettings({ ...values, brochure }, () => isFile);
  if (checked.errors)
    return {
      ...form,
      status: 'invalid',
      message: SETTINGS_MESSAGES.invalid,
      errors: checked.errors,
    };

  const db = await getStore();
  const saved = await db.transaction(async (tx) => {
    const before = await loadSettings(tx);
    if (before.version !== version) return false;
    const written =
      version === 0
        ? await tx
            .insert(siteSettings)
            .values({ key: SETTINGS_KEY, body: checked.settings, updatedBy: editor.email })
            .onConflictDoNothing()
            .returning({ version: siteSettings.version })
        : await tx
            .update(siteSettings)
            .set({
              body: checked.settings,
              version: version + 1,
              updatedAt: new Date(),
              updatedBy: editor.email,
            })
            .where(and(eq(siteSettings.key, SETTINGS_KEY), eq(siteSettings.version, version)))
            .returning({ version: siteSettings.version });
    if (written.length === 0) return false;
    await recordChange(tx, editor, {
      action: 'settings.save',
      target: 'Settings',
      before: before.settings,
      after: checked.settings,
    });
    return written[0]!.version;
  });
  if (saved === false) {
    const now = await loadSettings(db);
    return {
      ...form,
      version: now.version,
      status: 'conflict',
      message: SETTINGS_MESSAGES.conflict,
      errors: {},
    };
  }
  revalidateTag(SETTINGS_TAG, { expire: 0 });
  revalidatePath(SETTINGS_PAGE);
  return { status: 'saved', message: SETTINGS_MESSAGES.saved, version: saved, values, errors: {} };
}
