import { createContext, useContext } from "react";
import { DEFAULT_TIME_ZONE } from "~/utils/time-zone";

/** Provided once by the root, so the server and the browser write every date the same; outside the app it is UTC. */
export const SiteTimeZoneContext = createContext(DEFAULT_TIME_ZONE);

export function useSiteTimeZone(): string {
  return useContext(SiteTimeZoneContext);
}
