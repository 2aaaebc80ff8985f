import { describe, expect, it } from 'vitest';
import { knownMigrations, type Migration } from '../scripts/migrations.mjs';

/**
 * Expand, then contract. In a rolling upgrade the first instance of the new build
 * migrates the shared store while the older instances still serve from it, and a
 * rollback runs the older build on the migrated store: so a migration may only add
 * (tables, columns with a default or nullable, indexes, functions). What removes or
 * changes what the previous release reads or writes (a DROP of a table or column,
 * a RENAME, a change of a column's type, a new NOT NULL without a default) is a
 * contract step: its own migration, marked in its first lines with
 *   -- contract: after <tag of the expand migration>
 * and released after the release that carried the expand step (README, Operations:
 * "Upgrading").
 */
const DESTRUCTIVE: [RegExp, string][] = [
  [
    /\bDROP\s+(TABLE|VIEW|SCHEMA|TYPE|MATERIALIZED\s+VIEW)\b/i,
    'drops a table, view, schema or type',
  ],
  [/\bDROP\s+COLUMN\b/i, 'drops a column'],
  [/\bRENAME\b/i, 'renames'],
  [/\bALTER\s+COLUMN\s+\S+\s+(SET\s+DATA\s+)?TYPE\b/i, "changes a column's type"],
  [/\bSET\s+NOT\s+NULL\b/i, 'makes a column NOT NULL'],
  // A serial column has its default (the next number of its own sequence).
  [
    /\bADD\s+COLUMN\b(?![^;]*\b(?:DEFAULT|serial|bigserial|smallserial)\b)[^;]*\bNOT\s+NULL\b/i,
    'adds a NOT NULL column without a default',
  ],
];

const withoutComments = (sql: string) =>
  sql.replace(/--[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '');

/** `"table"."column"` of each ALTER TABLE … DROP COLUMN or ADD COLUMN statement. */
const columnsOf = (statements: string[], action: 'DROP' | 'ADD') =>
  statements.flatMap((statement) => {
    const match = new RegExp(
      `ALTER\\s+TABLE\\s+("?[\\w.]+"?)\\s+${action}\\s+COLUMN\\s+("?\\w+"?)`,
      'i',
    ).exec(withoutComments(statement));
    return match ? [`${match[1]}.${match[2]}`] : [];
  });

/**
 * What in a migration the previous release could not live with; [] when it only
 * expands. A column dropped and added again under its name in the same migration
 * (a generated column made anew, which one transaction does) is a rebuild: the
 * previous release reads it as before.
 */
function breakingStatements(migration: Pick<Migration, 'sql' | 'statements'>) {
  const added = new Set(columnsOf(migration.statements, 'ADD'));
  const found: string[] = [];
  for (const statement of migration.statements) {
    const [dropped] = columnsOf([statement], 'DROP');
    if (dropped && added.has(dropped)) continue;
    const code = withoutComments(statement);
    for (const [pattern, what] of DESTRUCTIVE)
      if (pattern.test(code)) found.push(`${what}: ${code.trim().split('\n')[0]!.slice(0, 120)}`);
  }
  return found;
}

/** The expand migration a contract step names, or undefined when it is not marked. */
const contractOf = (sql: string) =>
  /^\s*--\s*contract:\s*after\s+(\S+)/im.exec(sql.slice(0, 500))?.[1];

/** Why a migration breaks the rule, or [] (its destructive statements, unless marked and after its expand step). */
function ruleBreaks(all: Pick<Migration, 'tag' | 'sql' | 'statements'>[], index: number) {
  const migration = all[index]!;
  const breaking = breakingStatements(migration);
  if (breaking.length === 0) return [];
  const expand = contractOf(migration.sql);
  if (!expand)
    return breaking.map((what) => `${migration.tag} ${what} (not marked as a contract step)`);
  const at = all.findIndex((m) => m.tag === expand);
  if (at < 0 || at >= index)
    return [
      `${migration.tag} is a contract step after ${expand}, which is not an earlier migration`,
    ];
  return [];
}

const fake = (tag: string, sql: string) => ({
  tag,
  sql,
  statements: sql.split('--> statement-breakpoint'),
});

describe('the migrations stay compatible with the previous release (expand, then contract)', () => {
  it('holds for every migration of this build', () => {
    const all = knownMigrations();
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.flatMap((_, index) => ruleBreaks(all, index))).toEqual([]);
  });

  it('takes a column dropped and added again under its name in one migration as a rebuild', () => {
    const rebuilt = fake(
      '0100_rebuild',
      'ALTER TABLE "docs" DROP COLUMN "search";--> statement-breakpoint\n' +
        'ALTER TABLE "docs" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (to_tsvector(\'simple\', "title")) STORED;',
    );
    expect(ruleBreaks([rebuilt], 0)).toEqual([]);
    const dropped = fake(
      '0101_drop',
      'ALTER TABLE "docs" DROP COLUMN "search";--> statement-breakpoint\n' +
        'ALTER TABLE "docs" ADD COLUMN "other" text;',
    );
    expect(ruleBreaks([dropped], 0)).toHaveLength(1);
  });

  it.each([
    ['ALTER TABLE "posts" DROP COLUMN "title";'],
    ['DROP TABLE "awards";'],
    ['ALTER TABLE "posts" RENAME COLUMN "title" TO "heading";'],
    ['ALTER TABLE "posts" RENAME TO "articles";'],
    ['ALTER TABLE "posts" ALTER COLUMN "views" TYPE bigint;'],
    ['ALTER TABLE "posts" ALTER COLUMN "views" SET DATA TYPE bigint;'],
    ['ALTER TABLE "posts" ALTER COLUMN "summary" SET NOT NULL;'],
    ['ALTER TABLE "posts" ADD COLUMN "lead" text NOT NULL;'],
  ])('refuses an unmarked destructive migration: %s', (sql) => {
    const all = [fake('0000_a', 'CREATE TABLE "posts" ("title" text);'), fake('0001_b', sql)];
    expect(ruleBreaks(all, 1)).toEqual([expect.stringContaining('not marked as a contract step')]);
  });

  it('lets additions through, and comments that name destructive words', () => {
    const sql =
      '-- Nothing is dropped or renamed here.\nALTER TABLE "posts" ADD COLUMN "lead" text DEFAULT \'\' NOT NULL;--> statement-breakpoint\nALTER TABLE "posts" ADD COLUMN "note" text;--> statement-breakpoint\nCREATE INDEX "posts_lead" ON "posts" ("lead");';
    expect(ruleBreaks([fake('0001_b', sql)], 0)).toEqual([]);
  });

  it('lets a contract step through when it names an earlier expand migration, and only then', () => {
    const expand = fake('0004_add_heading', 'ALTER TABLE "posts" ADD COLUMN "heading" text;');
    const contract = fake(
      '0005_drop_title',
      '-- contract: after 0004_add_heading\nALTER TABLE "posts" DROP COLUMN "title";',
    );
    expect(ruleBreaks([expand, contract], 1)).toEqual([]);
    expect(ruleBreaks([contract, expand], 0)).toEqual([
      '0005_drop_title is a contract step after 0004_add_heading, which is not an earlier migration',
    ]);
  });
});
