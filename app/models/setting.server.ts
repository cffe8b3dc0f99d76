import { sql } from "kysely";
import {
  SETTING_DEFAULTS, SETTING_MEDIA_FIELDS, isSettingName, type SettingChanges, type SettingName, type SettingValues,
} from "~/schemas/settings";
import { checkMediaReferences, hasErrors, type DbOrTx, type FieldErrors } from "./crud.server";

// docs/product.md#content-model. Reads give the stored fields over the defaults; a setting never saved has version 0.

export type SettingRecord<N extends SettingName> = {
  name: N;
  value: SettingValues[N];
  version: number;
  updated_at: Date | null;
};

export type SaveSettingResult<N extends SettingName> =
  | { status: "updated"; record: SettingRecord<N> }
  | { status: "invalid"; fieldErrors: FieldErrors }
  | { status: "conflict" };

/** The stored value over the defaults; stray keys (from older versions) are dropped. */
function withDefaults<N extends SettingName>(name: N, stored: Record<string, unknown> | undefined): SettingValues[N] {
  const defaults = SETTING_DEFAULTS[name];
  const value: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    if (stored && stored[key] !== undefined) value[key] = stored[key];
  }
  return value as SettingValues[N];
}

export async function getSettingRecord<N extends SettingName>(db: DbOrTx, name: N): Promise<SettingRecord<N>> {
  const row = await db
    .selectFrom("setting")
    .select(["value", "version", "updated_at"])
    .where("name", "=", name)
    .executeTakeFirst();
  return { name, value: withDefaults(name, row?.value), version: row?.version ?? 0, updated_at: row?.updated_at ?? null };
}

export async function getSetting<N extends SettingName>(db: DbOrTx, name: N): Promise<SettingValues[N]> {
  return (await getSettingRecord(db, name)).value;
}

export async function getSettings<N extends SettingName>(db: DbOrTx, requested: readonly N[]): Promise<Pick<SettingValues, N>> {
  // Names often come from a query string: only known ones reach the defaults.
  const names = [...new Set(requested)].filter((name) => isSettingName(name));
  const rows = names.length === 0 ? [] : await storedSettingsQuery(db, names).execute();
  return settingsFromRows(names, rows);
}

/** The stored rows of known `names` (not empty), as a query to run alone or inside another (the public layout's). */
export function storedSettingsQuery(db: DbOrTx, names: readonly SettingName[]) {
  return db.selectFrom("setting").select(["name", "value"]).where("name", "in", [...names]);
}

export function settingsFromRows<N extends SettingName>(
  names: readonly N[],
  rows: ReadonlyArray<{ name: string; value: Record<string, unknown> }>,
): Pick<SettingValues, N> {
  const stored = new Map(rows.map((row) => [row.name, row.value]));
  const result = {} as Pick<SettingValues, N>;
  for (const name of names) result[name] = withDefaults(name, stored.get(name));
  return result;
}

/** Media references are checked because, unlike a column, a JSON value has no foreign key. */
export async function saveSetting<N extends SettingName>(
  db: DbOrTx,
  { name, value, version }: { name: N; value: SettingChanges<N>; version: number },
): Promise<SaveSettingResult<N>> {
  const references = (SETTING_MEDIA_FIELDS[name] ?? []).map((field) => ({
    ...field,
    id: (value as Record<string, unknown>)[field.field] as number | null | undefined,
  }));
  // The version condition on the write, not a lock, refuses a stale save, so this is safe outside a transaction too.
  const errors = await checkMediaReferences(db, references);
  if (hasErrors(errors)) return { status: "invalid", fieldErrors: errors };

  const current = await db
    .selectFrom("setting")
    .select(["value", "version"])
    .where("name", "=", name)
    .forUpdate()
    .executeTakeFirst();
  if ((current?.version ?? 0) !== version) return { status: "conflict" };

  const merged = { ...withDefaults(name, current?.value), ...definedEntries(value) };
  const json = JSON.stringify(merged);
  const row = current
    ? await db
        .updateTable("setting")
        .set({ value: json, version: version + 1, updated_at: sql`now()` })
        .where("name", "=", name)
        .where("version", "=", version)
        .returning(["value", "version", "updated_at"])
        .executeTakeFirst()
    : await db
        .insertInto("setting")
        .values({ name, value: json })
        // Another first save got there in between: that is a conflict too.
        .onConflict((conflict) => conflict.column("name").doNothing())
        .returning(["value", "version", "updated_at"])
        .executeTakeFirst();
  if (!row) return { status: "conflict" };
  return { status: "updated", record: { name, value: withDefaults(name, row.value), version: row.version, updated_at: row.updated_at } };
}

function definedEntries(value: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined));
}

/** Settings hold media ids in JSON, where no foreign key guards them, so the media library asks here before deleting. */
export async function listSettingMediaReferences(
  db: DbOrTx,
): Promise<Array<{ name: SettingName; field: string; label: string; media_id: number }>> {
  const names = Object.keys(SETTING_MEDIA_FIELDS) as SettingName[];
  const settings = await getSettings(db, names);
  const references: Array<{ name: SettingName; field: string; label: string; media_id: number }> = [];
  for (const name of names) {
    const value = settings[name] as Record<string, unknown>;
    for (const { field, label } of SETTING_MEDIA_FIELDS[name] ?? []) {
      const id = value[field];
      if (typeof id === "number") references.push({ name, field, label, media_id: id });
    }
  }
  return references;
}
