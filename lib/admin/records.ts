import 'server-only';
import { and, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import type { ReadName } from '@/lib/content/contract';
import { readTags } from '@/lib/content/read';
import { sourceAnswers } from '@/lib/content/serve';
import type { Editor } from '@/lib/auth/session';
import { getStore } from '@/lib/store/db';
import { records } from '@/lib/store/schema';
import { recordChange } from './history';
import { editableRecords, type EditableRecord } from './record-form';

/** Where each record shows (the page an editor checks after publishing). */
const shownOn: Partial<Record<ReadName, string>> = {
  businessOverview: '/',
  sustainableClock: '/',
  glance: '/masco-at-a-glance',
  yarnDyeing: '/yarn-dyeing',
  sewingThread: '/sewing-thread',
  knitting: '/knitting',
  dyeing: '/dyeing',
  sewing: '/sewing',
  printingEmbroidery: '/printing-embroidery',
  washing: '/washing',
  social: '/sustainability',
  material: '/sustainability',
  environmental: '/sustainability',
  futurePlan: '/sustainability',
};

export type EditableEntry = EditableRecord & { page: string | null };

let described: EditableEntry[] | undefined;
/** The records of the contract an editor can change, described once per process. */
export function recordEntries(): EditableEntry[] {
  described ??= editableRecords().map((record) => ({
    ...record,
    page: shownOn[record.name] ?? null,
  }));
  return described;
}

export const recordEntry = (name: string) => recordEntries().find((entry) => entry.name === name);

/** A record as stored, with the version a save must name. */
export async function readRecord(entry: EditableEntry) {
  const db = await getStore();
  const [row] = await db.select().from(records).where(eq(records.key, entry.path));
  return {
    body: (row?.body ?? {}) as Record<string, unknown>,
    version: row?.version ?? 0,
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

export type SaveOutcome =
  | { saved: true; version: number }
  | {
      saved: false;
      current: { version: number; updatedAt: Date | null; updatedBy: string | null };
    };

/**
 * Publishes an edited record: stored only if nobody saved it since `version`
 * was read (else the caller is told, and nothing is overwritten), with a line in
 * the history; then every page that read it is rendered afresh at its next
 * request, on every instance (its cache tag).
 */
export async function publishRecord(
  editor: Editor,
  entry: EditableEntry,
  body: Record<string, unknown>,
  version: number,
): Promise<SaveOutcome> {
  const db = await getStore();
  const outcome = await db.transaction(async (tx): Promise<SaveOutcome> => {
    const [before] = await tx
      .select()
      .from(records)
      .where(eq(records.key, entry.path))
      .for('update');
    const storedVersion = before?.version ?? 0;
    if (storedVersion !== version)
      return {
        saved: false,
        current: {
          version: storedVersion,
          updatedAt: before?.updatedAt ?? null,
          updatedBy: before?.updatedBy ?? null,
        },
      };
    const values = {
      body,
      version: storedVersion + 1,
      updatedAt: new Date(),
      updatedBy: editor.email,
    };
    if (before) {
      await tx
        .update(records)
        .set(values)
        .where(and(eq(records.key, entry.path), eq(records.version, storedVersion)));
    } else {
      await tx.insert(records).values({ key: entry.path, ...values });
    }
    await recordChange(tx, editor, {
      action: 'record.publish',
      target: entry.path,
      before: before?.body ?? null,
      after: body,
    });
    return { saved: true, version: storedVersion + 1 };
  });
  if (outcome.saved) {
    sourceAnswers.clear();
    revalidateTag(readTags(entry.name)[0]!, { expire: 0 });
  }
  return outcome;
}
