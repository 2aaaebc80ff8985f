// Imported with its extension: `npm run db:search` runs this module under Node's own TypeScript.
import {
  columnName,
  storageOf,
  type ListDescription,
  type ListSearch,
} from '../content/list-description.ts';
import { lists } from '../content/lists.ts';

/**
 * The store's site search keeps one document per row of each searchable list,
 * written by a trigger through the list's SQL function `search_doc_<row>` (the
 * trigger and the search_doc type are in migration 0003). Those functions are
 * written here from the lists' descriptions (lib/content/lists.ts): the search's
 * kind, reference and page, the title and body fields, the summary's fields with
 * their prefixes. A migration carries them (`npm run db:search` writes it), and
 * search-functions.test.ts fails while the migrations and the descriptions disagree.
 */

export type Searchable = ListDescription & { search: ListSearch };

export const searchableLists = (all: Record<string, ListDescription> = lists) =>
  Object.values(all).filter((list): list is Searchable => list.search !== undefined);

/** `job_posts` → `search_doc_job_post`. */
export const functionName = (table: string) => `search_doc_${table.replace(/s$/, '')}`;

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

function column(list: Searchable, key: string, row: string) {
  if (key === 'id') return `${row}.id`;
  const field = list.fields[key];
  if (!field) throw new Error(`${list.table}'s search names ${key}, which it does not describe.`);
  const name = `${row}.${columnName(key, field)}`;
  return storageOf(field) === 'words' ? `array_to_string(${name}, ' ')` : name;
}

