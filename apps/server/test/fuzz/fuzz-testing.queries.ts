import { sqlClientOf, type Database } from '@tapline/db';

/**
 * Tables a request may change without changing anything a user saved: the rate-limit counters count every request,
 * refused or not (decision 0038); the catalogue version counts every statement on the catalogue's tables, even one
 * that finds no row (statement triggers, decision 0101), and only makes the public answer cache read afresh.
 * Everything else in `public` must be as it was after a refused write.
 */
const COUNTED_PER_REQUEST = new Set(['rate_limit_counters', 'catalogue_version']);

/** The tables of the `public` schema the fuzz test watches, by name. */
export async function watchedTables(db: Database): Promise<string[]> {
  const { rows } = await sqlClientOf(db).executeSql(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  return rows.map((row) => String(row.table_name)).filter((name) => !COUNTED_PER_REQUEST.has(name));
}

/**
 * One line per table: its row count and an md5 of its rows as text in a fixed order. Cheap on the fuzz test's
 * small database (one statement); any insert, update or delete in a watched table changes its line.
 */
export async function tableChecksums(db: Database, tables: readonly string[]): Promise<Record<string, string>> {
  const text = tables
    .map(
      (name) =>
        `select '${name}' as name, count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${name}" t`,
    )
    .join(' union all ');
  const { rows } = await sqlClientOf(db).executeSql(text);
  return Object.fromEntries(rows.map((row) => [String(row.name), String(row.sum)]));
}
