export type FormResult =
  | {
      formError?: string | null;
      fieldErrors?: Record<string, string[]>;
      values?: Record<string, unknown>;
    }
  | undefined;
