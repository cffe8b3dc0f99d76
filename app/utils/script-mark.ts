import { createContext, useContext } from "react";

// Only scripts rendered with this mark get their hash into the CSP (app/entry.server.tsx strips it).
// Undefined in the browser, where React does not compare the attribute.
const ScriptMarkContext = createContext<string | undefined>(undefined);

export const ScriptMarkProvider = ScriptMarkContext.Provider;

export function useScriptMark(): string | undefined {
  return useContext(ScriptMarkContext);
}
