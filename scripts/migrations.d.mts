export const MIGRATIONS_FOLDER: string;
export type Migration = {
  tag: string;
  when: number;
  hash: string;
  sql: string;
  statements: string[];
};
export type BuildVersion = { name: string; version: string; build: string };
export function knownMigrations(root?: string): Migration[];
export function buildVersion(root?: string): BuildVersion;
export class StoreNewerThanBuildError extends Error {}
export class MigrationFailedError extends Error {
  constructor(migration: string, cause: unknown);
  migration: string;
  databaseMessage: string;
  code?: string;
}
export function newerStoreRefusal(
  recorded: number[],
  known: Migration[],
  build: BuildVersion,
  where?: string,
): string | null;
type Rows = Record<string, unknown>[];
export type MigratorDb = {
  query(text: string, params?: unknown[]): Promise<Rows>;
  exec(text: string): Promise<unknown>;
};
export function migrateStore(
  db: MigratorDb & { transaction(fn: (tx: MigratorDb) => Promise<void>): Promise<unknown> },
  options?: { known?: Migration[]; build?: BuildVersion; where?: string },
): Promise<string[]>;
type Migrator = MigratorDb & {
  transaction(fn: (tx: MigratorDb) => Promise<void>): Promise<unknown>;
};
export function pgliteMigrator(lite: unknown): Migrator;
export function postgresMigrator(client: unknown): Migrator;
