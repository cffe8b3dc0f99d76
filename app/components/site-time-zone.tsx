import { createContext, useContext } from "react";
import { DEFAULT_TIME_ZONE } from "~/utils/time-zone";

/**
 * The site's time zone for whatever renders a date: provided once by the root
 * from its loader (SITE_TIME_ZONE), so the server and the browser write every
 * date the same. Outside the app (a component rendered alone) it is UTC.
 */
export const SiteTimeZoneContext = createContext(DEFAULT_TIME_ZONE);

export function useSiteTimeZone(): string {
  return useContext(SiteTimeZoneContext);
}
