export type Schema = { migrations: number; newest: number };
export type BackupManifest = {
  made: string;
  by: string;
  store: string;
  schema: Schema;
  bytes: number;
  /** The archive's SHA-256 in hex; backups made before it was recorded have none. */
  sha256?: string;
};
export const BACKUP_MAGIC: string;
export function schemaOf(migrationTimes: number[]): Schema;
export function knownSchema(root?: string): Schema;
export function digestOf(archive: Uint8Array): string;
/** The manifest's `bytes` and `sha256` are the archive's own, whatever was passed. */
export function encodeBackup(
  manifest: Omit<BackupManifest, 'bytes' | 'sha256'> & Partial<BackupManifest>,
  archive: Uint8Array,
): Buffer;
export function archiveDamage(archive: Uint8Array): string | null;
export function decodeBackup(
  bytes: Buffer,
): { manifest: BackupManifest; archive: Buffer; error?: undefined } | { error: string };
export function refusal(
  manifest: Partial<BackupManifest> | undefined,
  known: Schema,
): string | null;
export function datedBackupName(when?: Date): string;
export function pruneBackups(dir: string, keep: number): string[];
