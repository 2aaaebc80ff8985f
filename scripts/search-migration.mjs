// `npm run db:search` (and the end of `npm run db:generate`): writes the migration
// that makes the store's site search functions agree with lib/content/lists.ts
// (lib/store/search-functions.ts), as a Drizzle custom migration, so the journal
// and the snapshots stay Drizzle's. Nothing is written when they agree.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { knownMigrations, MIGRATIONS_FOLDER } from './migrations.mjs';

const { searchMigration } = await import('../lib/store/search-functions.ts');
const { sql, left } = searchMigration(knownMigrations().map((m) => m.sql));
if (left.length > 0)
  console.error(
    `The migrations make search documents with ${left.join(', ')}, which no list in lib/content/lists.ts describes: drop its trigger in a contract migration.`,
  );
if (!sql) {
  console.log('The site search functions agree with lib/content/lists.ts.');
} else {
  const name = process.argv[2] ?? 'search_documents';
  execFileSync('npx', ['drizzle-kit', 'generate', '--custom', `--name=${name}`], {
    stdio: 'inherit',
  });
  const { tag } = knownMigrations().at(-1);
  writeFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), `${sql}\n`);
  console.log(`Wrote ${MIGRATIONS_FOLDER}/${tag}.sql from lib/content/lists.ts.`);
}
process.exitCode = left.length > 0 ? 1 : 0;
