import { z } from "zod";

export type FieldErrors = Record<string, string[]>;

export type ParseResult<T> =
  | { success: true; data: T }
  | { success: false; fieldErrors: FieldErrors; values: Record<string, unknown> };

/** Failures are grouped by field ("title", "items.0.value"; "form" for the whole body). */
export function parseJson<S extends z.ZodType>(schema: S, body: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(body);
  if (result.success) return { success: true, data: result.data };
  return { success: false, fieldErrors: fieldErrorsOf(result.error), values: isRecord(body) ? body : {} };
}

/** On failure `values` holds what was submitted, for the form to show again; passwords are never echoed. */
export function parseFormData<S extends z.ZodType>(
  schema: S,
  formData: FormData,
  options: FormDataOptions = {},
): ParseResult<z.output<S>> {
  const result = schema.safeParse(formDataToInput(schema, formData, options));
  if (result.success) return { success: true, data: result.data };
  return { success: false, fieldErrors: fieldErrorsOf(result.error), values: submittedValues(formData) };
}

function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "form";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

export type FormDataOptions = {
  /** An API PATCH sent as multipart: an absent field stays unchanged instead of an absent checkbox meaning false. */
  partial?: boolean;
};

/**
 * Follows the schema's shape. A number's "" is null when the field takes null, else left out; text that is
 * not a number is kept so the schema names the error. A list row whose fields are all empty is dropped
 * (forms show spare empty rows). Files are ignored: uploads have their own handling.
 */
export function formDataToInput(schema: z.ZodType, formData: FormData, options: FormDataOptions = {}): unknown {
  const source = new FormSource(formData);
  const shape = objectShape(schema);
  if (!shape) return Object.fromEntries(source.names().map((name) => [name, source.get(name)]));
  return readObject(shape, source, "", options);
}

type Shape = Record<string, z.ZodType>;
type Kind =
  | { type: "number" | "boolean" | "string" | "choice" | "other"; nullable: boolean }
  | { type: "object"; nullable: boolean; shape: Shape }
  | { type: "array"; nullable: boolean; element: z.ZodType }
  | { type: "tagged"; nullable: boolean; discriminator: string; options: Map<string, Shape> };

function readObject(shape: Shape, source: FormSource, prefix: string, options: FormDataOptions) {
  const input: Record<string, unknown> = {};
  for (const [key, fieldSchema] of Object.entries(shape)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    const value = readField(kindOf(fieldSchema), source, name, options);
    if (value !== undefined) input[key] = value;
  }
  return input;
}

function readField(kind: Kind, source: FormSource, name: string, options: FormDataOptions): unknown {
  switch (kind.type) {
    case "object":
      return source.hasPrefix(`${name}[`) ? readObject(kind.shape, source, name, options) : undefined;
    case "array":
      return readArray(kindOf(kind.element), source, name, options);
    case "tagged":
      return source.hasPrefix(`${name}[`) ? readTagged(kind, source, name, options) : undefined;
    default:
      return convert(kind, source.get(name), options);
  }
}

/** A union told apart by one field (a page's sections): that field picks the shape the rest is read by. */
function readTagged(kind: Extract<Kind, { type: "tagged" }>, source: FormSource, name: string, options: FormDataOptions): unknown {
  const tag = source.get(`${name}[${kind.discriminator}]`) ?? "";
  const shape = kind.options.get(tag);
  // An unknown tag is passed on as it came, for the schema to name it.
  return shape ? readObject(shape, source, name, options) : { [kind.discriminator]: tag };
}

function readArray(element: Kind, source: FormSource, name: string, options: FormDataOptions): unknown[] | undefined {
  if (element.type === "object" || element.type === "tagged") {
    const indexes = source.indexesUnder(name);
    if (indexes.length === 0) return source.has(name) || source.has(`${name}[]`) ? [] : undefined;
    return indexes
      .filter((index) => !source.allEmptyUnder(`${name}[${index}]`))
      .map((index) =>
        element.type === "object"
          ? readObject(element.shape, source, `${name}[${index}]`, options)
          : readTagged(element, source, `${name}[${index}]`, options),
      );
  }
  const values = [...source.getAll(name), ...source.getAll(`${name}[]`)];
  if (values.length === 0) return undefined;
  return values.map((value) => convert(element, value, options));
}

