import type { PublishStep } from "./publish-confirmation";

export type FormResult =
  | {
      formError?: string | null;
      fieldErrors?: Record<string, string[]>;
      values?: Record<string, unknown>;
      /** Set when a publish waits for the editor's yes (the step page without JavaScript). */
      publishStep?: PublishStep;
      /** A custom page's sections as typed, when the answer changed them (a section button) or refused them. */
      sections?: Array<{ type: string } & Record<string, unknown>>;
      /** The section a section button was about, where it is now (null when it was removed): it comes back open. */
      openSection?: number | null;
    }
  | undefined;
