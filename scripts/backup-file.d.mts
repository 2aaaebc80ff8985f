export type Schema = { migrations: number; newest: number };
export type BackupManifest = {
  made: string;
  by: string;
  store: string;
  schema: Schema;
  bytes: number;
};
export const BACKUP_MAGIC: string;
export function schemaOf(migrationTimes: number[]): Schema;
export function knownSchema(root?: string): Schema;
export function encodeBackup(manifest: BackupManifest, archive: Uint8Array): Buffer;
export function decodeBackup(
  bytes: Buffer,
): { manifest: BackupManifest; archive: Buffer; error?: undefined } | { error: string };
export function refusal(
  manifest: Partial<BackupManifest> | undefined,
  known: Schema,
): string | null;
