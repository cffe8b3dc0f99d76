import { useEffect, useState } from "react";

/** Widgets enhance their native control only once React runs, so hydration always matches the server's HTML. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