function href(list: Searchable, row: string) {
  const { search, fields } = list;
  if (typeof search.href === 'string') return literal(search.href);
  const { path, field, otherwise } = search.href;
  const value = `${literal(path)} || ${column(list, field, row)}`;
  const described = fields[field];
  const conditions = [
    ...(described?.when
      ? [`${column(list, described.when.key, row)} = ${literal(described.when.value)}`]
      : []),
    ...(described && storageOf(described) === 'nullable'
      ? [`${column(list, field, row)} IS NOT NULL`]
      : []),
  ];
  if (conditions.length === 0) return value;
  return `CASE WHEN ${conditions.join(' AND ')} THEN ${value} ELSE ${literal(otherwise ?? '/')} END`;
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** A translated field's Bangla value in the row's `bn` object (NULL where it has none). */
const bangla = (key: string, row: string) => `nullif(${row}.bn->>${literal(key)}, '')`;

function summary(list: Searchable, row: string, lang: 'en' | 'bn' = 'en') {
  const fields = Object.entries(list.fields).filter(([, field]) => field.summary !== undefined);
  const parts = fields.map(([key, field]) => {
    const english = column(list, key, row);
    // In Bangla, a translated field's Bangla, else its English (as the pages show it).
    const prefix = lang === 'bn' ? (field.summaryBn ?? field.summary) : field.summary;
    // After a Bangla prefix, an untranslated value ('শূন্য পদ: ০২') in Bengali digits:
    // a count in Bangla prose (the README's digit rule).
    const text =
      lang === 'bn' && field.translate
        ? `coalesce(${bangla(key, row)}, ${english})`
        : lang === 'bn' && field.summaryBn
          ? `translate(${english}, '0123456789', '${BENGALI_DIGITS}')`
          : english;
    if (!prefix) return text;
    // An optional field left empty is left out, its prefix with it (concat_ws skips NULL).
    const value = field.required ? text : `nullif(${text}, '')`;
    return `${literal(prefix)} || ${value}`;
  });
  if (parts.length === 0) return "''";
  const plain = lang === 'bn' ? 'search_bangla' : 'search_plain';
  const joined =
    parts.length === 1
      ? `${plain}(${parts[0]})`
      : `${plain}(concat_ws(${literal(list.search.summaryJoin ?? ' · ')}, ${parts.join(', ')}))`;
  if (lang === 'en') return joined;
  // The Bangla summary only when a translated field of it has a Bangla value.
  const translated = fields.filter(([, field]) => field.translate).map(([key]) => bangla(key, row));
  if (translated.length === 0) return "''";
  return `CASE WHEN coalesce(${translated.join(', ')}) IS NULL THEN '' ELSE ${joined} END`;
}

/** A translated field's Bangla as search text (search_bangla), '' where it has none. */
function banglaText(list: Searchable, key: string | undefined, row: string) {
  if (!key || !list.fields[key]?.translate) return "''";
  return `search_bangla(${row}.bn->>${literal(key)})`;
}

/**
 * The CREATE OR REPLACE FUNCTION of a list's search document. `row` names its
 * parameter: a function made again keeps the name it was made with (PostgreSQL
 * refuses another).
 */
export function searchFunction(list: Searchable, row = 'r'): string {
  const { search } = list;
  const ref = search.ref ? `${literal(search.ref)} || ${row}.id` : `${row}.id::text`;
  const values = [
    literal(search.kind),
    ref,
    href(list, row),
    `search_plain(${column(list, search.title, row)})`,
    summary(list, row),
    search.body ? `search_plain(${column(list, search.body, row)})` : "''",
    search.date ? column(list, search.date, row) : 'NULL::timestamptz',
    search.alwaysPublished ? 'true' : `${row}.published`,
    search.openUntil ? column(list, search.openUntil, row) : 'NULL::date',
    banglaText(list, search.title, row),
    summary(list, row, 'bn'),
    banglaText(list, search.body, row),
  ];
  return [
    `CREATE OR REPLACE FUNCTION ${functionName(list.table)}(${row} ${list.table}) RETURNS search_doc LANGUAGE sql STABLE AS $$`,
    `  SELECT ROW(${values.join(',\n    ')})::search_doc`,
    '$$;',
  ].join('\n');
}

const COLUMNS =
  'kind, ref, href, title, summary, body, published_at, published, open_until, title_bn, summary_bn, body_bn';

/** Its rows' documents written again (a changed function leaves the older ones behind). */
export function searchRefill(list: Searchable): string[] {
  const name = functionName(list.table);
  const rows = `${list.table} r CROSS JOIN LATERAL ${name}(r) d`;
  return [
    `DELETE FROM search_documents s USING ${rows} WHERE s.kind = d.kind AND s.ref = d.ref;`,
    `INSERT INTO search_documents (${COLUMNS}) SELECT d.* FROM ${rows};`,
  ];
}

const trigger = (list: Searchable) =>
  `CREATE TRIGGER search_index AFTER INSERT OR UPDATE OR DELETE ON ${list.table} FOR EACH ROW EXECUTE FUNCTION search_index_row('${functionName(list.table)}');`;

const normal = (sql: string) =>
  sql
    .replace(/\s+/g, ' ')
    .replace(/^CREATE FUNCTION/, 'CREATE OR REPLACE FUNCTION')
    .trim();

/** Each search_doc_* function's latest definition in these migrations' SQL, in order. */
export function definedFunctions(migrations: readonly string[]): Map<string, string> {
  const defined = new Map<string, string>();
  for (const sql of migrations)
    for (const match of sql.matchAll(
      /CREATE (?:OR REPLACE )?FUNCTION (search_doc_\w+)\([\s\S]*?\$\$[\s\S]*?\$\$;/g,
    ))
      defined.set(match[1]!, normal(match[0]));
  return defined;
}

/**
 * What a new migration must say for the migrations to agree with the
 * descriptions: each changed function made again and its documents written again,
 * a new one with its trigger too. '' when they agree. A searchable list whose
 * function the migrations have but no description asks for is named in `left`.
 */
export function searchMigration(
  migrations: readonly string[],
  all: Record<string, ListDescription> = lists,
): { sql: string; left: string[] } {
  const defined = definedFunctions(migrations);
  const statements: string[] = [];
  const described = searchableLists(all);
  for (const list of described) {
    const before = defined.get(functionName(list.table));
    const wanted = searchFunction(list, before?.match(/^[^(]*\((\w+) /)?.[1]);
    if (before === normal(wanted)) continue;
    statements.push(wanted, ...(before ? [] : [trigger(list)]), ...searchRefill(list));
  }
  const names = new Set(described.map((list) => functionName(list.table)));
  const left = [...defined.keys()].filter((name) => !names.has(name));
  const sql = statements.length
    ? [
        '-- Written by `npm run db:search` from lib/content/lists.ts: the site search documents of its lists.',
        statements.join('--> statement-breakpoint\n'),
      ].join('\n')
    : '';
  return { sql, left };
}
