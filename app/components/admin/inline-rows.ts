import type { FormResult } from "./form-result";

/** The action's answer belongs to the row it came from (its `id`, or "new"), and only that row shows its errors. */
export type RowKey = number | "new";

export function rowOf(result: FormResult): RowKey | undefined {
  const values = result?.values;
  if (!values) return undefined;
  if (values.intent === "create") return "new";
  const id = typeof values.id === "string" ? Number(values.id) : Number.NaN;
  return Number.isSafeInteger(id) ? id : undefined;
}

export function resultFor(result: FormResult, row: RowKey): FormResult {
  return rowOf(result) === row ? result : undefined;
}

export function rowValue(result: FormResult, stored: unknown, name: string): string {
  const posted = result?.values?.[name];
  if (typeof posted === "string") return posted;
  return stored === null || stored === undefined ? "" : String(stored);
}

export function rowChecked(result: FormResult, stored: boolean, name: string): boolean {
  return result?.values ? result.values[name] !== undefined : stored;
}
