/**
 * What an admin action answers after a refused post: a failure that is not
 * about a field (a conflict), the errors of each field, and what was submitted,
 * so the form shows it again.
 */
export type FormResult =
  | {
      formError?: string | null;
      fieldErrors?: Record<string, string[]>;
      values?: Record<string, unknown>;
    }
  | undefined;
