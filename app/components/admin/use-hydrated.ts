import { useEffect, useState } from "react";

/**
 * False on the server and during hydration, true after: widgets render their
 * native control first (what works without JavaScript) and enhance it only
 * once React runs in the browser, so hydration always matches the server's HTML.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
