import { sql } from "kysely";
import type { DB } from "~/db/db.server";

/**
 * Read from the catalog, so a new table is backed up without anyone listing it. Sessions and
 * rate limits belong to the running site; a restore migrates for itself.
 */

export const LEFT_OUT_TABLES = ["session", "rate_limit", "kysely_migration", "kysely_migration_lock"];

export interface TableInfo {
  name: string;
  key: string | undefined;
  identity: string | undefined;
  generated: string[];
}

/** Parents first, so the rows can be inserted in this order. */
export async function backupTables(database: DB): Promise<TableInfo[]> {
  const tables = await sql<{ name: string }>`
    select c.relname as name from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
    order by c.relname`.execute(database);
  const keys = await sql<{ table: string; column: string; columns: number }>`
    select c.relname as table, a.attname as column, array_length(i.indkey::int2[], 1) as columns
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_attribute a on a.attrelid = c.oid and a.attnum = i.indkey[0]
    where i.indisprimary and c.relnamespace = current_schema()::regnamespace`.execute(database);
  const identities = await sql<{ table: string; column: string }>`
    select c.relname as table, a.attname as column from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    where c.relnamespace = current_schema()::regnamespace and a.attidentity in ('a', 'd') and not a.attisdropped`.execute(database);
  const generated = await sql<{ table: string; column: string }>`
    select c.relname as table, a.attname as column from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    where c.relnamespace = current_schema()::regnamespace and a.attgenerated <> '' and not a.attisdropped`.execute(database);
  const references = await sql<{ child: string; parent: string }>`
    select child.relname as child, parent.relname as parent from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_class parent on parent.oid = k.confrelid
    where k.contype = 'f' and k.connamespace = current_schema()::regnamespace`.execute(database);

  const names = tables.rows.map((row) => row.name).filter((name) => !LEFT_OUT_TABLES.includes(name));
  const parents = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references.rows) {
    // A table pointing at itself is restored in key order, which puts a parent row first.
    if (child !== parent && parents.has(child) && parents.has(parent)) parents.get(child)!.add(parent);
  }

  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name)) return;
    if (visiting.has(name)) throw new Error(`The tables' foreign keys form a cycle through "${name}"; a backup cannot order them.`);
    visiting.add(name);
    for (const parent of [...parents.get(name)!].sort()) visit(parent);
    visiting.delete(name);
    ordered.push(name);
  };
  for (const name of names) visit(name);

  return ordered.map((name) => {
    const key = keys.rows.find((row) => row.table === name && row.columns === 1);
    return {
      name,
      key: key?.column,
      identity: identities.rows.find((row) => row.table === name)?.column,
      generated: generated.rows.filter((row) => row.table === name).map((row) => row.column),
    };
  });
}
