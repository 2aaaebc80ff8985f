import 'server-only';
import { isDeepStrictEqual } from 'node:util';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { ReadName } from '@/lib/content/contract';
import type { Editor } from '@/lib/auth/session';
import { refreshReads } from './refresh';
import { getStore } from '@/lib/store/db';
import { records } from '@/lib/store/schema';
import {
  dyeingPage,
  knittingPage,
  printingEmbroideryPage,
  sewingPage,
  sewingThreadPage,
  washingPage,
  yarnDyeingPage,
} from '@/lib/copy/units';
import { recordChange } from './history';
import { keepRevision } from './revisions';
import { editableRecords, type EditableRecord, type Field } from './record-form';

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

/** The unit pages' own words for their figures. */
type LabelledPage = {
  factories: {
    title: string;
    figures: { field: string; label: string; unit?: string }[];
    certificate?: string;
  }[];
};
const unitPages: Partial<Record<ReadName, LabelledPage>> = {
  yarnDyeing: yarnDyeingPage,
  sewingThread: sewingThreadPage,
  knitting: knittingPage,
  dyeing: dyeingPage,
  sewing: sewingPage,
  printingEmbroidery: printingEmbroideryPage,
  washing: washingPage,
};

/**
 * A record's fields as its public page labels them ("Flat-bed machines (tons / day)",
 * and the factory first on a page of several), not as the field names spell them.
 */
function publicLabels(name: ReadName): Map<string, string> {
  const page = unitPages[name];
  if (!page) return new Map();
  const several = page.factories.length > 1;
  return new Map(
    page.factories.flatMap((factory) => {
      const of = several ? `${factory.title}: ` : '';
      return [
        ...factory.figures.map((figure): [string, string] => [
          figure.field,
          `${of}${figure.label}${figure.unit ? ` (${figure.unit})` : ''}`,
        ]),
        ...(factory.certificate
          ? [[factory.certificate, `${of}Certificate`] as [string, string]]
          : []),
      ];
    }),
  );
}

function relabel(fields: Field[], labels: Map<string, string>): Field[] {
  return fields.map((field) => {
    const label = labels.get(field.name) ?? field.label;
    if (field.kind === 'fieldset')
      return { ...field, label, fields: relabel(field.fields, labels) };
    if (field.kind === 'table') return { ...field, label, columns: relabel(field.columns, labels) };
    return { ...field, label };
  });
}

export type EditableEntry = EditableRecord & { page: string | null };

let described: EditableEntry[] | undefined;
/** The records of the contract an editor can change, described once per process. */
export function recordEntries(): EditableEntry[] {
  described ??= editableRecords().map((record) => ({
    ...record,
    tree: { fields: relabel(record.tree.fields, publicLabels(record.name)) },
    page: shownOn[record.name] ?? null,
  }));
  return described;
}

export const recordEntry = (name: string) => recordEntries().find((entry) => entry.name === name);

/**
 * A revision of a record keeps its Bangla beside its body, under a key no field of
 * the contract can have (their names have no `$`); `fromRevision` parts them again.
 */
const BANGLA_IN_REVISION = '$bn';
export const withBangla = (body: Record<string, unknown>, bn: Record<string, unknown>) => ({
  ...body,
  [BANGLA_IN_REVISION]: bn,
});
export function fromRevision(doc: Record<string, unknown>) {
  const { [BANGLA_IN_REVISION]: bn, ...body } = doc;
  return {
    body,
    bn: typeof bn === 'object' && bn !== null ? (bn as Record<string, unknown>) : null,
  };
}

/** A record as stored, with the version a save must name. */
export async function readRecord(entry: EditableEntry) {
  const db = await getStore();
  const [row] = await db.select().from(records).where(eq(records.key, entry.path));
  return {
    body: (row?.body ?? {}) as Record<string, unknown>,
    draft: row?.draft ?? null,
    bn: row?.bn ?? {},
    version: row?.version ?? 0,
    updatedAt: row?.updatedAt ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

export type SaveOutcome =
  | {
      saved: true;
      version: number;
      /** A draft that was the published record itself (as after restoring it): none is kept. */
      sameAsPublished?: boolean;
    }
  | {
      saved: false;
      current: { version: number; updatedAt: Date | null; updatedBy: string | null };
    };

/**
 * Publishes an edited record, or keeps it as a draft (`asDraft`: shown only in
 * preview, the site keeps the published body): stored only if nobody saved it
 * since `version` was read (else the caller is told, and nothing is
 * overwritten), with a line in the history; a publication then renders every
 * page that read the record afresh at its next request, on every instance (its
 * cache tag).
 */
export async function publishRecord(
  editor: Editor,
  entry: EditableEntry,
  body: Record<string, unknown>,
  version: number,
  asDraft = false,
  /** 'restore': the body is an earlier revision's (the history and the revisions say so). */
  cause: 'edit' | 'restore' = 'edit',
  /**
   * The Bangla to keep, from the Bangla the form opened (the draft's, else the
   * published): lib/admin/record-bangla.ts. Without it, that Bangla stays.
   */
  bangla: (opened: Record<string, unknown>) => Record<string, unknown> = (opened) => opened,
): Promise<SaveOutcome> {
  const db = await getStore();
  let draftOnly = false;
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
    const bn = bangla(before?.draft?.bn ?? before?.bn ?? {});
    const draft = {
      values: body,
      bn,
      savedBy: editor.email,
      savedAt: new Date().toISOString(),
    };
    // A record never published has no version on the site to keep: its draft is published.
    draftOnly = asDraft && before !== undefined;
    // The published record restored over a draft: no draft waits any more.
    const unchanged =
      draftOnly &&
      cause === 'restore' &&
      isDeepStrictEqual(body, before?.body) &&
      isDeepStrictEqual(bn, before?.bn);
    const values = draftOnly
      ? { body: before?.body ?? {}, draft: unchanged ? null : draft, version: storedVersion + 1 }
      : {
          body,
          bn,
          draft: null,
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
    await keepRevision(tx, editor, {
      kind: 'record',
      item: entry.name,
      action: cause === 'restore' ? 'restore' : draftOnly ? 'draft' : 'publish',
      doc: withBangla(body, bn),
    });
    await recordChange(tx, editor, {
      action:
        cause === 'restore'
          ? 'record.restore-revision'
          : draftOnly
            ? 'record.draft'
            : 'record.publish',
      target: entry.path,
      before: before?.body ?? null,
      after: body,
    });
    return { saved: true, version: storedVersion + 1, sameAsPublished: unchanged };
  });
  if (outcome.saved && !draftOnly) {
    refreshReads([entry.name]);
  }
  return outcome;
}

/** Drops a record's unpublished draft: the form shows the published record again. */
export async function discardRecordDraft(editor: Editor, entry: EditableEntry): Promise<void> {
  const db = await getStore();
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(records)
      .set({ draft: null, version: sql`${records.version} + 1` })
      .where(and(eq(records.key, entry.path), isNotNull(records.draft)))
      .returning({ key: records.key, body: records.body, bn: records.bn });
    if (!changed) return;
    // The published record is the newest revision again; the draft, before it, restorable.
    await keepRevision(tx, editor, {
      kind: 'record',
      item: entry.name,
      action: 'discard',
      doc: withBangla(changed.body as Record<string, unknown>, changed.bn),
    });
    await recordChange(tx, editor, { action: 'record.discard', target: entry.path });
  });
}
