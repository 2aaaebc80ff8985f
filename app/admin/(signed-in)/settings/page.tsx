import type { Metadata } from 'next';
import { desc, eq } from 'drizzle-orm';
import { SettingsForm } from '@/components/admin/settings-form';
import { fileUrl } from '@/lib/admin/uploads';
import { requireEditor } from '@/lib/auth/session';
import { SETTINGS_PAGE, settingsForm } from '@/lib/settings';
import { getStore } from '@/lib/store/db';
import { files } from '@/lib/store/schema';
import { loadSettings } from '@/lib/store/site-settings';

export const metadata: Metadata = { title: 'Settings' };

/** The site-wide values staff own (lib/settings.ts), in one form. */
export default async function SettingsPage() {
  await requireEditor(SETTINGS_PAGE, { content: ['publish'] });
  const db = await getStore();
  const [{ settings, version }, pdfs] = await Promise.all([
    loadSettings(db),
    db
      .select({ hash: files.hash, name: files.name })
      .from(files)
      .where(eq(files.mime, 'application/pdf'))
      .orderBy(desc(files.createdAt))
      .limit(200),
  ]);
  const { brochure = '', ...rest } = settingsForm(settings);
  const values = {
    ...rest,
    brochureFile: brochure.startsWith('/files/') ? brochure : '',
    brochureUrl: brochure.startsWith('/files/') ? '' : brochure,
  };
  return (
    <>
      <h1 className="text-2xl font-bold">Settings</h1>
      <p className="mt-2 mb-6 max-w-prose text-brand-slate">
        What every page shows around its content, and who hears of visitors&apos; messages.
      </p>
      <SettingsForm
        values={values}
        version={version}
        pdfs={pdfs.map((pdf) => ({ url: fileUrl(pdf.hash, pdf.name), name: pdf.name }))}
      />
    </>
  );
}
