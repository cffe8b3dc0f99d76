import { createContext, useContext } from "react";

/**
 * The mark the server renders the document's own scripts with, so that only
 * they get their hash into the page's CSP (app/entry.server.tsx strips it
 * before anything is sent). Undefined in the browser, where scripts are
 * already allowed and React does not compare the attribute.
 */
const ScriptMarkContext = createContext<string | undefined>(undefined);

export const ScriptMarkProvider = ScriptMarkContext.Provider;

export function useScriptMark(): string | undefined {
  return useContext(ScriptMarkContext);
}
