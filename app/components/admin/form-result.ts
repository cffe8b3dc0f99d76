import type { PublishStep } from "./publish-confirmation";

export type FormResult =
  | {
      formError?: string | null;
      fieldErrors?: Record<string, string[]>;
      values?: Record<string, unknown>;
      /** Set when a publish waits for the editor's yes (the step page without JavaScript). */
      publishStep?: PublishStep;
    }
  | undefined;
