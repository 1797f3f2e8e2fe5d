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
 * Counts every row a statement inserts, changes or deletes in the watched tables (and every truncate): a trigger on
 * each into one counter per table. A refused write's rollback takes its counts back with it, an update that writes
 * the same values counts nothing, and reading the counters is one small select instead of reading every table
 * (which was most of the test's time: two reads of ~100 tables around each of ~8,000 writes).
 */
export async function installChangeCounters(db: Database, tables: readonly string[]): Promise<void> {
  const sql = sqlClientOf(db);
  await sql.executeSql(`
    create table fuzz_row_changes (table_name text primary key, changes bigint not null);
    create function fuzz_count_change() returns trigger language plpgsql as $$
    begin
      insert into fuzz_row_changes values (TG_TABLE_NAME, 1)
        on conflict (table_name) do update set changes = fuzz_row_changes.changes + 1;
      return null;
    end $$;`);
  for (const name of tables) {
    await sql.executeSql(`
      create trigger fuzz_rows after insert or delete on "${name}" for each row execute function fuzz_count_change();
      create trigger fuzz_updates after update on "${name}" for each row when (old.* is distinct from new.*) execute function fuzz_count_change();
      create trigger fuzz_truncate after truncate on "${name}" for each statement execute function fuzz_count_change();`);
  }
}

/** The watched tables' change counts, by name (a table never changed is absent). */
export async function tableChanges(db: Database): Promise<Record<string, string>> {
  const { rows } = await sqlClientOf(db).executeSql('select table_name, changes::text as changes from fuzz_row_changes');
  return Object.fromEntries(rows.map((row) => [String(row.table_name), String(row.changes)]));
}