function convert(kind: Kind, value: string | undefined, options: FormDataOptions): unknown {
  switch (kind.type) {
    case "number": {
      if (value === undefined) return undefined;
      const trimmed = value.trim();
      if (trimmed === "") return kind.nullable ? null : undefined;
      return /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i.test(trimmed) ? Number(trimmed) : value;
    }
    case "boolean": {
      if (value === undefined) return options.partial ? undefined : false;
      const word = value.trim().toLowerCase();
      if (["on", "true", "1", "yes"].includes(word)) return true;
      if (["", "off", "false", "0", "no"].includes(word)) return false;
      return value;
    }
    case "choice":
      return value === "" ? undefined : value;
    default:
      return value;
  }
}

/** What a field's schema takes as input, seen through optional/default/pipe wrappers. */
function kindOf(schema: z.ZodType): Kind {
  let current = schema as z.core.$ZodType;
  let nullable = false;
  for (;;) {
    const def = current._zod.def as z.core.$ZodTypeDef & Record<string, any>;
    switch (def.type) {
      case "optional":
      case "default":
      case "prefault":
      case "readonly":
      case "catch":
      case "nonoptional":
        current = def.innerType;
        continue;
      case "nullable":
        nullable = true;
        current = def.innerType;
        continue;
      case "pipe":
        current = def.in;
        continue;
      case "union": {
        const options = def.options as z.core.$ZodType[];
        if (typeof def.discriminator === "string") return taggedKind(def.discriminator, options, nullable);
        const named = options.filter((option) => !["null", "literal", "undefined"].includes(option._zod.def.type));
        if (options.some((option) => option._zod.def.type === "null")) nullable = true;
        if (named.length === 0) return { type: "choice", nullable };
        current = named[0];
        continue;
      }
      case "number":
      case "int":
        return { type: "number", nullable };
      case "boolean":
        return { type: "boolean", nullable };
      case "literal":
        // A choice among numbers (3 or 6) is read as a number.
        return (def.values as unknown[]).every((value) => typeof value === "number") ? { type: "number", nullable } : { type: "choice", nullable };
      case "enum":
        return { type: "choice", nullable };
      case "string":
        return { type: "string", nullable };
      case "object":
        return { type: "object", nullable, shape: def.shape as Shape };
      case "array":
        return { type: "array", nullable, element: def.element as z.ZodType };
      default:
        return { type: "other", nullable };
    }
  }
}

function taggedKind(discriminator: string, options: readonly z.core.$ZodType[], nullable: boolean): Kind {
  const shapes = new Map<string, Shape>();
  for (const option of options) {
    const kind = kindOf(option as z.ZodType);
    if (kind.type !== "object") continue;
    const tag = kind.shape[discriminator]?._zod.def as { type: string; values?: unknown[] } | undefined;
    for (const value of tag?.type === "literal" ? (tag.values ?? []) : []) shapes.set(String(value), kind.shape);
  }
  return { type: "tagged", nullable, discriminator, options: shapes };
}

function objectShape(schema: z.ZodType): Shape | undefined {
  const kind = kindOf(schema);
  return kind.type === "object" ? kind.shape : undefined;
}

class FormSource {
  private readonly entries: Array<[string, string]>;

  constructor(formData: FormData) {
    this.entries = [];
    for (const [name, value] of formData.entries()) {
      if (typeof value === "string") this.entries.push([name, value]);
    }
  }

  names(): string[] {
    return [...new Set(this.entries.map(([name]) => name))];
  }

  has(name: string): boolean {
    return this.entries.some(([entry]) => entry === name);
  }

  get(name: string): string | undefined {
    return this.entries.find(([entry]) => entry === name)?.[1];
  }

  getAll(name: string): string[] {
    return this.entries.filter(([entry]) => entry === name).map(([, value]) => value);
  }

  hasPrefix(prefix: string): boolean {
    return this.entries.some(([entry]) => entry.startsWith(prefix));
  }

  indexesUnder(name: string): number[] {
    const indexes = new Set<number>();
    for (const [entry] of this.entries) {
      if (!entry.startsWith(`${name}[`)) continue;
      const match = /^\[(\d{1,4})\]/.exec(entry.slice(name.length));
      if (match) indexes.add(Number(match[1]));
    }
    return [...indexes].sort((a, b) => a - b);
  }

  allEmptyUnder(prefix: string): boolean {
    return this.entries.every(([entry, value]) => !entry.startsWith(prefix) || value.trim() === "");
  }
}

function submittedValues(formData: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of formData.entries()) {
    if (typeof value !== "string" || /password/i.test(name)) continue;
    const previous = values[name];
    values[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return values;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
